/**
 * Calendar days of remote therapeutic monitoring, shared by the app, the Cloud
 * Functions that keep `monitoring/{patient}.days` and the seed. A day is a
 * 'YYYY-MM-DD' key in the patient's time zone; arithmetic on keys is done on
 * the calendar (UTC noon of the key), so daylight-saving changes never make a
 * day count twice or vanish.
 */
import type { Monitoring } from './collections';

/** The time zone days are counted in until a doctor sets the patient's own. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** A monitoring period is 30 days; the next one follows on the day after. */
export const PERIOD_DAYS = 30;

const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the runtime knows this IANA time zone. */
export function isTimeZone(value: string): boolean {
  try {
    formatterFor(value);
    return true;
  } catch {
    return false;
  }
}

/** The calendar day ('YYYY-MM-DD') of an instant in a time zone. */
export function dayKey(instant: Date | number, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * Builds a time zone's day formatter before a page first counts days in it, while the page waits for its data:
 * a time zone's first formatter loads its data, tens of milliseconds of a phone's main thread.
 */
export function prepareDayKey(timeZone: string): void {
  dayKey(0, timeZone);
}

const pad = (n: number) => String(n).padStart(2, '0');

function keyOfUtcDate(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Noon UTC of a day key: a stable point for calendar arithmetic. */
export function dayKeyToUtcNoon(key: string): Date {
  const [year, month, day] = key.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day, 12));
}

/** The day `days` after (negative: before) a day key. */
export function addDays(key: string, days: number): string {
  return keyOfUtcDate(new Date(dayKeyToUtcNoon(key).getTime() + days * DAY_MS));
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayKeyToUtcNoon(to).getTime() - dayKeyToUtcNoon(from).getTime()) / DAY_MS);
}

/** 'YYYY-MM' of a day key. */
export function monthOfDay(key: string): string {
  return key.slice(0, 7);
}

/** The day keys on which a patient recorded at least one session. */
export function dataDayKeys(days: Monitoring['days']): string[] {
  return Object.keys(days)
    .filter((key) => Object.keys(days[key] ?? {}).length > 0)
    .sort();
}

/** The per-day summary of sessions: day -> session id -> true. */
export function daysOfSessions(sessions: readonly { id: string; date: Date }[], timeZone: string): Monitoring['days'] {
  const days: Monitoring['days'] = {};
  for (const session of sessions) (days[dayKey(session.date, timeZone)] ??= {})[session.id] = true;
  return days;
}
