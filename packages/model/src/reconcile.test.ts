import { describe, expect, it } from 'vitest';
import type { TimestampLike } from './collections';
import { LIMITS } from './limits';
import { fieldFixes, mergeReconcilePass, reconcileReportId, reportedValue, sameValue, type ReconcileFix, type ReconcilePass } from './reconcile';

/** A Timestamp as either SDK makes one: the same instant in another object. */
const stamp = (iso: string): TimestampLike => {
  const millis = Date.parse(iso);
  return { seconds: Math.floor(millis / 1000), nanoseconds: (millis % 1000) * 1e6, toDate: () => new Date(millis), toMillis: () => millis };
};

describe('sameValue', () => {
  it('ignores key order, absent against undefined keys, and which object holds an instant', () => {
    expect(sameValue({ a: 1, b: { c: [1, 2], d: 'x' } }, { b: { d: 'x', c: [1, 2] }, a: 1 })).toBe(true);
    expect(sameValue({ a: 1, gone: undefined }, { a: 1 })).toBe(true);
    expect(sameValue({ at: stamp('2030-01-01T10:00:00.250Z') }, { at: stamp('2030-01-01T10:00:00.250Z') })).toBe(true);
    expect(sameValue(stamp('2030-01-01T10:00:00Z'), new Date('2030-01-01T10:00:00Z'))).toBe(true);
    expect(sameValue(undefined, null)).toBe(true);
  });

  it('tells apart values, array orders and instants', () => {
    expect(sameValue({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue(stamp('2030-01-01T10:00:00Z'), stamp('2030-01-01T10:00:01Z'))).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: 0 })).toBe(false);
  });
});

describe('fieldFixes', () => {
  it('gives one fix per top-level field that differs, under the prefix', () => {
    expect(fieldFixes('doctorOverview', 'doc', { days: ['2030-01-01'], minutes: 3, name: 'A' }, { minutes: 5, days: ['2030-01-01'], name: 'A' }, 'rows.pat.')).toEqual([
      { collection: 'doctorOverview', document: 'doc', field: 'rows.pat.minutes', before: 3, after: 5 },
    ]);
    expect(fieldFixes('x', 'd', { a: 1 }, { a: 1, b: 2 })).toEqual([{ collection: 'x', document: 'd', field: 'b', before: null, after: 2 }]);
  });

  it('gives one fix of the whole document when it is created or removed, and none when both are absent', () => {
    expect(fieldFixes('managementTotals', 'm', undefined, { seconds: 60 })).toEqual([{ collection: 'managementTotals', document: 'm', field: '', before: null, after: { seconds: 60 } }]);
    expect(fieldFixes('doctorOverview', 'doc', { name: 'A' }, undefined, 'rows.pat.')).toEqual([{ collection: 'doctorOverview', document: 'doc', field: 'rows.pat', before: { name: 'A' }, after: null }]);
    expect(fieldFixes('x', 'd', undefined, undefined)).toEqual([]);
  });
});

describe('reportedValue', () => {
  it('writes JSON with instants as ISO times, cut at the limit', () => {
    expect(reportedValue({ at: stamp('2030-01-01T10:00:00Z'), n: 1 })).toBe('{"at":"2030-01-01T10:00:00.000Z","n":1}');
    expect(reportedValue(undefined)).toBe('null');
    const long = reportedValue('x'.repeat(1000));
    expect(long).toHaveLength(LIMITS.reconcile.valueChars);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('the day report', () => {
  const at = stamp('2030-01-02T03:00:00Z');
  const fix = (n: number): ReconcileFix => ({ collection: 'monitoring', document: `p${n}`, field: `days.2030-01-0${n % 9}`, before: null, after: { s: true } });
  const pass = (collection: string, checked: number, fixes: ReconcileFix[]): ReconcilePass => ({
    date: '2030-01-02',
    ranAt: at,
    window: { from: at, to: at, sensorsFrom: at },
    collection,
    checked,
    fixes,
  });

  it('is named by the UTC day of the run', () => {
    expect(reconcileReportId(new Date('2030-01-02T23:30:00-05:00'))).toBe('2030-01-03');
  });

  it('adds up the passes and runs of a day, keeping the latest count of each collection', () => {
    const first = mergeReconcilePass(undefined, pass('monitoring', 3, [fix(1)]));
    const second = mergeReconcilePass(first, pass('managementTotals', 2, []));
    const again = mergeReconcilePass(second, pass('monitoring', 4, [fix(2)]));
    expect(again.driftCount).toBe(2);
    expect(again.checked).toEqual({ monitoring: 4, managementTotals: 2 });
    expect(again.fixes.map((kept) => kept.document)).toEqual(['p1', 'p2']);
    expect(again.fixes[0]).toEqual({ collection: 'monitoring', document: 'p1', field: 'days.2030-01-01', before: 'null', after: '{"s":true}' });
  });

  it('keeps the first fixes up to the limit and counts them all', () => {
    const many = Array.from({ length: LIMITS.reconcile.fixesPerReport + 50 }, (_, n) => fix(n));
    const report = mergeReconcilePass(mergeReconcilePass(undefined, pass('monitoring', 1, many)), pass('monitoring', 1, [fix(1)]));
    expect(report.fixes).toHaveLength(LIMITS.reconcile.fixesPerReport);
    expect(report.driftCount).toBe(LIMITS.reconcile.fixesPerReport + 51);
    // Far below Firestore's 1 MiB, with every value at its longest.
    const longest = { ...report, fixes: report.fixes.map((kept) => ({ ...kept, before: 'x'.repeat(LIMITS.reconcile.valueChars), after: 'x'.repeat(LIMITS.reconcile.valueChars) })) };
    expect(JSON.stringify(longest).length).toBeLessThan(256 * 1024);
  });
});
