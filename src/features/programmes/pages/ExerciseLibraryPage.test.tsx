import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Clinic, ClinicMember } from '@rehab/model/clinics';
import type { BodyRegion, ClinicExercise } from '@rehab/model/exercises';
import type { WithId } from '../../../lib/firebase/withId';
import { makeStore } from '../../../test/app';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInState } from '../../../test/signedIn';
import { fakeTimestamp } from '../../../test/timestamps';
import { useMyClinic } from '../../clinics';
import { createExercise } from '../api/programmeRecords';
import { programmesApi } from '../api/programmesApi';
import ExerciseLibraryPage from './ExerciseLibraryPage';

vi.mock('../../clinics', () => ({ useMyClinic: vi.fn() }));
vi.mock('../../patients', () => ({ usePatients: () => ({ patients: [], patientsLoading: false, patientsError: null }) }));
// Reads the test did not put in the cache are refused; posters and videos have no address here.
vi.mock('../../../lib/firebase/subscribe', () => ({
  subscribeQuery: () => (_next: unknown, fail: (error: Error) => void) => {
    fail(new Error('Missing or insufficient permissions.'));
    return () => {};
  },
}));
vi.mock('../../../lib/ui/attachmentsApi', () => ({ useAttachmentUrlsQuery: () => ({ currentData: [] }) }));
vi.mock('../api/programmeRecords', () => ({ createExercise: vi.fn(), saveTemplate: vi.fn(), assignProgramme: vi.fn() }));

const since = fakeTimestamp('2029-06-01T10:00:00Z');
const clinic: WithId<Clinic> = { docId: 'north', name: 'Northside Rehab', address: '', timeZone: 'UTC', npi: '', taxId: '', owner: 'daniel', createdAt: since };
const membership: WithId<ClinicMember> = { docId: 'daniel', clinicId: 'north', role: 'owner', supervisor: null, name: 'Daniel Reyes', email: 'daniel@demo.test', since };

const exercise = (index: number, region: BodyRegion): WithId<ClinicExercise> => {
  const en = `Exercise ${String(index).padStart(4, '0')}`;
  return {
    docId: `ex-${index}`,
    clinicId: 'north',
    author: 'daniel',
    name: { en, ar: en, zh: en, hi: en, el: en, fr: en },
    instructions: { en: { steps: ['Stand tall.'], cues: [], mistakes: [] } },
    bodyRegion: region,
    equipment: index % 2 === 0 ? ['band'] : [],
    difficulty: 'easy',
    device: index % 3 === 0 ? 'Glove' : null,
    video: null,
    poster: null,
    videoCheck: { state: 'pending' },
    createdAt: since,
    updatedAt: since,
  };
};

const stores: ReturnType<typeof makeStore>[] = [];

beforeEach(() => {
  stores.length = 0;
  vi.mocked(useMyClinic).mockReturnValue({ membership, clinic, loading: false, error: null });
});

async function openWith(exercises: WithId<ClinicExercise>[]) {
  const store = makeStore(signedInState('doctor', { uid: 'daniel' }));
  stores.push(store);
  await store.dispatch(programmesApi.util.upsertQueryData('clinicExercises', 'north', exercises));
  await store.dispatch(programmesApi.util.upsertQueryData('programmeTemplates', 'north', []));
  renderWithProviders(<ExerciseLibraryPage />, { store });
}

describe('ExerciseLibraryPage', () => {
  it('draws one page of a thousand exercises, and narrows them by region, device and name', async () => {
    await openWith(Array.from({ length: 1000 }, (_, index) => exercise(index, index % 4 === 0 ? 'knee' : 'hand')));
    expect(screen.getByRole('heading', { level: 1, name: 'Exercise library' })).toBeInTheDocument();
    expect(screen.getByText('1000 exercises')).toBeInTheDocument();
    expect(screen.getAllByTestId('exercise-row')).toHaveLength(25);
    await userEvent.selectOptions(screen.getByLabelText('Region'), 'knee');
    expect(screen.getByText('250 exercises')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Device'), 'Glove');
    expect(screen.getByText('84 exercises')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search by name'), '0012');
    expect(screen.getAllByTestId('exercise-row')).toHaveLength(1);
    await userEvent.type(screen.getByLabelText('Search by name'), 'x');
    expect(screen.getByTestId('library-none-match')).toBeInTheDocument();
  });

  it('says when the library is empty', async () => {
    await openWith([]);
    expect(screen.getByTestId('library-empty')).toHaveTextContent("The clinic's library has no exercises yet.");
    expect(screen.getByText('No programme yet: build one from the library.')).toBeInTheDocument();
  });

  it('builds a programme from the library, checking it before saving', async () => {
    await openWith([exercise(1, 'knee'), exercise(2, 'knee')]);
    const builder = screen.getByTestId('programme-builder');
    expect(within(builder).getByTestId('builder-empty')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Exercise 0001 to the programme' }));
    expect(screen.getByRole('button', { name: 'Add Exercise 0001 to the programme' })).toBeDisabled();
    expect(within(builder).getAllByTestId('builder-exercise')).toHaveLength(1);
    await userEvent.click(within(builder).getByRole('button', { name: 'Save as mine' }));
    expect(within(builder).getByTestId('builder-error')).toHaveTextContent('Give the programme a name');
    await userEvent.type(within(builder).getByLabelText('Programme name'), 'Knee week');
    await userEvent.selectOptions(within(builder).getByLabelText('Counted in'), 'hold');
    expect(within(builder).getByText('9 sets prescribed a week')).toBeInTheDocument();
    await userEvent.click(within(builder).getByRole('button', { name: 'Remove Exercise 0001' }));
    expect(within(builder).getByTestId('builder-empty')).toBeInTheDocument();
  });

  it("adds a clinician's own exercise after checking the form, then shows the content check's verdict on its video", async () => {
    await openWith([]);
    await userEvent.click(screen.getByRole('button', { name: 'Add your own exercise' }));
    const form = screen.getByTestId('exercise-upload');
    await userEvent.click(within(form).getByRole('button', { name: 'Add to the library' }));
    expect(await within(form).findAllByText('Give the name in this language.')).toHaveLength(6);
    expect(within(form).getByText('Write at least one step.')).toBeInTheDocument();
    for (const label of ['English', 'العربية', '中文', 'हिन्दी', 'Ελληνικά', 'Français']) await userEvent.type(within(form).getByLabelText(label), 'Heel slide');
    await userEvent.type(within(form).getByLabelText('Steps'), 'Lie down.');
    await userEvent.upload(within(form).getByLabelText(/Demonstration video/), new File(['not a video'], 'clip.webm', { type: 'video/webm' }));
    vi.mocked(createExercise).mockResolvedValue('ex-new');
    await userEvent.click(within(form).getByRole('button', { name: 'Add to the library' }));
    expect(vi.mocked(createExercise).mock.calls[0][0]).toMatchObject({ name: { en: 'Heel slide' }, steps: 'Lie down.', video: expect.any(File) });
    const added: WithId<ClinicExercise> = {
      ...exercise(7, 'knee'),
      docId: 'ex-new',
      video: { path: 'exerciseMedia/north/ex-new/video.webm', contentType: 'video/webm', size: 11 },
      videoCheck: { state: 'refused', reason: 'notWebm', found: null, generation: '1', checkedAt: since },
    };
    await stores[0].dispatch(programmesApi.util.upsertQueryData('clinicExercises', 'north', [added]));
    expect(await within(form).findByTestId('video-verdict')).toHaveTextContent('refused as not playable (found: an unknown type)');
  });
});
