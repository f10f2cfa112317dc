/**
 * When an assigned questionnaire is due, in the patient's days (users.timeZone): its occurrences fall on the
 * assignment's start day and, for a repeating schedule, every 7, 14 or 28 days after. An occurrence stays due until
 * it is answered or the next occurrence comes (a missed one is not carried over); a 'once' assignment stays due until
 * answered. A response's document id is `{assignmentId}_{occurrence day}`, so there is one per occurrence.
 */
import { localDay, shiftDay } from '../reminders';
import { SCHEDULE_INTERVAL_DAYS, type OutcomeSchedule } from './types';

const DAY_MS = 86_400_000;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The occurrence day ('YYYY-MM-DD') current on `today`, or null before the start day. */
export function currentOccurrence(startDay: string, schedule: OutcomeSchedule, today: string): string | null {
  const elapsed = daysBetween(startDay, today);
  if (elapsed < 0) return null;
  if (schedule === 'once') return startDay;
  const interval = SCHEDULE_INTERVAL_DAYS[schedule];
  return shiftDay(startDay, elapsed - (elapsed % interval));
}

/** The next occurrence after `today` (null for 'once' once it has started). */
export function nextOccurrence(startDay: string, schedule: OutcomeSchedule, today: string): string | null {
  const current = currentOccurrence(startDay, schedule, today);
  if (current === null) return startDay;
  return schedule === 'once' ? null : shiftDay(current, SCHEDULE_INTERVAL_DAYS[schedule]);
}

/** The id of the response to one occurrence of an assignment. */
export function responseIdOf(assignmentId: string, occurrenceDay: string): string {
  return `${assignmentId}_${occurrenceDay}`;
}

export interface DueInputs {
  assignmentId: string;
  startDay: string;
  schedule: OutcomeSchedule;
  active: boolean;
}

/**
 * The occurrence of an assignment due at `now` in the zone, or null: none has started, the assignment ended, or the
 * current occurrence was completed (`completedIds`: the ids of the patient's completed responses).
 */
export function dueOccurrence(assignment: DueInputs, now: number, timeZone: string, completedIds: ReadonlySet<string>): string | null {
  if (!assignment.active) return null;
  const occurrence = currentOccurrence(assignment.startDay, assignment.schedule, localDay(now, timeZone));
  return occurrence !== null && !completedIds.has(responseIdOf(assignment.assignmentId, occurrence)) ? occurrence : null;
}
