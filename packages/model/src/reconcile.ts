/**
 * The reconcile job's contract (issue 48): each aggregate the functions keep has a `reconcile…` export that recomputes
 * it from its sources, writes what differs and returns one ReconcileFix per field it changed; the daily job
 * (functions/src/reconcile/) calls them all and records the fixes in reconcileReports/{date}.
 */
import type { TimestampLike } from './collections';
import { LIMITS } from './limits';

/** One field of one document the job found different from what its sources give, and set right. */
export interface ReconcileFix {
  collection: string;
  /** the document's id (a subcollection's: its path below the collection) */
  document: string;
  /** the field's path in the document ('rows.patient1.days'); '' for the whole document (created or deleted) */
  field: string;
  /** the value found (null when absent) */
  before: unknown;
  /** the value written (null when removed) */
  after: unknown;
}

/** A fix as a report stores it: the values as JSON text (Timestamps as ISO strings), cut at LIMITS.reconcile.valueChars. */
export interface ReportedFix {
  collection: string;
  document: string;
  field: string;
  before: string;
  after: string;
}

/**
 * reconcileReports/{YYYY-MM-DD}: what the reconcile job found on one UTC day; written by the functions only, read by
 * admins. Each pass of a run (one kind of aggregate) merges into the day's report when it is done, and a second run on
 * the same day merges too rather than replacing it, so a drift an earlier run (or a run that failed later) fixed stays
 * on record: the drift counts add up, fixes are appended (at most LIMITS.reconcile.fixesPerReport are kept), and
 * ranAt, window and each collection's count checked are the latest pass's.
 */
export interface ReconcileReport {
  /** 'YYYY-MM-DD' (UTC) of the runs: the document's id */
  date: string;
  /** when the latest pass ended */
  ranAt: TimestampLike;
  /** the latest run's windows: aggregates of the days from `from` on, sensor overviews of sessions from `sensorsFrom` on */
  window: { from: TimestampLike; to: TimestampLike; sensorsFrom: TimestampLike };
  /**
   * collection -> how many of its aggregates the latest pass compared with their sources (managementTotals: months,
   * doctorOverview: rows, triageAlerts, monitoring and outcomeSummaries: patients, sensorOverviews: sessions,
   * videoVisits: visits, clinicCaseloads: clinics, each with its dashboard)
   */
  checked: Record<string, number>;
  /** the fields set right that day: every fix counts, whether or not it is kept in `fixes` */
  driftCount: number;
  /** the first LIMITS.reconcile.fixesPerReport fixes of the day, in the order they were made */
  fixes: ReportedFix[];
}

/** One pass of a run: its aggregates' collection, how many it compared, and what it fixed. */
export interface ReconcilePass {
  date: string;
  ranAt: TimestampLike;
  window: ReconcileReport['window'];
  collection: string;
  checked: number;
  fixes: readonly ReconcileFix[];
}

/** What one run of the job found (its answer to `npm run reconcile`): its own fixes, the day's report may hold more. */
export interface ReconcileRun {
  /** the day's report: reconcileReports/{report} */
  report: string;
  driftCount: number;
  /** as ReconcileReport.checked */
  checked: Record<string, number>;
  fixes: ReportedFix[];
}

/** The report's id of a run at `now`: the UTC day. */
export function reconcileReportId(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function isTimestampLike(value: object): value is TimestampLike {
  return 'seconds' in value && 'nanoseconds' in value && typeof (value as TimestampLike).toMillis === 'function';
}

/** The value with Timestamps and Dates as epoch milliseconds and object keys sorted: equal values give equal text. */
function canonical(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object') return value;
  if (value instanceof Date) return { $time: value.getTime() };
  if (isTimestampLike(value)) return { $time: value.toMillis() };
  if (Array.isArray(value)) return value.map(canonical);
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    const inner = (value as Record<string, unknown>)[key];
    if (inner !== undefined) sorted[key] = canonical(inner);
  }
  return sorted;
}

/**
 * Deep equality as stored data means it: key order does not matter, an absent key equals an undefined one, and two
 * Timestamps (or Dates) are equal when they name the same instant, whichever SDK made them.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/**
 * The fixes that turn `found` into `expected`, one per top-level field that differs (`prefix` names where the two
 * objects sit in their document, e.g. 'rows.patient1.'); a document created or deleted as a whole is one fix of field ''.
 */
export function fieldFixes<T extends object>(collection: string, document: string, found: T | undefined, expected: T | undefined, prefix = ''): ReconcileFix[] {
  if (!found || !expected) {
    if (!found && !expected) return [];
    return [{ collection, document, field: prefix.replace(/\.$/, ''), before: found ?? null, after: expected ?? null }];
  }
  const [was, is] = [found as Readonly<Record<string, unknown>>, expected as Readonly<Record<string, unknown>>];
  const keys = [...new Set([...Object.keys(was), ...Object.keys(is)])].sort();
  return keys
    .filter((key) => !sameValue(was[key], is[key]))
    .map((key) => ({ collection, document, field: prefix + key, before: was[key] ?? null, after: is[key] ?? null }));
}

/** A value as a report shows it: JSON with Timestamps as ISO strings, cut at LIMITS.reconcile.valueChars. */
export function reportedValue(value: unknown): string {
  const text =
    JSON.stringify(value ?? null, function (this: unknown, key: string, inner: unknown) {
      // JSON.stringify has already called a Date's toJSON; the holder still has the Timestamp itself.
      const original = (this as Record<string, unknown>)[key];
      if (original && typeof original === 'object' && isTimestampLike(original)) return original.toDate().toISOString();
      return inner;
    }) ?? 'null';
  const max = LIMITS.reconcile.valueChars;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export function reportedFix(fix: ReconcileFix): ReportedFix {
  return {
    collection: fix.collection,
    document: fix.document,
    field: fix.field,
    before: reportedValue(fix.before),
    after: reportedValue(fix.after),
  };
}

/** The day's report with one more pass merged in (see ReconcileReport). */
export function mergeReconcilePass(existing: ReconcileReport | undefined, pass: ReconcilePass): ReconcileReport {
  const kept = existing?.fixes ?? [];
  const room = Math.max(0, LIMITS.reconcile.fixesPerReport - kept.length);
  return {
    date: pass.date,
    ranAt: pass.ranAt,
    window: pass.window,
    checked: { ...existing?.checked, [pass.collection]: pass.checked },
    driftCount: (existing?.driftCount ?? 0) + pass.fixes.length,
    fixes: [...kept, ...pass.fixes.slice(0, room).map(reportedFix)],
  };
}
