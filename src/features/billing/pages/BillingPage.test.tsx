import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuardedClaimLine } from '@rehab/model/claimGuards';
import { monthOfInstant, previousMonth } from '@rehab/model/rtmClaims';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { saveFile } from '../../../lib/saveFile';
import { useAmendRtmMonthMutation, useCloseRtmMonthMutation, useOverrideClaimFlagMutation, useRtmClaimsQuery } from '../api/billingApi';
import type { RtmClaims } from '../api/billingCalls';
import BillingPage from './BillingPage';

vi.mock('../api/billingApi', () => ({ useRtmClaimsQuery: vi.fn(), useCloseRtmMonthMutation: vi.fn(), useAmendRtmMonthMutation: vi.fn(), useOverrideClaimFlagMutation: vi.fn() }));
vi.mock('../../patients', () => ({ usePatients: () => ({ uid: 'doc', doctor: { firstName: 'Daniel', lastName: 'Reyes' }, patients: [{ uid: 'mateo', name: 'Mateo Alvarez' }] }) }));
// The clinic's members name whoever else closed the month (its biller).
vi.mock('../../clinics', () => ({
  useMyClinic: (uid: string | null) => ({ membership: uid ? { clinicId: 'north' } : null }),
  useClinicMembers: (clinicId: string | null) => ({ members: clinicId ? [{ docId: 'tom', name: 'Tom Becker' }] : undefined }),
}));
vi.mock('../../../lib/saveFile', () => ({ saveFile: vi.fn() }));

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const thisMonth = monthOfInstant(Date.now(), zone);
const lastMonth = previousMonth(thisMonth);

const line = (overrides: Partial<GuardedClaimLine>): GuardedClaimLine => ({
  patientId: 'liam',
  patientName: 'Liam Carter',
  doctorId: 'doc',
  code: '98977',
  units: 1,
  modifiers: ['GP'],
  dateOfService: `${lastMonth}-20`,
  periodStart: `${lastMonth}-01`,
  periodEnd: `${lastMonth}-20`,
  dataDays: 17,
  minutes: null,
  interactiveAt: null,
  evidence: { sessionIds: ['s1', 's2'], entryIds: [], contactIds: [], minutesBy: [] },
  flags: [],
  ...overrides,
});
const MANAGEMENT_EVIDENCE = {
  sessionIds: [],
  entryIds: ['m/e1', 'm/e2'],
  contactIds: ['c1'],
  minutesBy: [
    { uid: 'doc', name: 'Daniel Reyes', role: 'clinician' as const, seconds: 38 * 60, billable: true },
    { uid: 'marco', name: 'Marco Silva', role: 'assistant' as const, seconds: 7 * 60, billable: true },
  ],
};
const LINES = [
  line({}),
  line({ code: '98980', modifiers: ['GP', 'CQ'], dataDays: null, minutes: 45, interactiveAt: `${lastMonth}-05T09:30:00.000Z`, evidence: MANAGEMENT_EVIDENCE }),
  line({ code: '98981', units: 1, modifiers: ['GP', 'CQ'], dataDays: null, minutes: 45, interactiveAt: `${lastMonth}-05T09:30:00.000Z`, evidence: MANAGEMENT_EVIDENCE }),
];
const claims = (overrides: Partial<RtmClaims> = {}): RtmClaims => ({ month: lastMonth, doctorId: 'doc', timeZone: zone, lines: LINES, closed: null, amendments: [], ...overrides });

const close = vi.fn();
const amend = vi.fn();
const override = vi.fn();
function show(query: Partial<ReturnType<typeof useRtmClaimsQuery>>, route = '/monitoring/billing') {
  vi.mocked(useRtmClaimsQuery).mockReturnValue({ currentData: undefined, isError: false, error: undefined, refetch: vi.fn(), ...query } as unknown as ReturnType<typeof useRtmClaimsQuery>);
  renderWithProviders(<BillingPage />, { route });
}

beforeEach(() => {
  close.mockReset().mockReturnValue(Promise.resolve({ data: null }));
  amend.mockReset().mockReturnValue({ unwrap: () => Promise.resolve('a1') });
  vi.mocked(useCloseRtmMonthMutation).mockReturnValue([close, { isLoading: false, isError: false, reset: vi.fn() }] as unknown as ReturnType<typeof useCloseRtmMonthMutation>);
  vi.mocked(useAmendRtmMonthMutation).mockReturnValue([amend, { isLoading: false }] as unknown as ReturnType<typeof useAmendRtmMonthMutation>);
  override.mockReset().mockReturnValue({ unwrap: () => Promise.resolve('o1') });
  vi.mocked(useOverrideClaimFlagMutation).mockReturnValue([override, { isLoading: false }] as unknown as ReturnType<typeof useOverrideClaimFlagMutation>);
});

