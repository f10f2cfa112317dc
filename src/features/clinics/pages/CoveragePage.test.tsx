import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Clinic, ClinicCoverage, ClinicMember, ClinicRole } from '@rehab/model/clinics';
import { dateTimeInputValue } from '../../../lib/dateFormat';
import type { WithId } from '../../../lib/firebase/withId';
import { callable } from '../../../lib/firebase/callables';
import { makeStore } from '../../../test/app';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInState } from '../../../test/signedIn';
import { fakeTimestamp } from '../../../test/timestamps';
import { clinicsApi } from '../api/clinicsApi';
import CoveragePage from './CoveragePage';

const call = vi.fn((_data?: unknown): Promise<{ data: unknown }> => Promise.resolve({ data: {} }));
vi.mock('../../../lib/firebase/callables', () => ({ callable: vi.fn(() => call) }));
// Only a read the test does not answer from the cache reaches the listener: it is refused.
vi.mock('../api/clinicRecords', () => ({ clinicCoveragesQuery: vi.fn(() => 'coverages of the clinic') }));
vi.mock('../../../lib/firebase/subscribe', () => ({
  subscribeQuery: () => (_next: unknown, fail: (error: Error) => void) => {
    fail(new Error('Missing or insufficient permissions.'));
    return () => {};
  },
}));

const HOUR = 3_600_000;
const since = fakeTimestamp('2029-06-01T10:00:00Z');
const clinic: WithId<Clinic> = { docId: 'north', name: 'Northside Rehab', address: '', timeZone: 'America/Vancouver', npi: '', taxId: '', owner: 'daniel', createdAt: since };
const member = (docId: string, name: string, role: ClinicRole): WithId<ClinicMember> => ({ docId, clinicId: 'north', role, supervisor: null, name, email: `${docId}@demo.test`, since });
const MEMBERS = [member('daniel', 'Daniel Reyes', 'owner'), member('hannah', 'Hannah Brooks', 'clinician'), member('omar', 'Omar Haddad', 'clinician'), member('jess', 'Jess Park', 'frontDesk')];

function coverage(away: string, cover: string, fromHours: number, untilHours: number): WithId<ClinicCoverage> {
  const name = (uid: string) => MEMBERS.find((m) => m.docId === uid)!.name;
  const at = (hours: number) => fakeTimestamp(Date.now() + hours * HOUR);
  return { docId: away, clinicId: 'north', away, awayName: name(away), cover, coverName: name(cover), from: at(fromHours), until: at(untilHours), setAt: at(-1), setBy: away, auditId: 'a1' };
}

async function openAs(uid: string, { coverages, members = MEMBERS }: { coverages?: WithId<ClinicCoverage>[]; members?: WithId<ClinicMember>[] } = {}) {
  const store = makeStore(signedInState('doctor', { uid }));
  await store.dispatch(clinicsApi.util.upsertQueryData('myMembership', uid, MEMBERS.find((m) => m.docId === uid)!));
  await store.dispatch(clinicsApi.util.upsertQueryData('clinic', 'north', clinic));
  await store.dispatch(clinicsApi.util.upsertQueryData('clinicMembers', 'north', members));
  if (coverages) await store.dispatch(clinicsApi.util.upsertQueryData('clinicCoverages', 'north', coverages));
  renderWithProviders(<CoveragePage />, { store });
}

const inHours = (hours: number) => dateTimeInputValue(Date.now() + hours * HOUR);

beforeEach(() => vi.clearAllMocks());

