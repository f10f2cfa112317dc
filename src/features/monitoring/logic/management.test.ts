import { describe, expect, it } from 'vitest';
import { entriesOf, isLoggableMonth, managementMonthId, previousMonth } from './management';

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
