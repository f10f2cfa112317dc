import { describe, expect, it } from 'vitest';
import type { ManagementEntry } from './collections';
import { fakeTimestamp } from '../../../src/test/timestamps';
import { monthTotals, unionMillis, unionSeconds } from './managementUnion';

const NINE = Date.UTC(2030, 0, 10, 9);
const HOUR = 3_600_000;

function entry(startMs: number, seconds: number, overrides: Partial<ManagementEntry> = {}): ManagementEntry {
  return {
    start: fakeTimestamp(startMs),
    seconds,
    source: 'auto',
    activity: 'dashboard',
    interactive: false,
    reason: '',
    updatedAt: fakeTimestamp(startMs + seconds * 1000),
    ...overrides,
  };
}

describe('unionMillis', () => {
  it('adds disjoint intervals, counts overlapping and nested ones once, and ignores empty ones', () => {
    expect(unionMillis([])).toBe(0);
    expect(unionMillis([{ start: 0, end: 10 }, { start: 20, end: 25 }])).toBe(15);
    expect(unionMillis([{ start: 0, end: 10 }, { start: 5, end: 15 }])).toBe(15);
    expect(unionMillis([{ start: 0, end: 30 }, { start: 5, end: 10 }, { start: 12, end: 20 }])).toBe(30);
    expect(unionMillis([{ start: 10, end: 20 }, { start: 0, end: 10 }])).toBe(20);
    expect(unionMillis([{ start: 5, end: 5 }, { start: 7, end: 3 }])).toBe(0);
  });
});

describe('unionSeconds', () => {
  it('counts two overlapping 8-hour entries as their union, not their sum', () => {
    const first = entry(NINE, 8 * 3600);
    const second = entry(NINE + 0.1 * HOUR, 8 * 3600); // a second tab opened six minutes later
    expect(first.seconds + second.seconds).toBe(57_600); // 16 h: what adding them gave
    expect(unionSeconds([first, second])).toBe(8.1 * 3600);
  });
});

describe('monthTotals', () => {
  const month = { doctorId: 'doctor', patientId: 'patient', month: '2030-01', inCare: true };

  it('bills the union, with the minutes, interactivity, codes, time added by hand and the newest change', () => {
    const entries = {
      a: entry(NINE, 15 * 60),
      b: entry(NINE + 5 * 60_000, 15 * 60, { source: 'manual', reason: 'Phone call', interactive: true, updatedAt: fakeTimestamp(NINE + 2 * HOUR) }),
      c: entry(NINE + HOUR, 10 * 60),
    };
    expect(monthTotals({ ...month, entries })).toEqual({
      ...month,
      seconds: 30 * 60,
      minutes: 30,
      interactive: true,
      codes: { base: '98980', additional: 0 },
      manualSeconds: 15 * 60,
      entryCount: 3,
      updatedAt: entries.b.updatedAt,
    });
  });

  it('counts an interactive entry only when it has time, and has no totals without entries', () => {
    const totals = monthTotals({ ...month, entries: { a: entry(NINE, 20 * 60), b: entry(NINE, 0, { interactive: true }) } });
    expect(totals).toMatchObject({ minutes: 20, interactive: false, codes: { base: null, additional: 0 } });
    expect(monthTotals({ ...month, entries: {} })).toBeNull();
  });

  it('is in care as its month is; a month from before the flag is not', () => {
    const entries = { a: entry(NINE, 600) };
    expect(monthTotals({ ...month, entries })?.inCare).toBe(true);
    expect(monthTotals({ ...month, inCare: false, entries })?.inCare).toBe(false);
    const { inCare: _older, ...olderMonth } = month;
    expect(monthTotals({ ...(olderMonth as typeof month), entries })?.inCare).toBe(false);
  });

  it('gives the same document for the same month, whatever the order of its entries', () => {
    const entries = { a: entry(NINE, 600), b: entry(NINE + 300_000, 600) };
    expect(monthTotals({ ...month, entries: { b: entries.b, a: entries.a } })).toEqual(monthTotals({ ...month, entries }));
  });
});
