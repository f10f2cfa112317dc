import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Doctor } from '@rehab/model/collections';
import { makeStore } from '../../../test/app';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { useDoctorRecord } from '../../doctorProfile';
import { fetchPatientCards, fetchPatientList } from '../api/patientRecords';
import { doctorPatientsArg, patientsApi } from '../api/patientsApi';
import type { PatientCard } from '../logic/patientList';
import PatientsPage from './PatientsPage';

vi.mock('../../doctorProfile', () => ({ useDoctorRecord: vi.fn() }));
vi.mock('../../care', () => ({ useGrantingPatients: () => ({ uids: ['granted-patient'], error: null }) }));
// Nothing is read: the lists are in the cache, or the test says how the read fails.
vi.mock('../api/patientRecords', () => ({ fetchPatientList: vi.fn(), fetchPatientCards: vi.fn() }));

const DEVICES = ['GLV-1001'];

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  vi.mocked(fetchPatientCards).mockResolvedValue([]);
  vi.mocked(useDoctorRecord).mockReturnValue({
    uid: 'doc-1',
    doctor: { firstName: 'Daniel', lastName: 'Reyes', devices: DEVICES, patients: [], docId: 'doc-1' } as unknown as Doctor & { docId: string },
    loading: false,
    error: null,
  });
});

/** A store whose cache holds the doctor's list and the cards of those patients. */
async function showing(cards: PatientCard[]) {
  const store = makeStore();
  const list = cards.map((c) => ({ uid: c.uid, name: `${c.firstName} ${c.lastName}`, email: c.email }));
  await store.dispatch(patientsApi.util.upsertQueryData('doctorPatients', doctorPatientsArg('doc-1', ['granted-patient']), list));
  await store.dispatch(patientsApi.util.upsertQueryData('patientCards', cards.map((c) => c.uid).sort(), cards));
  renderWithProviders(<PatientsPage />, { store });
}

const card = (n: number, firstName: string, lastName: string): PatientCard => ({ uid: `p${n}`, firstName, lastName, email: `${firstName.toLowerCase()}@demo.test` });

describe('PatientsPage', () => {
  it("says 'No patients found with your registered devices.' with a link 'here' to the profile", async () => {
    await showing([]);
    expect(screen.getByText('No patients found with your registered devices.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'here' })).toHaveAttribute('href', '/profile');
  });

  it('shows 16 cards per page by last name, searchable by first name, last name or e-mail', async () => {
    const user = userEvent.setup();
    await showing(Array.from({ length: 20 }, (_, i) => card(i, `First${i}`, `Last${String(i).padStart(2, '0')}`)).reverse());
    const names = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(names()).toHaveLength(16);
    expect(names()[0]).toBe('First0 Last00');
    expect(within(screen.getByLabelText('Per page')).getAllByRole('option').map((o) => o.textContent)).toEqual(['8', '16', '32']);

    await user.click(screen.getByRole('button', { name: '2' }));
    expect(names()).toEqual(['First16 Last16', 'First17 Last17', 'First18 Last18', 'First19 Last19']);

    await user.type(screen.getByLabelText('Search'), 'first7@');
    expect(names()).toEqual(['First7 Last07']);
    expect(screen.getByRole('button', { name: 'View Profile' })).toHaveAttribute('href', '/patients/p7');
  });

  it('shows why the list could not be loaded instead of an empty list', async () => {
    vi.mocked(fetchPatientList).mockRejectedValue(new Error('internal'));
    renderWithProviders(<PatientsPage />);
    expect(await screen.findByText('internal')).toBeInTheDocument();
    expect(screen.queryByText('No patients found with your registered devices.')).not.toBeInTheDocument();
  });
});
