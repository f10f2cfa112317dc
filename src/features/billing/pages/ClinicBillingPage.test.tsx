import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClinicianMonth } from '@rehab/model/callables';
import type { GuardedClaimLine } from '@rehab/model/claimGuards';
import { monthOfInstant, previousMonth } from '@rehab/model/rtmClaims';
import { saveFile } from '../../../lib/saveFile';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInState } from '../../../test/signedIn';
import { useClinicRtmClaimsQuery, useCloseClinicRtmMonthMutation } from '../api/billingApi';
import type { ClinicClaims } from '../api/billingCalls';
import ClinicBillingPage from './ClinicBillingPage';

vi.mock('../api/billingApi', () => ({ useClinicRtmClaimsQuery: vi.fn(), useCloseClinicRtmMonthMutation: vi.fn() }));
vi.mock('../../clinics', () => ({
  useClinicMembers: (clinicId: string | null) => ({ members: clinicId ? [{ docId: 'tom', name: 'Tom Becker' }] : undefined }),
}));
vi.mock('../../../lib/saveFile', () => ({ saveFile: vi.fn() }));

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const thisMonth = monthOfInstant(Date.now(), zone);
const lastMonth = previousMonth(thisMonth);

const line = (doctorId: string, patientName: string, overrides: Partial<GuardedClaimLine> = {}): GuardedClaimLine => ({
  patientId: patientName.toLowerCase().replace(' ', '-'),
  patientName,
  doctorId,
  code: '98977',
  units: 1,
  modifiers: doctorId === 'hannah' ? ['GP'] : [],
  dateOfService: `${lastMonth}-20`,
  periodStart: `${lastMonth}-01`,
  periodEnd: `${lastMonth}-20`,
  dataDays: 17,
  minutes: null,
  interactiveAt: null,
  evidence: { sessionIds: ['s1'], entryIds: [], contactIds: [], minutesBy: [] },
  flags: [],
  ...overrides,
});
const hannahMonth: ClinicianMonth = {
  doctorId: 'hannah',
  name: 'Hannah Brooks',
  timeZone: zone,
  lines: [
    line('hannah', 'Ravi Iyer'),
    line('hannah', 'Ravi Iyer', {
      code: '98980',
      modifiers: ['GP', 'CQ'],
      dataDays: null,
      minutes: 24,
      interactiveAt: `${lastMonth}-05T09:30:00.000Z`,
      evidence: {
        sessionIds: [],
        entryIds: ['m/e1', 'm/assistant-r1'],
        contactIds: ['c1'],
        minutesBy: [
          { uid: 'hannah', name: 'Hannah Brooks', role: 'clinician', seconds: 20 * 60, billable: true },
          { uid: 'marco', name: 'Marco Silva', role: 'assistant', seconds: 4 * 60, billable: true },
        ],
      },
    }),
  ],
  closed: null,
  amendments: [],
};
const danielMonth: ClinicianMonth = { doctorId: 'daniel', name: 'Daniel Reyes', timeZone: zone, lines: [line('daniel', 'Amara Okonkwo')], closed: null, amendments: [] };
const claims = (clinicians: ClinicianMonth[] = [hannahMonth, danielMonth]): ClinicClaims => ({ month: lastMonth, clinicId: 'north', clinicName: 'Northside Rehab', clinicians });

const close = vi.fn();
function show(query: Partial<ReturnType<typeof useClinicRtmClaimsQuery>>, route = '/app/clinic/billing') {
  vi.mocked(useClinicRtmClaimsQuery).mockReturnValue({ currentData: undefined, isError: false, error: undefined, refetch: vi.fn(), ...query } as unknown as ReturnType<
    typeof useClinicRtmClaimsQuery
  >);
  renderWithProviders(<ClinicBillingPage />, { route, preloadedState: signedInState('staff', { uid: 'tom' }) });
}
const closing = (state: Record<string, unknown> = {}) =>
  vi.mocked(useCloseClinicRtmMonthMutation).mockReturnValue([close, { isLoading: false, isError: false, reset: vi.fn(), ...state }] as unknown as ReturnType<typeof useCloseClinicRtmMonthMutation>);

async function csvText(): Promise<string[]> {
  const blob = vi.mocked(saveFile).mock.calls.at(-1)![0];
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
  return text.replace(/^\uFEFF/, '').split('\r\n');
}

beforeEach(() => {
  vi.clearAllMocks();
  close.mockReturnValue(Promise.resolve({ data: { month: lastMonth, closed: [], notOverYet: [] } }));
  closing();
});

