import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClinicDashboard, DashboardCounts, MonthClaims } from '@rehab/model/clinicDashboard';
import type { Clinic, ClinicMember } from '@rehab/model/clinics';
import type { WithId } from '../../../lib/firebase/withId';
import { makeStore } from '../../../test/app';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInState } from '../../../test/signedIn';
import { fakeTimestamp } from '../../../test/timestamps';
import { useMyClinic } from '../../clinics';
import { clinicDashboardApi } from '../api/clinicDashboardApi';
import ClinicDashboardPage from './ClinicDashboardPage';

vi.mock('../../clinics', () => ({ useMyClinic: vi.fn() }));
// A dashboard the test did not put in the cache is refused, as the rules refuse a non-owner.
const subscribed = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/firebase/subscribe', () => ({
  subscribeDoc: () => (_next: unknown, fail: (error: Error) => void) => {
    subscribed();
    fail(new Error('Missing or insufficient permissions.'));
    return () => {};
  },
}));
// The canvas stays out of jsdom: the chart shows its labels and series as text.
vi.mock('react-chartjs-2', () => ({
  Bar: ({ data, 'aria-label': label }: { data: { labels: string[][]; datasets: { label: string; data: number[] }[] }; 'aria-label': string }) => (
    <div role="img" aria-label={label}>
      {data.labels.map((lines, index) => (
        <span key={index} data-testid="chart-month">
          {lines.join(' ')}
        </span>
      ))}
      {data.datasets.map((dataset) => (
        <span key={dataset.label} data-testid={`chart-series-${dataset.label}`}>
          {dataset.data.join(',')}
        </span>
      ))}
    </div>
  ),
}));

const since = fakeTimestamp('2029-06-01T10:00:00Z');
const clinic: WithId<Clinic> = { docId: 'north', name: 'Northside Rehab', address: '', timeZone: 'UTC', npi: '', taxId: '', owner: 'daniel', createdAt: since };
const memberAs = (role: ClinicMember['role']): WithId<ClinicMember> => ({ docId: 'daniel', clinicId: 'north', role, supervisor: null, name: 'Daniel Reyes', email: 'daniel@demo.test', since });

/** January to June 2029: January closed before lines were counted per code, June still open. */
function claims(units: Record<string, number>): MonthClaims[] {
  return [
    { month: '2029-01', closed: true, codes: { '98977': { lines: null, units: 2 } } },
    ...['2029-02', '2029-03', '2029-04'].map((month) => ({ month, closed: true, codes: {} })),
    { month: '2029-05', closed: true, codes: Object.fromEntries(Object.entries(units).map(([code, count]) => [code, { lines: count, units: count }])) },
    { month: '2029-06', closed: false, codes: {} },
  ];
}

const counts = (overrides: Partial<DashboardCounts>): DashboardCounts => ({
  patients: 0,
  inMonitoring: 0,
  onTrack: 0,
  alertsByAge: [0, 0, 0, 0],
  outcomesMeasured: 0,
  outcomesImproved: 0,
  claims: claims({}),
  ...overrides,
});

const dashboard: WithId<ClinicDashboard> = {
  docId: 'north',
  clinicId: 'north',
  clinic: counts({ patients: 3, inMonitoring: 2, onTrack: 1, alertsByAge: [1, 2, 0, 1], outcomesMeasured: 3, outcomesImproved: 2, claims: claims({ '98977': 2, '98980': 1 }) }),
  clinicians: [
    { uid: 'daniel', name: 'Daniel Reyes', ...counts({ patients: 1, inMonitoring: 1, onTrack: 1, alertsByAge: [1, 0, 0, 0], outcomesMeasured: 1, outcomesImproved: 1, claims: claims({ '98977': 2 }) }) },
    { uid: 'hannah', name: 'Hannah Brooks', ...counts({ patients: 2, inMonitoring: 1, onTrack: 0, alertsByAge: [0, 2, 0, 1], outcomesMeasured: 2, outcomesImproved: 1, claims: claims({ '98980': 1 }) }) },
  ],
  builtAt: fakeTimestamp('2029-06-10T09:30:00Z'),
};

beforeEach(() => {
  subscribed.mockClear();
  vi.mocked(useMyClinic).mockReturnValue({ membership: memberAs('owner'), clinic, loading: false, error: null });
});

/** Opens the page with this dashboard in the cache: null as not built yet, undefined for none (the read is refused). */
async function open(stored: WithId<ClinicDashboard> | null | undefined) {
  const store = makeStore(signedInState('doctor', { uid: 'daniel' }));
  if (stored !== undefined) await store.dispatch(clinicDashboardApi.util.upsertQueryData('clinicDashboard', 'north', stored));
  renderWithProviders(<ClinicDashboardPage />, { store });
}

const figure = (testId: string) => screen.getByTestId(`${testId}-figure`);

