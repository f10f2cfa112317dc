import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { useMonthlyReport } from '../hooks/useMonthlyReport';
import { localMonth } from '../logic/management';
import { buildReport } from '../logic/report';
import MonthlyReportPage from './MonthlyReportPage';

vi.mock('../hooks/useMonthlyReport', () => ({ useMonthlyReport: vi.fn() }));
vi.mock('../api/monitoringApi', () => ({ useSaveManagementEntryMutation: () => [vi.fn(), { isLoading: false }] }));

const now = new Date();
const month = localMonth(now);
const ts = (ms: number) => ({ seconds: ms / 1000, nanoseconds: 0, toDate: () => new Date(ms), toMillis: () => ms });
const start = new Date(now.getFullYear(), now.getMonth(), 1, 9, 0).getTime();
const report = buildReport({
  patientName: 'Liam Carter',
  doctorName: 'Daniel Reyes',
  month,
  monitoring: { patientId: 'liam', timeZone: 'UTC', periodStart: `${month}-01`, days: { [`${month}-01`]: { s1: true } }, romGoals: {} },
  entries: [
    { id: 'm1', start: ts(start), seconds: 725, source: 'manual', activity: 'other', interactive: true, reason: 'Phone call', updatedAt: ts(start) },
  ],
  contacts: [{ id: 'c1', kind: 'phone', start, seconds: 300, attested: true, attestation: 'Phone call with Liam, two-way audio' }],
  totals: {
    doctorId: 'doc',
    patientId: 'liam',
    month,
    seconds: 725,
    minutes: 12,
    interactive: true,
    codes: { base: '98979', additional: 0 },
    manualSeconds: 725,
    entryCount: 1,
    updatedAt: ts(start),
    inCare: true,
  },
  now,
});

function show() {
  vi.mocked(useMonthlyReport).mockReturnValue({ doctorUid: 'doc', report, loading: false, error: null, patientMissing: false });
  renderWithProviders(<MonthlyReportPage />, { route: '/monitoring/liam/report', path: '/monitoring/:uid/report' });
}

describe('MonthlyReportPage', () => {
  it('shows the period with its data days, each entry, the totals and the signature', () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Monthly remote monitoring report' })).toBeInTheDocument();
    expect(screen.getByTestId('report-patient')).toHaveTextContent('Liam Carter');
    expect(screen.getByTestId('report-period')).toHaveTextContent('Days with data (1)');
    const entry = within(screen.getByTestId('report-entries')).getAllByRole('row')[1];
    expect(entry).toHaveTextContent('12 min 5 s');
    expect(entry).toHaveTextContent('Phone call');
    expect(screen.getByTestId('report-minutes')).toHaveTextContent('12');
    expect(screen.getByTestId('report-management-code')).toHaveTextContent('98979');
    expect(screen.getByTestId('report-data-days')).toHaveTextContent('sessions: 1 (s1)');
    const contact = within(screen.getByTestId('report-contacts')).getAllByRole('row')[1];
    expect(contact).toHaveTextContent('Phone call');
    expect(contact).toHaveTextContent('Attested');
    expect(contact).toHaveTextContent('Phone call with Liam, two-way audio');
    expect(screen.getByTestId('report-signature')).toHaveTextContent('Signed: Daniel Reyes');
  });

  it('downloads the CSV, prints, and adds time by hand', async () => {
    const created = vi.fn((_blob: Blob) => 'blob:report');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(click).toHaveBeenCalled();
    const csv = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created.mock.calls[0][0]);
    });
    expect(csv).toContain('Total minutes,12');
    expect(csv).toContain('Management codes,98979');
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Add time by hand' }));
    expect(screen.getByRole('dialog', { name: 'Add management time' })).toBeInTheDocument();
  });
});
