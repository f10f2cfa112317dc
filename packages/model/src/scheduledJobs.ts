/**
 * The scheduled functions and their cadence: `onSchedule` in production; locally, where the Functions emulator
 * fires no schedule, `npm start` calls the emulator-only runScheduledJob trigger on the same cadence.
 */
import { LIMITS } from './limits';

export const SCHEDULED_JOBS = {
  purgeDeletedSessions: { everyMinutes: 24 * 60 },
  sendReminders: { everyMinutes: LIMITS.reminders.tickMinutes },
  evaluateTriageAlerts: { everyMinutes: 24 * 60 },
  /** ends the video visits whose participants went silent or whose window closed (their heartbeats come every 10 s) */
  closeVideoVisits: { everyMinutes: 1 },
  /** recomputes the aggregates of the recent past from their sources and reports what differed (functions/src/reconcile/) */
  reconcileAggregates: { everyMinutes: 24 * 60 },
  /**
   * applies the clinics' coverages whose period began or ended in the last `lookBackMinutes` (what the cover's care
   * rests on: overview rows, care flags, alerts' care teams; issue 51), several ticks each so that a late or lost tick
   * changes nothing; deletes those ended LIMITS.clinics.coverageKeepDays ago
   */
  applyClinicCoverages: { everyMinutes: 5, lookBackMinutes: 60 },
  /**
   * rebuilds the clinics' caseloads (issue 51) changed since their last build began, and those built more than
   * `rebuildAfterMinutes` ago (their verdicts are of a day)
   */
  buildClinicCaseloads: { everyMinutes: 1, rebuildAfterMinutes: 60 },
} as const;

export type ScheduledJobName = keyof typeof SCHEDULED_JOBS;

/** The schedule `onSchedule` takes (App Engine cron syntax). */
export function scheduleOf(job: ScheduledJobName): string {
  return `every ${SCHEDULED_JOBS[job].everyMinutes} minutes`;
}

export function isScheduledJob(name: string): name is ScheduledJobName {
  return Object.hasOwn(SCHEDULED_JOBS, name);
}