describe('BillingPage', () => {
  it('opens on the previous month and shows every line, the totals per code and the open state', () => {
    show({ currentData: claims() });
    expect(screen.getByRole('heading', { level: 1, name: 'Billing' })).toBeInTheDocument();
    expect(useRtmClaimsQuery).toHaveBeenCalledWith(lastMonth, expect.anything());
    expect(screen.getByLabelText('Month')).toHaveValue(lastMonth);
    const rows = screen.getAllByTestId('claim-line');
    expect(rows.map((row) => within(row).getByTestId('line-code').textContent)).toEqual(['98977', '98980', '98981']);
    expect(rows[0]).toHaveTextContent('Liam Carter');
    expect(rows[0]).toHaveTextContent('GP');
    expect(rows[0]).toHaveTextContent('Sessions: 2 · Time entries: 0 · Contacts: 0');
    expect(rows[1]).toHaveTextContent('Sessions: 0 · Time entries: 2 · Contacts: 1');
    // the modifier list, and whose minutes the management line counts
    expect(within(rows[1]).getByTestId('line-modifiers')).toHaveTextContent('GP CQ');
    expect(within(rows[1]).getByRole('list', { name: 'Whose minutes' })).toHaveTextContent('Daniel Reyes (clinician): 38 minMarco Silva (assistant): 7 min');
    expect(within(rows[0]).queryByTestId('line-minutes-by')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Clinician' })).not.toBeInTheDocument();
    expect(screen.getByTestId('code-totals-98977')).toHaveTextContent('1 unit');
    expect(screen.getByTestId('code-totals-98975')).toHaveTextContent('0 units');
    expect(screen.getByTestId('month-state')).toHaveTextContent('Open');
    expect(screen.getByRole('region', { name: 'Claim lines' })).toHaveAttribute('tabindex', '0');
  });

  it('shows placeholders while loading', () => {
    show({ currentData: undefined });
    expect(screen.getAllByTestId('table-placeholder').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /Download CSV/ })).toBeDisabled();
  });

  it('says so when the month has no line', () => {
    show({ currentData: claims({ lines: [] }) });
    expect(screen.getByText('No claim lines this month.')).toBeInTheDocument();
  });

  it('shows a failed read with a retry', async () => {
    const refetch = vi.fn();
    show({ isError: true, error: { message: 'The service is unavailable.' }, refetch });
    expect(screen.getByText('The service is unavailable.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('downloads the CSV of the lines', async () => {
    show({ currentData: claims() });
    await userEvent.click(screen.getByRole('button', { name: /Download CSV/ }));
    expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), `rtm-claims-${lastMonth}.csv`);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(vi.mocked(saveFile).mock.calls[0][0]);
    });
    // the header, one row per line, and the last line's end; the doctor named as the lines' clinician
    const rows = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(rows).toHaveLength(LINES.length + 2);
    expect(rows[0]).toContain('modifiers');
    expect(rows[2]).toContain('doc,Daniel Reyes,98980,1,GP CQ,');
  });

  it('closes a month that is over after a confirmation, not the current one', async () => {
    show({ currentData: claims() });
    await userEvent.click(screen.getByRole('button', { name: /Close month/ }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('its time entries and calls can no longer be added, changed or removed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(close).toHaveBeenCalledWith(lastMonth);
  });

  it("names the clinic's biller when he closed the month", () => {
    show({ currentData: claims({ closed: { closedAt: `${thisMonth}-02T10:00:00.000Z`, closedBy: 'tom', totals: {} } }) });
    expect(screen.getByTestId('month-state')).toHaveTextContent(/Closed on .* by Tom Becker\./);
  });

  it("shows the function's refusal to close", () => {
    vi.mocked(useCloseRtmMonthMutation).mockReturnValue([
      close,
      { isLoading: false, isError: true, error: { message: `${lastMonth} is not over yet in Pacific/Kiritimati: a month closes once it has ended.` }, reset: vi.fn() },
    ] as unknown as ReturnType<typeof useCloseRtmMonthMutation>);
    show({ currentData: claims() });
    expect(screen.getByTestId('close-refused')).toHaveTextContent('is not over yet in Pacific/Kiritimati');
  });

  it('keeps the current month from closing', () => {
    show({ currentData: claims({ month: thisMonth }) }, `/monitoring/billing?month=${thisMonth}`);
    expect(useRtmClaimsQuery).toHaveBeenLastCalledWith(thisMonth, expect.anything());
    expect(screen.getByRole('button', { name: /Close month/ })).toBeDisabled();
    expect(screen.getByText('A month can be closed once it is over in your time zone.')).toBeInTheDocument();
  });

  it('shows a closed month with its totals at close and the amendments it lists, and amends it', async () => {
    show({
      currentData: claims({
        closed: { closedAt: `${thisMonth}-02T10:00:00.000Z`, closedBy: 'doc', totals: { '98977': 1, '98980': 1, '98981': 1 } },
        amendments: [
          {
            id: 'a1',
            patientId: 'mateo',
            month: lastMonth,
            reason: 'Phone review left out',
            change: { type: 'addTime', start: `${lastMonth}-10T10:00:00.000Z`, minutes: 15 },
            target: 'm/amend-a1',
            at: `${thisMonth}-03T10:00:00.000Z`,
            by: 'doc',
          },
        ],
      }),
    });
    expect(screen.getByTestId('month-state')).toHaveTextContent(/Closed on .* by you/);
    expect(screen.getByTestId('closed-totals-98980')).toHaveTextContent('1 unit');
    expect(screen.queryByRole('button', { name: /Close month/ })).not.toBeInTheDocument();
    const amendment = screen.getByTestId('amendment');
    expect(amendment).toHaveTextContent(`Amendment of closed month ${lastMonth}`);
    expect(amendment).toHaveTextContent('Mateo Alvarez');
    expect(amendment).toHaveTextContent('15 min added');
    expect(amendment).toHaveTextContent('Reason: Phone review left out');

    await userEvent.click(screen.getByRole('button', { name: /Amend/ }));
    const dialog = screen.getByRole('dialog', { name: `Amend closed month ${lastMonth}` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save amendment' }));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(3);
    expect(amend).not.toHaveBeenCalled();
    await userEvent.selectOptions(within(dialog).getByLabelText('Patient'), 'liam');
    await userEvent.selectOptions(within(dialog).getByLabelText('Change'), 'setEntryMinutes');
    await userEvent.selectOptions(within(dialog).getByLabelText('Time entry'), 'm/e2');
    await userEvent.type(within(dialog).getByLabelText('Minutes'), '0');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Counted twice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save amendment' }));
    expect(amend).toHaveBeenCalledWith({ month: lastMonth, patientId: 'liam', reason: 'Counted twice', change: { type: 'setEntryMinutes', entryRef: 'm/e2', minutes: 0 } });
  });

  it("shows each line's flags and overrides, keeps Close month until every flag is overridden, and overrides one with a reason", async () => {
    const flagged = line({
      flags: [
        { kind: 'noConsent', reason: 'No consent.', evidence: { episodeStart: `${lastMonth}-01`, laterConsentIds: [] }, override: null },
        {
          kind: 'noPriorRelationship',
          reason: 'No visit.',
          evidence: { episodeStart: `${lastMonth}-01`, laterEncounterIds: [] },
          override: { reason: 'Seen at the hospital', by: 'doc', byName: 'Daniel Reyes', at: `${thisMonth}-01T10:00:00.000Z` },
        },
      ],
    });
    show({ currentData: claims({ lines: [flagged, LINES[1]] }) });
    const [first, second] = screen.getAllByTestId('claim-line');
    const flags = within(first).getAllByTestId('line-flag');
    expect(flags[0]).toHaveTextContent('No consent');
    expect(flags[0]).toHaveTextContent('The patient had not consented to remote monitoring by');
    expect(flags[1]).toHaveTextContent('Overridden by Daniel Reyes: Seen at the hospital');
    expect(within(second).getByText('None')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Close month/ })).toBeDisabled();
    expect(screen.getByTestId('close-unresolved')).toHaveTextContent('Claim lines with a flag nobody overrode: 1.');

    await userEvent.click(within(first).getByRole('button', { name: 'Override “No consent” on the 98977 line of Liam Carter' }));
    const dialog = screen.getByRole('dialog', { name: 'Override a claim flag' });
    expect(within(dialog).getByTestId('override-flag')).toHaveTextContent('No consent');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Override' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(override).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Consent on paper, scanned');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Override' }));
    expect(override).toHaveBeenCalledWith({ doctorId: 'doc', month: lastMonth, patientId: 'liam', code: '98977', periodStart: `${lastMonth}-01`, kind: 'noConsent', reason: 'Consent on paper, scanned' });
  });
});
