import { Timestamp } from 'firebase-admin/firestore';

/**
 * Dates in the demo world are relative to the day the seed runs (local time),
 * so "last week", "today's appointments" and "upcoming workouts" always have
 * something to show. Only the day is taken from "now"; times of day are fixed.
 */
export class SeedClock {
  /** Local midnight of the day the seed runs. */
  readonly today: Date;

  constructor(now: Date) {
    this.today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  }

  /** A local date and time `days` days from today (negative: in the past). */
  at(days: number, hours = 0, minutes = 0, seconds = 0): Date {
    const t = this.today;
    return new Date(t.getFullYear(), t.getMonth(), t.getDate() + days, hours, minutes, seconds);
  }

  timestamp(days: number, hours = 0, minutes = 0, seconds = 0): Timestamp {
    return Timestamp.fromDate(this.at(days, hours, minutes, seconds));
  }

  /** 'YYYY-MM-DD' of a day relative to today, as the workout calendar keys it. */
  isoDate(days: number): string {
    const d = this.at(days);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  }
}

/** The timestamp `minutes` later (negative: earlier). */
export function addMinutes(timestamp: Timestamp, minutes: number): Timestamp {
  return Timestamp.fromMillis(timestamp.toMillis() + minutes * 60_000);
}
