/**
 * A doctor's overview rows (doctorOverview/{doctorId}): one line per patient in his care, built by the functions from
 * the documents the Monitoring page used to read one by one. Pure: the functions, the seed and the bench build rows
 * with it. A row keeps inputs, not verdicts: status, days left and codes depend on the day the page is viewed, so
 * the page computes them (with the same period and code rules) from the row.
 *
 * - Period state is current state: the patient's zone, the open episode's start, and the data days from 29 days
 *   before the day of writing on (every day of any period current from then on) with the last earlier one.
 * - Month state (minutes, contacts) belongs to `month`, the doctor's calendar month when written; a row of an older
 *   month shows no minutes and no contact until a change of the new month rewrites it.
 */
import type { ManagementMonthTotals, Monitoring, OverviewRow, RtmContact, User } from './collections';
import { DEFAULT_TIME_ZONE, PERIOD_DAYS, addDays, dataDayKeys, dayKey } from './monitoring';
import { monthBounds, monthOfInstant, zoneOrDefault } from './rtmClaims';
import { periodProgress, statusOf, type MonitoringStatus, type PeriodProgress } from './rtmPeriods';
import { totalsOf, workItem, type ManagementTotals, type WorkItem } from './rtmWorklist';

export interface OverviewSources {
  user: Partial<Pick<User, 'firstName' | 'lastName'>> | undefined;
  monitoring: Partial<Pick<Monitoring, 'timeZone' | 'periodStart' | 'days'>> | undefined;
  /** the doctor's totals of `month` with the patient */
  totals: Pick<ManagementMonthTotals, 'seconds' | 'minutes' | 'inCare'> | undefined;
  /** the doctor's contacts with the patient (any month: the row counts those of its month) */
  contacts: readonly Pick<RtmContact, 'start' | 'inCare'>[];
  /** the doctor's calendar month, overviewMonth */
  month: string;
  doctorTimeZone: string | undefined;
  now: Date;
}

/** The patient's name as the patient list shows it. */
export function patientName(user: Partial<Pick<User, 'firstName' | 'lastName'>> | undefined): string {
  return `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim();
}

/** The doctor's calendar month of an instant, in his zone (UTC until he has one), as the claims count it. */
export function overviewMonth(doctorTimeZone: string | undefined, now: Date): string {
  return monthOfInstant(now.getTime(), zoneOrDefault(doctorTimeZone));
}

export function overviewRow({ user, monitoring, totals, contacts, month, doctorTimeZone, now }: OverviewSources): OverviewRow {
  const timeZone = monitoring?.timeZone || DEFAULT_TIME_ZONE;
  const cutoff = addDays(dayKey(now, timeZone), 1 - PERIOD_DAYS);
  const all = dataDayKeys(monitoring?.days ?? {});
  const { from, to } = monthBounds(month, zoneOrDefault(doctorTimeZone));
  const counted = totals?.inCare ? totals : undefined;
  return {
    name: patientName(user),
    timeZone,
    periodStart: monitoring?.periodStart ?? null,
    days: all.filter((day) => day >= cutoff),
    lastDayBefore: all.filter((day) => day < cutoff).at(-1) ?? null,
    month,
    seconds: counted?.seconds ?? 0,
    minutes: counted?.minutes ?? 0,
    contacts: contacts.filter((contact) => contact.inCare && contact.start.toMillis() >= from && contact.start.toMillis() < to).length,
  };
}

/** The data days a row knows, sorted: enough for the progress of any day from the day it was written on. */
export function rowDataDays(row: Pick<OverviewRow, 'days' | 'lastDayBefore'>): string[] {
  return row.lastDayBefore ? [row.lastDayBefore, ...row.days] : [...row.days];
}

/** Where a row's patient stands on the day `now`, as the Monitoring page and the clinic's caseload show it. */
export interface RowStanding {
  status: MonitoringStatus;
  /** null until monitoring starts */
  progress: PeriodProgress | null;
  management: ManagementTotals;
  /** what is still needed this period and this month */
  work: WorkItem;
}

/**
 * A row's standing on the day `now` (in the patient's zone): minutes and contacts count only when the row is of
 * `month`, the viewer's month (none yet in a month nobody logged time in).
 */
export function rowStanding(row: OverviewRow, month: string, now: Date): RowStanding {
  const progress = row.periodStart ? periodProgress(row.periodStart, rowDataDays(row), dayKey(now, row.timeZone)) : null;
  const thisMonth = row.month === month;
  const management = totalsOf(thisMonth ? row : null, thisMonth ? row.contacts : 0);
  return { status: statusOf(progress), progress, management, work: workItem(progress, management) };
}
