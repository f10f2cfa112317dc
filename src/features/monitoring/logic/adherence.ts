/**
 * Adherence: workouts scheduled on the plans calendar against sessions done,
 * per week (Monday to Sunday, in the patient's time zone), for the last weeks.
 */
import type { Monitoring, ScheduledWorkouts } from '@rehab/model/collections';
import { addDays, dayKeyToUtcNoon } from '@rehab/model/monitoring';

export const ADHERENCE_WEEKS = 12;

export interface AdherenceWeek {
  /** Monday ('YYYY-MM-DD') */
  start: string;
  /** workouts scheduled in the week up to today */
  scheduled: number;
  /** sessions recorded in the week */
  done: number;
}

/** The Monday of a day's week. */
export function weekStart(day: string): string {
  const weekday = (dayKeyToUtcNoon(day).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The last `weeks` weeks up to today's, oldest first. */
export function weeklyAdherence(schedule: ScheduledWorkouts | null, days: Monitoring['days'], today: string, weeks = ADHERENCE_WEEKS): AdherenceWeek[] {
  const first = addDays(weekStart(today), -7 * (weeks - 1));
  const result: AdherenceWeek[] = Array.from({ length: weeks }, (_, i) => ({ start: addDays(first, 7 * i), scheduled: 0, done: 0 }));
  const weekIndex = (day: string) => (day < first || day > today ? -1 : Math.floor((dayKeyToUtcNoon(day).getTime() - dayKeyToUtcNoon(first).getTime()) / (7 * 86_400_000)));
  for (const [day, events] of Object.entries(schedule ?? {})) {
    const index = weekIndex(day);
    if (index >= 0) result[index].scheduled += Object.keys(events ?? {}).length;
  }
  for (const [day, sessions] of Object.entries(days)) {
    const index = weekIndex(day);
    if (index >= 0) result[index].done += Object.keys(sessions ?? {}).length;
  }
  return result;
}

export interface AdherenceTotal {
  scheduled: number;
  /** sessions done, up to the number scheduled */
  doneOfScheduled: number;
  done: number;
}

/** Totals over some weeks: how many of the scheduled workouts were matched by a session. */
export function adherenceTotal(weeks: readonly AdherenceWeek[]): AdherenceTotal {
  return weeks.reduce(
    (total, week) => ({
      scheduled: total.scheduled + week.scheduled,
      doneOfScheduled: total.doneOfScheduled + Math.min(week.done, week.scheduled),
      done: total.done + week.done,
    }),
    { scheduled: 0, doneOfScheduled: 0, done: 0 },
  );
}
