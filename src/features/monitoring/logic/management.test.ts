import { describe, expect, it } from 'vitest';
import { entriesOf, isLoggableMonth, managementMonthId, previousMonth, totalsOf } from './management';

const ts = (ms: number) => ({ seconds: ms / 1000, nanoseconds: 0, toDate: () => new Date(ms), toMillis: () => ms });
const entry = (start: number, seconds: number, interactive = false) => ({
  start: ts(start),
  seconds,
  source: 'auto' as const,
  activity: 'charts' as const,
  interactive,
  reason: '',
  updatedAt: ts(start),
});

describe('management time', () => {
  it("shows the server's minutes, interactive and billed only with a real-time contact (a chat flag is not one)", () => {
    const codes = { base: '98979' as const, additional: 0 };
    const none = { base: null, additional: 0 };
    const server = { doctorId: 'd', patientId: 'p', month: '2026-03', seconds: 700, minutes: 11, interactive: true, codes, manualSeconds: 0, entryCount: 2, updatedAt: ts(0), inCare: true };
    expect(totalsOf(server, 1)).toEqual({ seconds: 700, minutes: 11, interactive: true, codes });
    expect(totalsOf(server, 0)).toEqual({ seconds: 700, minutes: 11, interactive: false, codes: none });
    expect(totalsOf({ ...server, seconds: 2400, minutes: 40 }, 2).codes).toEqual({ base: '98980', additional: 1 });
    expect(totalsOf({ ...server, seconds: 540, minutes: 9 }, 1).codes).toEqual(none);
    expect(totalsOf(null, 0)).toEqual({ seconds: 0, minutes: 0, interactive: false, codes: none });
    expect(totalsOf(null, 1)).toEqual({ seconds: 0, minutes: 0, interactive: true, codes: none });
  });

  it('lists a month document’s entries oldest first', () => {
    expect(entriesOf({ entries: { b: entry(2000, 1), a: entry(1000, 1) } }).map((e) => e.id)).toEqual(['a', 'b']);
    expect(entriesOf(null)).toEqual([]);
  });

  it('names the month documents and knows which months still take entries', () => {
    expect(managementMonthId('doc', 'pat', '2026-03')).toBe('doc_pat_2026-03');
    expect(previousMonth('2026-01')).toBe('2025-12');
    const now = new Date(2026, 2, 15);
    expect(isLoggableMonth('2026-03', now)).toBe(true);
    expect(isLoggableMonth('2026-02', now)).toBe(true);
    expect(isLoggableMonth('2026-01', now)).toBe(false);
    expect(isLoggableMonth('2026-04', now)).toBe(false);
  });
});
