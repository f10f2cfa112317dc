/**
 * Monitoring periods and their data days: each patient's monitoring runs in
 * 30-day periods from the start date, one after the other; a data day is a
 * calendar day (patient's time zone) with at least one session.
 */
import { PERIOD_DAYS, addDays, daysBetween } from './monitoring';
import { MOST_DAYS_MIN, deviceCode, type DeviceCode } from './rtmCodes';

export interface Period {
  /** 0 for the first period */
  index: number;
  /** first and last day ('YYYY-MM-DD') */
  start: string;
  end: string;
}

/** The period that holds `day` (the first one for days before the start). */
export function periodOf(periodStart: string, day: string): Period {
  const index = Math.max(0, Math.floor(daysBetween(periodStart, day) / PERIOD_DAYS));
  const start = addDays(periodStart, index * PERIOD_DAYS);
  return { index, start, end: addDays(start, PERIOD_DAYS - 1) };
}

/** The periods that share at least one day with [from, to]. */
export function periodsOverlapping(periodStart: string, from: string, to: string): Period[] {
  const periods: Period[] = [];
  for (let period = periodOf(periodStart, from); period.start <= to; period = periodOf(periodStart, addDays(period.end, 1))) {
    if (period.end >= from && period.end >= periodStart) periods.push(period);
  }
  return periods;
}

/** The data days (sorted keys) that fall within [from, to]. */
export function dataDaysWithin(dataDays: readonly string[], from: string, to: string): string[] {
  return dataDays.filter((day) => day >= from && day <= to);
}

/** Days without data after which a patient is at risk. */
export const NO_DATA_ALERT_DAYS = 3;

export interface PeriodProgress {
  period: Period;
  /** data days of the period so far */
  dataDays: string[];
  /** days of the period from today on, today included */
  daysLeft: number;
  /** days still able to add a data day (today only while it has none) */
  daysStillOpen: number;
  code: DeviceCode;
  /** days since the last data day (any period); null without any data */
  daysSinceData: number | null;
  /** needs a session on most of the days still open to reach 16, or cannot reach it at all */
  behindPace: boolean;
  /** no data for NO_DATA_ALERT_DAYS days (counted from the start when there was never any) */
  noRecentData: boolean;
  atRisk: boolean;
}

export const STATUSES = ['atRisk', 'onTrack', 'met', 'notStarted'] as const;
/** Where a patient's monitoring stands today, as the Monitoring page and the clinic's caseload show it. */
export type MonitoringStatus = (typeof STATUSES)[number];

export function statusOf(progress: PeriodProgress | null): MonitoringStatus {
  if (!progress) return 'notStarted';
  if (progress.atRisk) return 'atRisk';
  return progress.dataDays.length >= MOST_DAYS_MIN ? 'met' : 'onTrack';
}

/**
 * Where a patient stands in the current period on `today`. At risk: the
 * patient can no longer reach 16 days without a session on most remaining
 * days, or has had no data for 3 days.
 */
export function periodProgress(periodStart: string, allDataDays: readonly string[], today: string): PeriodProgress {
  const period = periodOf(periodStart, today);
  const dataDays = dataDaysWithin(allDataDays, period.start, today < period.start ? period.start : today);
  const daysLeft = Math.min(PERIOD_DAYS, daysBetween(today, period.end) + 1);
  const daysStillOpen = daysLeft - (dataDays.includes(today) ? 1 : 0);
  const needed = Math.max(0, MOST_DAYS_MIN - dataDays.length);
  const behindPace = needed > 0 && needed * 2 > daysStillOpen;
  const pastData = allDataDays.filter((day) => day <= today);
  const last = pastData.at(-1);
  const daysSinceData = last === undefined ? null : daysBetween(last, today);
  const noRecentData =
    daysSinceData === null ? daysBetween(periodStart, today) >= NO_DATA_ALERT_DAYS : daysSinceData >= NO_DATA_ALERT_DAYS;
  return {
    period,
    dataDays,
    daysLeft,
    daysStillOpen,
    code: deviceCode(dataDays.length),
    daysSinceData,
    behindPace,
    noRecentData,
    atRisk: behindPace || noRecentData,
  };
}
