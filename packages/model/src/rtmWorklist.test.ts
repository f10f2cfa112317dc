import { describe, expect, it } from 'vitest';
import { periodProgress } from './rtmPeriods';
import { attentionRank, nextDeviceCode, nextManagementCodes, totalsOf, workItem, type ManagementTotals } from './rtmWorklist';

const NONE = { base: null, additional: 0 };
const totals = (minutes: number, interactive: boolean): ManagementTotals => ({ seconds: minutes * 60, minutes, interactive, codes: NONE });
const days = (from: number, count: number) => Array.from({ length: count }, (_, i) => `2026-03-${String(from + i).padStart(2, '0')}`);

describe('the worklist', () => {
  it.each([
    [0, { code: '98985', days: 2 }],
    [1, { code: '98985', days: 1 }],
    [2, { code: '98977', days: 14 }],
    [15, { code: '98977', days: 1 }],
    [16, null],
    [30, null],
  ])('after %i data days, the next device code is %o', (dataDays, next) => {
    expect(nextDeviceCode(dataDays)).toEqual(next);
  });

  it.each([
    [0, '98979', 10],
    [9, '98979', 1],
    [10, '98980', 10],
    [12, '98980', 8],
    [19, '98980', 1],
    [20, '98980 + 98981 × 1', 20],
    [39, '98980 + 98981 × 1', 1],
    [40, '98980 + 98981 × 2', 20],
    [60, '98980 + 98981 × 3', 20],
  ])('after %i minutes, the next management codes are %s in %i minutes', (minutes, codes, more) => {
    expect(nextManagementCodes(minutes)).toEqual({ codes, minutes: more });
  });

  it('asks for a real-time contact when a month has minutes and none, never without minutes', () => {
    expect(workItem(null, totals(12, false))).toMatchObject({ contactNeeded: true, needsAttention: true, device: null });
    expect(workItem(null, totals(12, true))).toMatchObject({ contactNeeded: false, needsAttention: false });
    expect(workItem(null, totals(0, false))).toMatchObject({ contactNeeded: false, needsAttention: false });
  });

  it('counts the days a period still needs against the days it has left', () => {
    // Day 20 of a period begun on 1 March with 10 data days: 6 more for 98977, 11 days left (today without a session).
    const onPace = periodProgress('2026-03-01', days(1, 10), '2026-03-20');
    expect(workItem(onPace, totals(0, false)).device).toEqual({ code: '98977', days: 6, daysLeft: 11, reachable: true });
    // Day 28 with 10 data days and today's session: 6 more needed, 2 days left.
    const late = periodProgress('2026-03-01', [...days(1, 9), '2026-03-28'], '2026-03-28');
    expect(workItem(late, totals(0, false))).toMatchObject({ device: { days: 6, daysLeft: 2, reachable: false }, needsAttention: true });
    expect(workItem(periodProgress('2026-03-01', days(1, 16), '2026-03-20'), totals(0, false)).device).toBeNull();
  });

  it('puts the months needing a contact first, then periods at risk, the fewest minutes to a code first', () => {
    const contact8 = attentionRank(workItem(null, totals(12, false)), false);
    const contact1 = attentionRank(workItem(null, totals(19, false)), false);
    const atRisk = attentionRank(workItem(null, totals(19, true)), true);
    const fine = attentionRank(workItem(null, totals(19, true)), false);
    expect([fine, atRisk, contact8, contact1].sort((a, b) => a - b)).toEqual([contact1, contact8, atRisk, fine]);
  });
});

describe('management totals', () => {
  it("shows the server's minutes, interactive and billed only with a real-time contact (a chat flag is not one)", () => {
    const codes = { base: '98979' as const, additional: 0 };
    const none = { base: null, additional: 0 };
    // what totalsOf reads of the server's managementTotals
    const server = { seconds: 700, minutes: 11 };
    expect(totalsOf(server, 1)).toEqual({ seconds: 700, minutes: 11, interactive: true, codes });
    expect(totalsOf(server, 0)).toEqual({ seconds: 700, minutes: 11, interactive: false, codes: none });
    expect(totalsOf({ ...server, seconds: 2400, minutes: 40 }, 2).codes).toEqual({ base: '98980', additional: 1 });
    expect(totalsOf({ ...server, seconds: 540, minutes: 9 }, 1).codes).toEqual(none);
    expect(totalsOf(null, 0)).toEqual({ seconds: 0, minutes: 0, interactive: false, codes: none });
    expect(totalsOf(null, 1)).toEqual({ seconds: 0, minutes: 0, interactive: true, codes: none });
  });
});