describe('ClinicDashboardPage', () => {
  it("shows the whole clinic's figures first, with when they were built", async () => {
    await open(dashboard);
    expect(screen.getByRole('heading', { level: 1, name: 'Clinic dashboard' })).toBeInTheDocument();
    expect(figure('dashboard-patients')).toHaveTextContent('3');
    expect(screen.getByTestId('dashboard-patients')).toHaveTextContent('2 in monitoring');
    expect(screen.getByTestId('dashboard-on-track')).toHaveTextContent('On track for 16 data days');
    expect(figure('dashboard-on-track')).toHaveTextContent('50%');
    expect(screen.getByTestId('dashboard-on-track')).toHaveTextContent('1 of 2 patients in monitoring');
    expect(figure('dashboard-alerts')).toHaveTextContent('4');
    expect(figure('dashboard-outcomes')).toHaveTextContent('67%');
    expect(screen.getByTestId('dashboard-outcomes')).toHaveTextContent('2 of 3 patients with two or more LEFS or PSFS scores');
    expect(screen.getByTestId('dashboard-built-at')).toHaveTextContent(/^Built on .*2029/);
    // each clinician side by side, the viewer as "You", the whole clinic below
    expect(within(screen.getByTestId('clinician-row-daniel')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', '1', '100%', '1', '100%']);
    expect(screen.getByTestId('clinician-row-daniel')).toHaveTextContent('You');
    expect(within(screen.getByTestId('clinician-row-hannah')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2', '1', '0%', '3', '50%']);
    expect(screen.getByTestId('clinician-row-clinic')).toHaveTextContent('Whole clinic');
  });

  it("switches every figure to one clinician's and back", async () => {
    await open(dashboard);
    const filter = screen.getByLabelText('Clinician');
    await userEvent.selectOptions(filter, 'Hannah Brooks');
    expect(figure('dashboard-patients')).toHaveTextContent('2');
    expect(figure('dashboard-on-track')).toHaveTextContent('0%');
    expect(screen.getByTestId('dashboard-on-track')).toHaveTextContent('0 of 1 patient in monitoring');
    expect(figure('dashboard-alerts')).toHaveTextContent('3');
    expect(figure('dashboard-outcomes')).toHaveTextContent('50%');
    expect(screen.getByTestId('chart-series-98980')).toHaveTextContent('0,0,0,0,1,0');
    expect(screen.getAllByTestId('claims-row-2029-05').map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['98980']);
    expect(screen.getByTestId('clinician-row-hannah')).toHaveClass('table-active');
    await userEvent.selectOptions(filter, 'All clinicians');
    expect(figure('dashboard-patients')).toHaveTextContent('3');
  });

  it('counts waiting alerts by age', async () => {
    await open(dashboard);
    const ages = ['Under 1 day', '1–3 days', '3–7 days', '7 days or more'];
    ages.forEach((label, index) => expect(screen.getByTestId(`dashboard-alerts-age-${index}`)).toHaveTextContent(`${label}${[1, 2, 0, 1][index]}`));
  });

  it('labels an open month as open, in the chart and in its table', async () => {
    await open(dashboard);
    expect(screen.getAllByTestId('chart-month').map((month) => month.textContent)).toEqual([
      'January 2029',
      'February 2029',
      'March 2029',
      'April 2029',
      'May 2029',
      'June 2029 (open)',
    ]);
    const june = screen.getByTestId('claims-row-2029-06');
    expect(june).toHaveTextContent('Open');
    expect(june).toHaveTextContent('Not closed yet: not counted');
    expect(screen.getAllByTestId('claims-row-2029-05')[0]).not.toHaveTextContent('Open');
    expect(screen.getByRole('img', { name: /Stacked bars of the claim units of each code per month over the last 6 months/ })).toBeInTheDocument();
  });

  it('shows a dash for the lines of a month closed before lines were counted per code', async () => {
    await open(dashboard);
    const january = screen.getByTestId('claims-row-2029-01');
    expect(within(january).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['98977', '—', '2']);
    const may = screen.getAllByTestId('claims-row-2029-05');
    expect(may.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['98977', '2', '2'],
      ['98980', '1', '1'],
    ]);
  });

  it("tells a member of another role that only the clinic's owners see it, without reading it", async () => {
    vi.mocked(useMyClinic).mockReturnValue({ membership: memberAs('clinician'), clinic, loading: false, error: null });
    await open(undefined);
    expect(screen.getByTestId('dashboard-owners-only')).toHaveTextContent('Only the owners of Northside Rehab see its dashboard.');
    expect(screen.queryByTestId('dashboard-patients')).not.toBeInTheDocument();
    expect(subscribed).not.toHaveBeenCalled();
  });

  it('tells a doctor without a clinic that his clinic could not be found', async () => {
    vi.mocked(useMyClinic).mockReturnValue({ membership: null, clinic: null, loading: false, error: null });
    await open(undefined);
    expect(screen.getByText("Your clinic could not be found. Ask your clinic's owner.")).toBeInTheDocument();
  });

  it('tells a dashboard not built yet', async () => {
    await open(null);
    expect(screen.getByTestId('dashboard-not-built')).toHaveTextContent('within a minute or so of a change');
  });

  it('tells a dashboard it could not read, with a way to try again', async () => {
    await open(undefined);
    expect(await screen.findByText(/The dashboard could not be loaded: Missing or insufficient permissions/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
