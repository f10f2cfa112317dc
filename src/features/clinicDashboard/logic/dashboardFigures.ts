/** What the clinic dashboard's page derives from the built document (@rehab/model/clinicDashboard), pure. */
import { ALERT_AGE_DAYS, type DashboardCounts, type MonthClaims } from '@rehab/model/clinicDashboard';

/** An alert age bucket in days: from `from` (inclusive) to `to` (exclusive), `to` null for the oldest. */
export interface AlertAgeBucket {
  from: number;
  to: number | null;
}

/** The buckets `alertsByAge` counts by, in its order: under 1 day, 1–3 days, 3–7 days, 7 days or more. */
export const ALERT_AGE_BUCKETS: readonly AlertAgeBucket[] = [0, ...ALERT_AGE_DAYS].map((from, index) => ({ from, to: ALERT_AGE_DAYS[index] ?? null }));

export function waitingAlerts(counts: Pick<DashboardCounts, 'alertsByAge'>): number {
  return counts.alertsByAge.reduce((sum, count) => sum + count, 0);
}

/** The codes claimed in any of these months, in order: the chart gives each code one colour whichever view is shown. */
export function claimedCodes(months: readonly MonthClaims[]): string[] {
  return [...new Set(months.flatMap((month) => Object.keys(month.codes)))].sort();
}

/** One row of the claims table: a month's code, or the month alone when it has no code to show. */
export interface ClaimsRow {
  month: string;
  closed: boolean;
  /** null: the month has no claim line (open: not counted yet; closed: none claimed) */
  code: string | null;
  lines: number | null;
  units: number;
}

/** The claims table's rows: month by month (oldest first), each month's codes in order. */
export function claimsRows(months: readonly MonthClaims[]): ClaimsRow[] {
  return months.flatMap(({ month, closed, codes }): ClaimsRow[] => {
    const claimed = Object.keys(codes).sort();
    if (claimed.length === 0) return [{ month, closed, code: null, lines: null, units: 0 }];
    return claimed.map((code) => ({ month, closed, code, lines: codes[code].lines, units: codes[code].units }));
  });
}
