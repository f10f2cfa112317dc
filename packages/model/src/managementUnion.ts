/**
 * What a doctor's month of management time bills: the union of its entries' intervals, so overlapping entries (two
 * open tabs logging at once, time added by hand that was logged already) count each second once. Pure: the
 * managementTotals trigger and the seed both compute the totals document with it.
 */
import type { ManagementEntry, ManagementMonth, ManagementMonthTotals, TimestampLike } from './collections';
import { managementCodes, wholeMinutes } from './rtmCodes';

export interface Interval {
  /** milliseconds since the epoch */
  start: number;
  /** milliseconds since the epoch, after start */
  end: number;
}

/** Milliseconds covered by at least one interval. */
export function unionMillis(intervals: readonly Interval[]): number {
  const sorted = intervals.filter((interval) => interval.end > interval.start).sort((a, b) => a.start - b.start);
  let covered = 0;
  let runStart = 0;
  let runEnd = -Infinity;
  for (const { start, end } of sorted) {
    if (start > runEnd) {
      if (runEnd > runStart) covered += runEnd - runStart;
      runStart = start;
      runEnd = end;
    } else if (end > runEnd) {
      runEnd = end;
    }
  }
  if (runEnd > runStart) covered += runEnd - runStart;
  return covered;
}

const intervalOf = (entry: Pick<ManagementEntry, 'start' | 'seconds'>): Interval => ({
  start: entry.start.toMillis(),
  end: entry.start.toMillis() + Math.max(0, entry.seconds) * 1000,
});

/** Whole seconds covered by at least one of the entries. */
export function unionSeconds(entries: readonly Pick<ManagementEntry, 'start' | 'seconds'>[]): number {
  return Math.round(unionMillis(entries.map(intervalOf)) / 1000);
}

/** The totals document of a month, or null when it has no entries; in care, and in a clinic, as the month is. */
export function monthTotals(month: Pick<ManagementMonth, 'doctorId' | 'patientId' | 'month' | 'entries' | 'inCare' | 'clinicId'>): ManagementMonthTotals | null {
  const entries = Object.values(month.entries ?? {});
  if (entries.length === 0) return null;
  const seconds = unionSeconds(entries);
  const minutes = wholeMinutes(seconds);
  const interactive = entries.some((entry) => entry.interactive && entry.seconds > 0);
  const updatedAt = entries.reduce<TimestampLike>((newest, entry) => (entry.updatedAt.toMillis() > newest.toMillis() ? entry.updatedAt : newest), entries[0].updatedAt);
  return {
    doctorId: month.doctorId,
    patientId: month.patientId,
    month: month.month,
    seconds,
    minutes,
    interactive,
    codes: managementCodes(minutes, interactive),
    manualSeconds: unionSeconds(entries.filter((entry) => entry.source === 'manual')),
    entryCount: entries.length,
    updatedAt,
    // a month from before the flag is out of care until the migration flags it, as the rules treat it
    inCare: month.inCare === true,
    ...(month.clinicId ? { clinicId: month.clinicId } : {}),
  };
}
