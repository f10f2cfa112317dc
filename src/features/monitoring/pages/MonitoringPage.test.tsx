import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import type { ManagementMonthTotals, Monitoring } from '@rehab/model/collections';
import { managementCodes, wholeMinutes } from '@rehab/model/rtmCodes';
import { fakeTimestamp } from '../../../test/timestamps';
import { addDays, dayKey } from '@rehab/model/monitoring';
import { overviewMonth, overviewRow } from '@rehab/model/doctorOverview';
import { useMonitoringRows } from '../hooks/useMonitoringRows';
import { buildRow } from '../logic/rows';
import MonitoringPage from './MonitoringPage';

vi.mock('../hooks/useMonitoringRows', () => ({ useMonitoringRows: vi.fn() }));
vi.mock('../../rtmConsent', async (original) => ({ ...(await original<object>()), useRtmConsentQuery: () => ({ currentData: null }) }));
vi.mock('../api/monitoringApi', () => ({
  useStartMonitoringMutation: () => [vi.fn(), { isLoading: false }],
  useRecordContactMutation: () => [vi.fn(), { isLoading: false }],
}));

const now = new Date();
const today = dayKey(now, 'UTC');
const monitoring = (startDaysAgo: number, dataDaysAgo: number[]): Monitoring => ({
  patientId: 'p',
  timeZone: 'UTC',
  periodStart: addDays(today, -startDaysAgo),
  days: Object.fromEntries(dataDaysAgo.map((ago) => [addDays(today, -ago), { [`s${ago}`]: true as const }])),
  romGoals: {},
});
/** The server's totals of a month with this much time. */
const serverTotals = (seconds: number, interactive: boolean): ManagementMonthTotals => ({
  doctorId: 'doctor',
  patientId: 'liam',
  month: '2026-03',
  seconds,
  minutes: wholeMinutes(seconds),
  interactive,
  codes: managementCodes(wholeMinutes(seconds), interactive),
  manualSeconds: 0,
  entryCount: 1,
  updatedAt: fakeTimestamp(now),
  inCare: true,
});
/** The page's row of a patient from the overview row the functions write. */
const rowOf = (uid: string, name: string, monitoring: Monitoring | null, totals: ManagementMonthTotals | null, contacts: number) => {
  const [firstName, lastName] = name.split(' ');
  const row = overviewRow({
    user: { firstName, lastName },
    monitoring: monitoring ?? undefined,
    totals: totals ?? undefined,
    contacts: Array.from({ length: contacts }, () => ({ start: fakeTimestamp(now), inCare: true })),
    month: overviewMonth(undefined, now),
    doctorTimeZone: undefined,
    now,
  });
  return buildRow(uid, row, row.month, now);
};
const rows = [
  rowOf('liam', 'Liam Carter', monitoring(10, [1, 2, 3, 5, 8, 10]), serverTotals(780, true), 1),
  rowOf('amara', 'Amara Okonkwo', monitoring(20, Array.from({ length: 18 }, (_, i) => i + 1)), null, 0),
  rowOf('fatima', 'Fatima Haddad', monitoring(12, [9]), null, 0),
  // a chat flagged the month interactive, but there is no real-time contact: 12 minutes bill nothing yet
  rowOf('mateo', 'Mateo Alvarez', null, serverTotals(725, true), 0),
];

function show(overrides: Partial<ReturnType<typeof useMonitoringRows>> = {}) {
  vi.mocked(useMonitoringRows).mockReturnValue({ doctorUid: 'doc', month: '2026-03', rows, loading: false, error: null, retry: vi.fn(), ...overrides });
  renderWithProviders(<MonitoringPage />);
}

const rowNames = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getByRole('rowheader').textContent);