describe('CoveragePage', () => {
  it('says when nobody covers him and he covers nobody, and offers his clinic’s other owners and clinicians as cover', async () => {
    await openAs('daniel', { coverages: [] });
    expect(screen.getByRole('heading', { level: 1, name: 'Coverage' })).toBeInTheDocument();
    expect(screen.getByText('You have not marked yourself away.')).toBeInTheDocument();
    expect(screen.getByText('You are not covering for anyone.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Mark yourself away' });
    const cover = within(form).getByLabelText('Covering colleague');
    expect(within(cover).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a colleague', 'Hannah Brooks (Clinician)', 'Omar Haddad (Clinician)']);
    expect(within(form).getByLabelText('Away from')).toHaveValue(dateTimeInputValue(Date.now()));
  });

  it('checks the form as the function does before sending anything', async () => {
    await openAs('daniel', { coverages: [] });
    const form = screen.getByRole('form', { name: 'Mark yourself away' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save coverage' }));
    expect(await within(form).findByText('Choose the colleague who covers you.')).toBeInTheDocument();
    expect(within(form).getByText('Enter when you are back.')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Away until'), inHours(-24 * 3));
    await userEvent.click(within(form).getByRole('button', { name: 'Save coverage' }));
    expect(await within(form).findByText('The end must be after the start.')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText('Away until'));
    await userEvent.type(within(form).getByLabelText('Away until'), inHours(24 * 91));
    await userEvent.click(within(form).getByRole('button', { name: 'Save coverage' }));
    expect(await within(form).findByText('A coverage lasts at most 90 days.')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('keeps everything typed when the function refuses, and saves it on the next try', async () => {
    await openAs('daniel', { coverages: [] });
    const form = screen.getByRole('form', { name: 'Mark yourself away' });
    const [from, until] = [inHours(24), inHours(24 * 8)];
    await userEvent.selectOptions(within(form).getByLabelText('Covering colleague'), 'Hannah Brooks (Clinician)');
    await userEvent.clear(within(form).getByLabelText('Away from'));
    await userEvent.type(within(form).getByLabelText('Away from'), from);
    await userEvent.type(within(form).getByLabelText('Away until'), until);
    call.mockRejectedValueOnce(new Error('Hannah Brooks is away herself then.'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save coverage' }));
    expect(await within(form).findByText('Hannah Brooks is away herself then.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Covering colleague')).toHaveValue('hannah');
    expect(within(form).getByLabelText('Away from')).toHaveValue(from);
    expect(within(form).getByLabelText('Away until')).toHaveValue(until);

    const request = { cover: 'hannah', from: new Date(from).toISOString(), until: new Date(until).toISOString() };
    call.mockResolvedValueOnce({ data: { away: 'daniel', ...request } });
    await userEvent.click(within(form).getByRole('button', { name: 'Save coverage' }));
    expect(await within(form).findByTestId('coverage-status')).toHaveTextContent(/^Saved: Hannah Brooks covers you from .+ until .+\.$/);
    expect(call).toHaveBeenLastCalledWith(request);
    expect(callable).toHaveBeenCalledWith('setClinicCoverage');
  });

  it('shows his coverage running, and ends it after asking', async () => {
    await openAs('daniel', { coverages: [coverage('daniel', 'hannah', -2, 48)] });
    const mine = screen.getByTestId('my-coverage');
    expect(within(mine).getByTestId('coverage-state')).toHaveTextContent('Current');
    expect(mine).toHaveTextContent(/Hannah Brooks covers you from .+ until .+\./);
    expect(screen.getByText('Saving replaces your current coverage.')).toBeInTheDocument();
    await userEvent.click(within(mine).getByRole('button', { name: 'End coverage' }));
    const confirm = screen.getByRole('alertdialog', { name: 'End your coverage' });
    expect(confirm).toHaveTextContent('Hannah Brooks will no longer care for your patients.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith({}));
    expect(callable).toHaveBeenCalledWith('endClinicCoverage');
  });

  it('says whom he covers, now or later, and not the coverages that ended or are not his', async () => {
    await openAs('hannah', { coverages: [coverage('omar', 'hannah', 24, 48), coverage('daniel', 'hannah', -2, 48), coverage('jess', 'hannah', -5, -1), coverage('hannah', 'omar', 1, 2)] });
    const rows = screen.getAllByTestId('covering-coverage');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringMatching(/^CurrentYou cover Daniel Reyes from .+$/), expect.stringMatching(/^UpcomingYou cover Omar Haddad from .+$/)]);
    expect(within(screen.getByTestId('my-coverage')).getByTestId('coverage-state')).toHaveTextContent('Upcoming');
  });

  it('tells a clinician alone in his clinic that nobody can cover him', async () => {
    await openAs('daniel', { coverages: [], members: [MEMBERS[0], MEMBERS[3]] });
    expect(screen.getByTestId('no-colleague')).toHaveTextContent('Northside Rehab has no other owner or clinician to cover you.');
    expect(screen.queryByRole('form', { name: 'Mark yourself away' })).not.toBeInTheDocument();
  });

  it('says when the coverages cannot be read, and still lets him mark himself away', async () => {
    await openAs('daniel');
    expect(await screen.findByText("The clinic's coverages could not be loaded: Missing or insufficient permissions.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Mark yourself away' })).toBeInTheDocument();
  });
});
