/** The Monitoring page's rows: one per patient, with status, sorting and filters. */
import type { Monitoring, OverviewRow } from '@rehab/model/collections';
import { rowStanding, type RowStanding } from '@rehab/model/doctorOverview';
import { DEFAULT_TIME_ZONE, dataDayKeys, dayKey } from '@rehab/model/monitoring';
import { periodProgress, type MonitoringStatus, type PeriodProgress } from '@rehab/model/rtmPeriods';
import { attentionRank } from '@rehab/model/rtmWorklist';

/** What the page filters by: a status, all patients, or those needing attention (the worklist's). */
export type RowFilter = MonitoringStatus | 'all' | 'needsAttention';

export interface MonitoringRow extends RowStanding {
  uid: string;
  name: string;
  timeZone: string;
}

/** Today's data-day progress of a patient's monitoring document (null when not started). */
export function progressOf(monitoring: Monitoring | null | undefined, now: Date): PeriodProgress | null {
  if (!monitoring?.periodStart) return null;
  const timeZone = monitoring.timeZone || DEFAULT_TIME_ZONE;
  return periodProgress(monitoring.periodStart, dataDayKeys(monitoring.days ?? {}), dayKey(now, timeZone));
}

/**
 * A patient's row from the server's overview row (packages/model/src/doctorOverview.ts) on the day `now`: minutes and
 * contacts count only when the overview row is of `month` (none yet in a month nobody logged time in).
 */
export function buildRow(uid: string, row: OverviewRow, month: string, now: Date): MonitoringRow {
  return { uid, name: row.name, timeZone: row.timeZone, ...rowStanding(row, month, now) };
}

/** Rows per page of the table: a clinic's thousand patients stay quick to render. */
export const ROWS_PER_PAGE = 50;

export const SORT_KEYS = ['name', 'status', 'dataDays', 'daysLeft', 'minutes', 'attention'] as const;
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
    case 'attention':
      return attentionRank(row.work, row.status === 'atRisk');
  }
}

function shown(row: MonitoringRow, filter: RowFilter): boolean {
  if (filter === 'all') return true;
  return filter === 'needsAttention' ? row.work.needsAttention : row.status === filter;
}

/** Rows of one status (or all, or those needing attention), sorted; ties by name. */
export function visibleRows(rows: readonly MonitoringRow[], filter: RowFilter, sort: Sort): MonitoringRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .filter((row) => shown(row, filter))
    .sort((a, b) => {
      const x = sortValue(a, sort.key);
      const y = sortValue(b, sort.key);
      const order = typeof x === 'string' && typeof y === 'string' ? x.localeCompare(y) : (x as number) - (y as number);
      return sign * order || a.name.localeCompare(b.name) || a.uid.localeCompare(b.uid);
    });
}

export function countByStatus(rows: readonly MonitoringRow[]): Record<RowFilter, number> {
  const counts = { all: rows.length, atRisk: 0, onTrack: 0, met: 0, notStarted: 0, needsAttention: 0 };
  for (const row of rows) {
    counts[row.status] += 1;
    if (row.work.needsAttention) counts.needsAttention += 1;
  }
  return counts;
}