describe('MonitoringPage', () => {
  it('shows one row per patient with data days, days left, codes and minutes, at-risk patients first', () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Remote monitoring' })).toBeInTheDocument();
    expect(rowNames()).toEqual(['Fatima Haddad', 'Liam Carter', 'Amara Okonkwo', 'Mateo Alvarez']);
    const liam = screen.getByTestId('monitoring-row-liam');
    expect(within(liam).getByTestId('data-days')).toHaveTextContent('6 / 30');
    expect(within(liam).getByRole('progressbar', { name: '6 of 30 days with data' })).toBeInTheDocument();
    expect(within(liam).getByTestId('days-left')).toHaveTextContent('20');
    expect(within(liam).getByTestId('device-code')).toHaveTextContent('98985');
    expect(within(liam).getByTestId('minutes')).toHaveTextContent('13 min');
    expect(within(liam).getByTestId('interactive')).toHaveTextContent('Yes');
    expect(within(liam).getByTestId('management-code')).toHaveTextContent('98979');
    expect(within(screen.getByTestId('monitoring-row-fatima')).getByText('No data for 9 days')).toBeInTheDocument();
    expect(within(screen.getByTestId('monitoring-row-amara')).getByTestId('device-code')).toHaveTextContent('98977');
    expect(within(liam).getByTestId('worklist')).toHaveTextContent('Data days to 98977: 10 more · days left: 20');
    expect(within(liam).getByTestId('worklist')).toHaveTextContent('7 min to 98980');
    const mateo = screen.getByTestId('monitoring-row-mateo');
    expect(within(mateo).getByTestId('interactive')).toHaveTextContent('No');
    expect(within(mateo).getByTestId('management-code')).toHaveTextContent('None');
    expect(within(mateo).getByTestId('contact-needed')).toHaveTextContent('Real-time contact needed');
  });

  it('lists who needs attention, the month needing a contact first, and records a call from the row', async () => {
    show();
    await userEvent.click(screen.getByRole('radio', { name: 'Needs attention (2)' }));
    await userEvent.click(screen.getByRole('button', { name: /^To do/ }));
    expect(rowNames()).toEqual(['Mateo Alvarez', 'Fatima Haddad']);
    await userEvent.click(screen.getByRole('button', { name: 'Record call with Mateo Alvarez' }));
    const dialog = screen.getByRole('dialog', { name: 'Record a call with Mateo Alvarez' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record call' }));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(2);
  });

  it('filters by status and sorts by a column, both ways', async () => {
    show();
    await userEvent.click(screen.getByRole('radio', { name: 'At risk (1)' }));
    expect(rowNames()).toEqual(['Fatima Haddad']);
    await userEvent.click(screen.getByRole('radio', { name: 'Not started (1)' }));
    expect(rowNames()).toEqual(['Mateo Alvarez']);
    await userEvent.click(screen.getByRole('radio', { name: 'All (4)' }));
    await userEvent.click(screen.getByRole('button', { name: /^Data days/ }));
    expect(rowNames()).toEqual(['Mateo Alvarez', 'Fatima Haddad', 'Liam Carter', 'Amara Okonkwo']);
    await userEvent.click(screen.getByRole('button', { name: /^Data days/ }));
    expect(rowNames()[0]).toBe('Amara Okonkwo');
  });

  it('offers to start monitoring a patient not yet monitored, and links the others to their report', async () => {
    show();
    expect(screen.getByRole('link', { name: 'Monthly report for Liam Carter' })).toHaveAttribute('href', '/monitoring/liam/report');
    await userEvent.click(screen.getByRole('button', { name: 'Start monitoring Mateo Alvarez' }));
    expect(screen.getByRole('dialog', { name: 'Start monitoring Mateo Alvarez' })).toBeInTheDocument();
  });

  it("shows a clinic's patients in pages of 50, reached by keyboard, and starts again at page 1 when filtered", async () => {
    const many = Array.from({ length: 120 }, (_, i) => rowOf(`p${i}`, `Patient ${String(i).padStart(3, '0')}`, null, null, 0));
    show({ rows: many });
    expect(rowNames()).toHaveLength(50);
    expect(rowNames()[0]).toBe('Patient 000');
    const pages = screen.getByRole('navigation', { name: 'Monitoring pages' });
    within(pages).getByRole('button', { name: 'Next page' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(rowNames()[0]).toBe('Patient 050');
    await userEvent.click(within(pages).getByRole('button', { name: '3' }));
    expect(rowNames()).toHaveLength(20);
    await userEvent.click(screen.getByRole('radio', { name: 'Not started (120)' }));
    expect(rowNames()[0]).toBe('Patient 000');
  });

  it('shows placeholder rows while loading', () => {
    show({ rows: [], loading: true });
    expect(screen.getAllByTestId('table-placeholder')).toHaveLength(5);
  });

  it('says why it could not load, with Try again', async () => {
    const retry = vi.fn();
    show({ rows: [], error: 'Missing or insufficient permissions.', retry });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
    expect(screen.getByText('Missing or insufficient permissions.')).toBeInTheDocument();
  });

  it('says when there is no patient to monitor', () => {
    show({ rows: [] });
    expect(screen.getByText('No patients to monitor yet.')).toBeInTheDocument();
  });
});
