import { describe, expect, it } from 'vitest';
import type { ManagementMonthTotals, Monitoring } from '@rehab/model/collections';
import { addDays } from '@rehab/model/monitoring';
import { overviewMonth, overviewRow } from '@rehab/model/doctorOverview';
import { fakeTimestamp } from '../../../test/timestamps';
import { buildRow, countByStatus, visibleRows } from './rows';

const NOW = new Date('2026-03-20T18:00:00Z');
const monitoring = (periodStart: string, dataDays: string[]): Monitoring => ({
  patientId: 'p',
  timeZone: 'America/Vancouver',
  periodStart,
  days: Object.fromEntries(dataDays.map((day) => [day, { [`s-${day}`]: true as const }])),
  romGoals: {},
});
const totals = (minutes: number): ManagementMonthTotals => ({
  doctorId: 'd',
  patientId: 'p',
  month: '2026-03',
  seconds: minutes * 60,
  minutes,
  interactive: true,
  codes: { base: null, additional: 0 },
  manualSeconds: 0,
  entryCount: 1,
  updatedAt: NOW as unknown as ManagementMonthTotals['updatedAt'],
  inCare: true,
});
/** The page's row of a patient from the overview row the functions write. */
const rowOf = (uid: string, name: string, monitoring: Monitoring | null, totals: ManagementMonthTotals | null, contacts: number, month = overviewMonth(undefined, NOW)) => {
  const row = overviewRow({
    user: { firstName: name, lastName: '' },
    monitoring: monitoring ?? undefined,
    totals: totals ?? undefined,
    contacts: Array.from({ length: contacts }, () => ({ start: fakeTimestamp(NOW), inCare: true })),
    month: overviewMonth(undefined, NOW),
    doctorTimeZone: undefined,
    now: NOW,
  });
  return buildRow(uid, row, month, NOW);
};
const run = (from: string, count: number) => Array.from({ length: count }, (_, i) => addDays(from, i));

describe('monitoring rows', () => {
  const rows = [
    rowOf('a', 'Amara', monitoring('2026-02-25', run('2026-02-28', 20)), null, 0),
    rowOf('l', 'Liam', monitoring('2026-03-10', run('2026-03-14', 7)), totals(19), 1),
    rowOf('f', 'Fatima', monitoring('2026-03-05', ['2026-03-06']), null, 0),
    rowOf('m', 'Mateo', null, totals(12), 0),
  ];

  it('gives each patient a status', () => {
    expect(rows.map((row) => [row.name, row.status, row.progress?.dataDays.length ?? null])).toEqual([
      ['Amara', 'met', 20],
      ['Liam', 'onTrack', 7],
      ['Fatima', 'atRisk', 1],
      ['Mateo', 'notStarted', null],
    ]);
    expect(countByStatus(rows)).toEqual({ all: 4, atRisk: 1, onTrack: 1, met: 1, notStarted: 1, needsAttention: 2 });
  });

  it('filters by status and sorts by any column', () => {
    expect(visibleRows(rows, 'atRisk', { key: 'name', direction: 'asc' }).map((r) => r.name)).toEqual(['Fatima']);
    expect(visibleRows(rows, 'all', { key: 'dataDays', direction: 'desc' }).map((r) => r.name)).toEqual(['Amara', 'Liam', 'Fatima', 'Mateo']);
    expect(visibleRows(rows, 'all', { key: 'status', direction: 'asc' }).map((r) => r.name)).toEqual(['Fatima', 'Liam', 'Amara', 'Mateo']);
    expect(visibleRows(rows, 'all', { key: 'name', direction: 'desc' }).map((r) => r.name)).toEqual(['Mateo', 'Liam', 'Fatima', 'Amara']);
  });

  it('lists who needs attention: minutes without a contact first, then periods at risk, then the fewest minutes to a code', () => {
    expect(visibleRows(rows, 'needsAttention', { key: 'attention', direction: 'asc' }).map((r) => r.name)).toEqual(['Mateo', 'Fatima']);
    expect(visibleRows(rows, 'all', { key: 'attention', direction: 'asc' }).map((r) => r.name)).toEqual(['Mateo', 'Fatima', 'Liam', 'Amara']);
    const liam = rows[1];
    expect([liam.management.interactive, liam.management.codes.base, liam.work.minutes]).toEqual([true, '98979', { codes: '98980', minutes: 1 }]);
    expect(rows[3].management.codes.base).toBeNull();
  });

  it('counts minutes and contacts only in the month of the overview row', () => {
    const april = rowOf('l', 'Liam', monitoring('2026-03-10', run('2026-03-14', 7)), totals(19), 1, '2026-04');
    expect([april.management.minutes, april.management.interactive, april.progress?.dataDays.length]).toEqual([0, false, 7]);
  });
});