describe('ClinicBillingPage', () => {
  it("shows every clinician's lines of the previous month with their clinician, modifiers and whose minutes, and each one's state", () => {
    show({ currentData: claims() });
    expect(screen.getByRole('heading', { level: 1, name: 'Billing of Northside Rehab' })).toBeInTheDocument();
    expect(useClinicRtmClaimsQuery).toHaveBeenCalledWith(lastMonth, expect.anything());
    expect(screen.getByLabelText('Clinician')).toHaveValue('');
    const rows = screen.getAllByTestId('claim-line');
    // clinician after clinician, by name
    expect(rows.map((row) => within(row).getByTestId('line-clinician').textContent)).toEqual(['Daniel Reyes', 'Hannah Brooks', 'Hannah Brooks']);
    expect(within(rows[2]).getByTestId('line-modifiers')).toHaveTextContent('GP CQ');
    expect(within(rows[2]).getByTestId('line-minutes-by')).toHaveTextContent('Hannah Brooks (clinician): 20 minMarco Silva (assistant): 4 min');
    expect(within(rows[0]).getByTestId('line-modifiers')).toHaveTextContent('—');
    const states = screen.getAllByTestId('clinician-state');
    expect(states.map((state) => state.textContent)).toEqual(['Daniel Reyes1Open', 'Hannah Brooks2Open']);
    expect(screen.getByTestId('code-totals-98977')).toHaveTextContent('2 units');
  });

  it("filters by clinician: his lines, his month's state, and a CSV of the lines shown", async () => {
    show({ currentData: claims() });
    await userEvent.selectOptions(screen.getByLabelText('Clinician'), 'Hannah Brooks');
    expect(screen.getByLabelText('Clinician')).toHaveValue('hannah');
    expect(screen.getAllByTestId('claim-line')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'State of the month: Hannah Brooks' })).toBeInTheDocument();
    expect(screen.getByTestId('month-state')).toHaveTextContent('Open');
    await userEvent.click(screen.getByRole('button', { name: /Download CSV/ }));
    expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), `rtm-claims-northside-rehab-${lastMonth}.csv`);
    const rows = await csvText();
    expect(rows).toHaveLength(4);
    expect(rows[0].split(',').slice(0, 7)).toEqual(['patientId', 'patientName', 'doctorId', 'clinician', 'code', 'units', 'modifiers']);
    expect(rows[2]).toContain('ravi-iyer,Ravi Iyer,hannah,Hannah Brooks,98980,1,GP CQ,');
    expect(rows[2]).toContain('Hannah Brooks (clinician): 20 min; Marco Silva (assistant): 4 min');
  });

  it('closes the month for the clinic after a confirmation naming whose months it closes', async () => {
    close.mockReturnValue(
      Promise.resolve({ data: { month: lastMonth, closed: [{ doctorId: 'hannah', closed: { closedAt: `${thisMonth}-01T10:00:00.000Z`, closedBy: 'tom', totals: {} } }], notOverYet: [] } }),
    );
    show({ currentData: claims() });
    await userEvent.click(screen.getByRole('button', { name: /Close month/ }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('It closes the month of: Daniel Reyes, Hannah Brooks.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(close).toHaveBeenCalledWith(lastMonth);
  });

  it('shows who closed each month, the refusal of a close and the clinicians whose month is not over yet', () => {
    closing({ isError: true, error: { message: 'Only the clinic’s biller may close its months.' }, data: undefined });
    show({ currentData: claims([{ ...hannahMonth, closed: { closedAt: `${thisMonth}-01T10:00:00.000Z`, closedBy: 'tom', totals: {} } }, danielMonth]) });
    expect(screen.getAllByTestId('clinician-state')[1]).toHaveTextContent(/Closed on .* by you/);
    expect(screen.getByTestId('close-refused')).toHaveTextContent('Only the clinic’s biller may close its months.');
  });

  it('names the clinicians whose month is not over yet after a close', () => {
    closing({ data: { month: lastMonth, closed: [], flagged: [], notOverYet: ['daniel'] } });
    show({ currentData: claims() });
    expect(screen.getByTestId('close-not-over')).toHaveTextContent('Not closed yet, as the month is not over in their time zone: Daniel Reyes.');
  });

  it("shows the lines' flags without an Override (a biller does not override), why the close waits, and whom it left open", () => {
    const flag = { kind: 'noConsent' as const, reason: 'No consent.', evidence: { episodeStart: `${lastMonth}-01`, laterConsentIds: [] }, override: null };
    closing({ data: { month: lastMonth, closed: [], flagged: [{ doctorId: 'hannah', unresolvedLines: 1 }], notOverYet: [] } });
    show({ currentData: claims([{ ...hannahMonth, lines: [{ ...hannahMonth.lines[0], flags: [flag] }] }, danielMonth]) });
    expect(screen.getAllByTestId('line-flag')[0]).toHaveTextContent('No consent');
    expect(screen.queryByRole('button', { name: /^Override/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('close-unresolved')).toHaveTextContent('Claim lines with a flag nobody overrode: 1.');
    expect(screen.getByTestId('close-flagged')).toHaveTextContent('Left open because lines have a flag nobody overrode: Hannah Brooks.');
  });

  it('keeps the current month from closing', () => {
    show({ currentData: { ...claims(), month: thisMonth } }, `/app/clinic/billing?month=${thisMonth}`);
    expect(useClinicRtmClaimsQuery).toHaveBeenLastCalledWith(thisMonth, expect.anything());
    expect(screen.getByRole('button', { name: /Close month/ })).toBeDisabled();
    expect(screen.getByText("The month closes once it is over in each clinician's time zone.")).toBeInTheDocument();
  });

  it('offers no Close month once every clinician’s month is closed', () => {
    const closed = { closedAt: `${thisMonth}-01T10:00:00.000Z`, closedBy: 'tom', totals: {} };
    show({ currentData: claims([{ ...hannahMonth, closed }, { ...danielMonth, closed }]) });
    expect(screen.queryByRole('button', { name: /Close month/ })).not.toBeInTheDocument();
  });

  it('shows placeholders while loading', () => {
    show({ currentData: undefined });
    expect(screen.getAllByTestId('table-placeholder').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /Download CSV/ })).toBeDisabled();
  });

  it('shows a failed read with a retry', async () => {
    const refetch = vi.fn();
    show({ isError: true, error: { message: 'Only the clinic’s biller may see its claims.' }, refetch });
    expect(screen.getByText('Only the clinic’s biller may see its claims.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('says so when the month has no line', () => {
    show({ currentData: claims([{ ...danielMonth, lines: [] }]) });
    expect(screen.getByText('No claim lines this month.')).toBeInTheDocument();
  });
});
