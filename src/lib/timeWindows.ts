/**
 * The statistics time windows of the specification, shared by the post-session
 * charts and the patient statistics:
 * - 0 last week: 7 days including today, one bucket per day;
 * - 1 last month: 31 days including today, one bucket per day;
 * - 2 last 6 months: 26 weeks aligned to weeks (Sunday to Saturday), one bucket per week;
 * - 3 last year: 12 months including the current one, one bucket per month.
 * All dates are local calendar dates.
 */
export const STATS_WINDOW_CODES = [0, 1, 2, 3] as const;
export type StatsWindowCode = (typeof STATS_WINDOW_CODES)[number];

export type BucketKind = 'day' | 'week' | 'month';

export interface TimeBucket {
  /** first instant of the bucket (local midnight) */
  start: Date;
  /** first instant after the bucket */
  end: Date;
}

export interface StatsWindow {
  kind: BucketKind;
  start: Date;
  end: Date;
  buckets: TimeBucket[];
}

function midnight(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

function addMonths(date: Date, months: number): Date {
  return new Date(date.getFullYear(), date.getMonth() + months, 1);
}

function dayBuckets(today: Date, count: number): TimeBucket[] {
  return Array.from({ length: count }, (_, i) => {
    const start = addDays(today, i - count + 1);
    return { start, end: addDays(start, 1) };
  });
}

export function statsWindow(code: StatsWindowCode, now: Date): StatsWindow {
  const today = midnight(now);
  let kind: BucketKind;
  let buckets: TimeBucket[];
  switch (code) {
    case 0:
      kind = 'day';
      buckets = dayBuckets(today, 7);
      break;
    case 1:
      kind = 'day';
      buckets = dayBuckets(today, 31);
      break;
    case 2: {
      kind = 'week';
      const thisWeek = addDays(today, -today.getDay());
      buckets = Array.from({ length: 26 }, (_, i) => {
        const start = addDays(thisWeek, (i - 25) * 7);
        return { start, end: addDays(start, 7) };
      });
      break;
    }
    case 3: {
      kind = 'month';
      const thisMonth = new Date(today.getFullYear(), today.getMonth(), 1);
      buckets = Array.from({ length: 12 }, (_, i) => {
        const start = addMonths(thisMonth, i - 11);
        return { start, end: addMonths(start, 1) };
      });
      break;
    }
  }
  return { kind, start: buckets[0].start, end: buckets[buckets.length - 1].end, buckets };
}

/** The bucket a moment falls in, or -1 outside the window. */
export function bucketIndexOf(window: StatsWindow, date: Date): number {
  const t = date.getTime();
  if (t < window.start.getTime() || t >= window.end.getTime()) return -1;
  return window.buckets.findIndex((b) => t >= b.start.getTime() && t < b.end.getTime());
}

const pad = (n: number) => String(n).padStart(2, '0');

/** MM/DD/YYYY */
export function usDate(date: Date): string {
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

/**
 * A bucket's label: a date for days, 'MM/DD/YYYY - MM/DD/YYYY' for weeks and
 * the month's name (in the given language) for months.
 */
export function bucketLabel(kind: BucketKind, bucket: TimeBucket, locale: string): string {
  switch (kind) {
    case 'day':
      return usDate(bucket.start);
    case 'week':
      return `${usDate(bucket.start)} - ${usDate(addDays(bucket.end, -1))}`;
    case 'month':
      return new Intl.DateTimeFormat(locale, { month: 'long' }).format(bucket.start);
  }
}

/** The axis shows only the first three letters of a month's name. */
export function axisLabel(kind: BucketKind, label: string): string {
  return kind === 'month' ? label.slice(0, 3) : label;
}
