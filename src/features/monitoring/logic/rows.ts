/** The Monitoring page's rows: one per patient, with status, sorting and filters. */
import type { ManagementMonthTotals, Monitoring } from '@rehab/model/collections';
import { DEFAULT_TIME_ZONE, dataDayKeys, dayKey } from '@rehab/model/monitoring';
import { totalsOf, type ManagementTotals } from './management';
import { periodProgress, type PeriodProgress } from './periods';
import { MOST_DAYS_MIN } from '@rehab/model/rtmCodes';

export const STATUSES = ['atRisk', 'onTrack', 'met', 'notStarted'] as const;
export type MonitoringStatus = (typeof STATUSES)[number];

export interface MonitoringRow {
  uid: string;
  name: string;
  status: MonitoringStatus;
  timeZone: string;
  /** null until monitoring starts */
  progress: PeriodProgress | null;
  management: ManagementTotals;
}

export function statusOf(progress: PeriodProgress | null): MonitoringStatus {
  if (!progress) return 'notStarted';
  if (progress.atRisk) return 'atRisk';
  return progress.dataDays.length >= MOST_DAYS_MIN ? 'met' : 'onTrack';
}

/** Today's data-day progress of a patient's monitoring document (null when not started). */
export function progressOf(monitoring: Monitoring | null | undefined, now: Date): PeriodProgress | null {
  if (!monitoring?.periodStart) return null;
  const timeZone = monitoring.timeZone || DEFAULT_TIME_ZONE;
  return periodProgress(monitoring.periodStart, dataDayKeys(monitoring.days ?? {}), dayKey(now, timeZone));
}

export function buildRow(
  patient: { uid: string; name: string },
  monitoring: Monitoring | null | undefined,
  totals: ManagementMonthTotals | null | undefined,
  now: Date,
): MonitoringRow {
  const progress = progressOf(monitoring, now);
  return {
    uid: patient.uid,
    name: patient.name,
    status: statusOf(progress),
    timeZone: monitoring?.timeZone || DEFAULT_TIME_ZONE,
    progress,
    management: totalsOf(totals),
  };
}

export const SORT_KEYS = ['name', 'status', 'dataDays', 'daysLeft', 'minutes'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export interface Sort {
  key: SortKey;
  direction: 'asc' | 'desc';
}

const STATUS_ORDER: Record<MonitoringStatus, number> = { atRisk: 0, onTrack: 1, met: 2, notStarted: 3 };

function sortValue(row: MonitoringRow, key: SortKey): number | string {
  switch (key) {
    case 'name':
      return row.name.toLocaleLowerCase();
    case 'status':
      return STATUS_ORDER[row.status];
    case 'dataDays':
      return row.progress ? row.progress.dataDays.length : -1;
    case 'daysLeft':
      return row.progress ? row.progress.daysLeft : Number.MAX_SAFE_INTEGER;
    case 'minutes':
      return row.management.seconds;
  }
}

/** Rows of one status (or all), sorted; ties by name. */
export function visibleRows(rows: readonly MonitoringRow[], filter: MonitoringStatus | 'all', sort: Sort): MonitoringRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .filter((row) => filter === 'all' || row.status === filter)
    .sort((a, b) => {
      const x = sortValue(a, sort.key);
      const y = sortValue(b, sort.key);
      const order = typeof x === 'string' && typeof y === 'string' ? x.localeCompare(y) : (x as number) - (y as number);
      return sign * order || a.name.localeCompare(b.name) || a.uid.localeCompare(b.uid);
    });
}

export function countByStatus(rows: readonly MonitoringRow[]): Record<MonitoringStatus | 'all', number> {
  const counts = { all: rows.length, atRisk: 0, onTrack: 0, met: 0, notStarted: 0 };
  for (const row of rows) counts[row.status] += 1;
  return counts;
}
