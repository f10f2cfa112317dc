import { describe, expect, it } from 'vitest';
import type { TimestampLike } from './collections';
import { overviewMonth, overviewRow, rowDataDays } from './doctorOverview';

const NOW = new Date('2026-03-20T18:00:00Z');
const at = (iso: string): TimestampLike => {
  const millis = Date.parse(iso);
  return { seconds: millis / 1000, nanoseconds: 0, toDate: () => new Date(millis), toMillis: () => millis };
};
const days = (keys: string[]) => Object.fromEntries(keys.map((key) => [key, { [`s-${key}`]: true as const }]));

describe('a doctor overview row', () => {
  const base = {
    user: { firstName: 'Liam', lastName: 'Carter' },
    monitoring: { timeZone: 'UTC', periodStart: '2026-01-01', days: days(['2026-01-03', '2026-02-10', '2026-02-19', '2026-02-20', '2026-03-19']) },
    totals: { seconds: 780, minutes: 13, inCare: true },
    contacts: [
      { start: at('2026-03-02T10:00:00Z'), inCare: true },
      { start: at('2026-02-27T10:00:00Z'), inCare: true },
      { start: at('2026-03-03T10:00:00Z'), inCare: false },
    ],
    month: '2026-03',
    doctorTimeZone: undefined,
    now: NOW,
  };

  it('keeps the name, the data days of any period current from today on, and the last day before them', () => {
    const row = overviewRow(base);
    expect(row).toEqual({
      name: 'Liam Carter',
      timeZone: 'UTC',
      periodStart: '2026-01-01',
      days: ['2026-02-19', '2026-02-20', '2026-03-19'],
      lastDayBefore: '2026-02-10',
      month: '2026-03',
      seconds: 780,
      minutes: 13,
      contacts: 1,
    });
    expect(rowDataDays(row)).toEqual(['2026-02-10', '2026-02-19', '2026-02-20', '2026-03-19']);
  });

  it('counts the contacts of its month in the doctor zone, and no minutes out of care or before monitoring', () => {
    expect(overviewMonth('Pacific/Kiritimati', new Date('2026-03-31T12:00:00Z'))).toBe('2026-04');
    expect(overviewRow({ ...base, month: '2026-02' }).contacts).toBe(1);
    const outOfCare = overviewRow({ ...base, totals: { ...base.totals, inCare: false }, monitoring: undefined, user: undefined });
    expect([outOfCare.seconds, outOfCare.minutes, outOfCare.periodStart, outOfCare.days, outOfCare.timeZone, outOfCare.name]).toEqual([0, 0, null, [], 'UTC', '']);
  });
});
