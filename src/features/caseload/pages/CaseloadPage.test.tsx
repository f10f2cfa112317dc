import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCaseload, type CaseloadPage as Page, type CaseloadSummary } from '@rehab/model/caseload';
import type { Clinic, ClinicMember } from '@rehab/model/clinics';
import { overviewMonth, overviewRow } from '@rehab/model/doctorOverview';
import { LIMITS } from '@rehab/model/limits';
import { addDays, dayKey } from '@rehab/model/monitoring';
import type { WithId } from '../../../lib/firebase/withId';
import { makeStore } from '../../../test/app';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInState } from '../../../test/signedIn';
import { fakeTimestamp } from '../../../test/timestamps';
import { useMyClinic } from '../../clinics';
import { caseloadApi } from '../api/caseloadApi';
import CaseloadPage from './CaseloadPage';

vi.mock('../../clinics', () => ({ useMyClinic: vi.fn() }));
// A page the test did not put in the cache is refused, as the rules would refuse another clinic's.
vi.mock('../../../lib/firebase/subscribe', () => ({
  subscribeDoc: () => (_next: unknown, fail: (error: Error) => void) => {
    fail(new Error('Missing or insufficient permissions.'));
    return () => {};
  },
}));

const NOW = new Date();
const today = dayKey(NOW, 'UTC');
const since = fakeTimestamp('2029-06-01T10:00:00Z');
const clinic: WithId<Clinic> = { docId: 'north', name: 'Northside Rehab', address: '', timeZone: 'UTC', npi: '', taxId: '', owner: 'daniel', createdAt: since };
const membership: WithId<ClinicMember> = { docId: 'daniel', clinicId: 'north', role: 'owner', supervisor: null, name: 'Daniel Reyes', email: 'daniel@demo.test', since };

/** The overview row of a patient recording daily, or with nothing for days (at risk). */
const rowOf = (name: string, atRisk = false) =>
  overviewRow({
    user: { firstName: name, lastName: 'Test' },
    monitoring: {
      timeZone: 'UTC',
      periodStart: addDays(today, -6),
      days: Object.fromEntries((atRisk ? [addDays(today, -6)] : [0, 1, 2, 3, 4, 5, 6].map((n) => addDays(today, -n))).map((day) => [day, { s: true as const }])),
    },
    totals: undefined,
    contacts: [],
    month: overviewMonth(undefined, NOW),
    doctorTimeZone: undefined,
    now: NOW,
  });

beforeEach(() => {
  vi.mocked(useMyClinic).mockReturnValue({ membership, clinic, loading: false, error: null });
});

async function openWith(patients: { patientId: string; primary: string; row: ReturnType<typeof rowOf> }[], alerts: string[] = []) {
  const { summary, pages } = buildCaseload({
    clinicId: 'north',
    clinicians: { daniel: { name: 'Daniel Reyes' }, hannah: { name: 'Hannah Brooks' } },
    patients,
    alerts: alerts.map((patientId) => ({ patientId, status: 'open' as const, snoozedUntil: null, openedAt: fakeTimestamp('2029-06-02T10:00:00Z') })),
    now: NOW,
  });
  const store = makeStore(signedInState('doctor', { uid: 'daniel' }));
  const stored: WithId<CaseloadSummary> = { docId: 'north', ...summary, sourcesAt: fakeTimestamp(NOW), builtAt: fakeTimestamp(NOW) };
  await store.dispatch(caseloadApi.util.upsertQueryData('caseloadSummary', 'north', stored));
  for (const [i, page] of pages.entries()) {
    await store.dispatch(caseloadApi.util.upsertQueryData('caseloadPage', summary.pages[i].id, { docId: summary.pages[i].id, ...page } as WithId<Page>));
  }
  renderWithProviders(<CaseloadPage />, { store });
  return summary;
}

describe('CaseloadPage', () => {
  it("lists every patient of the clinic with his primary clinician, standing and alerts; only the viewer's own link to their dashboards", async () => {
    await openWith(
      [
        { patientId: 'p1', primary: 'daniel', row: rowOf('Amara') },
        { patientId: 'p2', primary: 'hannah', row: rowOf('Liam') },
        { patientId: 'p3', primary: 'hannah', row: rowOf('Mia', true) },
      ],
      ['p2'],
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Caseload' })).toBeInTheDocument();
    const counts = screen.getByTestId('caseload-counts');
    expect(counts).toHaveTextContent('3 patients');
    expect(counts).toHaveTextContent('2 need attention');
    expect(counts).toHaveTextContent('1 waiting alert');
    const amara = screen.getByTestId('caseload-row-p1');
    expect(within(amara).getByRole('link', { name: 'Amara Test' })).toBeInTheDocument();
    expect(amara).toHaveTextContent('You');
    // the first page is the viewer's (clinicians by name); Hannah's patients are on the next, Liam's alert first
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    const liam = await screen.findByTestId('caseload-row-p2');
    expect(within(liam).queryByRole('link')).not.toBeInTheDocument();
    expect(liam).toHaveTextContent('Hannah Brooks');
    expect(within(liam).getByTestId('caseload-alerts')).toHaveTextContent('1 waiting alert');
    expect(screen.getByTestId('caseload-row-p3')).toHaveTextContent('At risk');
  });

  it('filters by primary clinician and to those needing attention, reading only the pages the summary names', async () => {
    await openWith([
      { patientId: 'p1', primary: 'daniel', row: rowOf('Amara') },
      { patientId: 'p3', primary: 'hannah', row: rowOf('Mia', true) },
    ]);
    await userEvent.selectOptions(screen.getByLabelText('Primary clinician'), 'Hannah Brooks (1 patient)');
    expect(await screen.findByTestId('caseload-row-p3')).toBeInTheDocument();
    expect(screen.queryByTestId('caseload-row-p1')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Primary clinician'), 'All clinicians (2 patients)');
    await userEvent.click(screen.getByLabelText('Needs attention only (1)'));
    expect(await screen.findByTestId('caseload-row-p3')).toBeInTheDocument();
    expect(screen.queryByTestId('caseload-row-p1')).not.toBeInTheDocument();
  });

  it('pages a clinician past LIMITS.clinics.caseloadRowsPerPage', async () => {
    const many = Array.from({ length: LIMITS.clinics.caseloadRowsPerPage + 1 }, (_, i) => ({ patientId: `p${i}`, primary: 'daniel', row: rowOf(`P${String(i).padStart(3, '0')}`) }));
    await openWith(many);
    expect(screen.getAllByTestId(/^caseload-row-/)).toHaveLength(LIMITS.clinics.caseloadRowsPerPage);
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findAllByTestId(/^caseload-row-/)).toHaveLength(1);
  });

  it('says when no patient approved the clinic', async () => {
    await openWith([]);
    expect(screen.getByText('No patient has approved Northside Rehab yet.')).toBeInTheDocument();
  });

  it('tells a summary it could not read, with a way to try again', async () => {
    const store = makeStore(signedInState('doctor', { uid: 'daniel' }));
    renderWithProviders(<CaseloadPage />, { store });
    expect(await screen.findByText(/The caseload could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('tells a caseload not built yet', async () => {
    const store = makeStore(signedInState('doctor', { uid: 'daniel' }));
    await store.dispatch(caseloadApi.util.upsertQueryData('caseloadSummary', 'north', null));
    renderWithProviders(<CaseloadPage />, { store });
    expect(screen.getByTestId('caseload-not-built')).toHaveTextContent('The caseload is being built');
  });
});
