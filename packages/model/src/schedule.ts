/**
 * A patient's schedule (scheduledWorkouts/{patientUid}) as data: shared by the
 * plans feature, the deleteExercisePlan function, which takes a deleted
 * plan off every calendar, and the onScheduleWritten function, which keeps the
 * plans' reverse index.
 */
import type { ScheduledEvent, ScheduledWorkouts } from './collections';

export interface CalendarEntry {
  eventId: string;
  date: string;
  event: ScheduledEvent;
}

/** Every scheduled event of a patient, by date. */
export function scheduleEntries(schedule: ScheduledWorkouts | null): CalendarEntry[] {
  return Object.entries(schedule ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([date, events]) => Object.entries(events).map(([eventId, event]) => ({ eventId, date, event })));
}

/** The schedule without an event; a date left with no events is removed. */
export function withoutEvent(schedule: ScheduledWorkouts, date: string, eventId: string): ScheduledWorkouts {
  const { [eventId]: removed, ...rest } = schedule[date] ?? {};
  if (!removed) return schedule;
  const { [date]: _dateEntry, ...otherDates } = schedule;
  return Object.keys(rest).length > 0 ? { ...otherDates, [date]: rest } : otherDates;
}

/** The schedule without any event of a plan. */
export function withoutPlan(schedule: ScheduledWorkouts, planId: string): ScheduledWorkouts {
  return scheduleEntries(schedule)
    .filter(({ event }) => event.exerciseId === planId)
    .reduce((next, { date, eventId }) => withoutEvent(next, date, eventId), schedule);
}

/**
 * A patient's entry of the reverse index scheduledWorkoutsByExercise/{planId}:
 * date -> event ids of that plan, derived from the patient's schedule (kept by the onScheduleWritten function).
 */
export function reverseIndexEntry(schedule: ScheduledWorkouts, planId: string): Record<string, string[]> {
  const entry: Record<string, string[]> = {};
  for (const { date, eventId, event } of scheduleEntries(schedule)) {
    if (event.exerciseId === planId) (entry[date] ??= []).push(eventId);
  }
  return entry;
}

