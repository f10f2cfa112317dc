/**
 * Cloud Scheduler for the local stack: the Functions emulator fires no `onSchedule` function, so `npm start` calls the
 * emulator-only runScheduledJob trigger (functions/src/scheduledJobs.ts) for each job of SCHEDULED_JOBS at the instants
 * Cloud Scheduler would (every N minutes, on the clock's multiples of N, UTC), and `npm run reminders:tick` once.
 */
import { SCHEDULED_JOBS, type ScheduledJobName } from '@rehab/model/scheduledJobs';
import { PROJECT_ID, ports } from './stack';

/** The first instant at or after `now` on a job's cadence. */
export function nextSlot(now: number, everyMinutes: number): number {
  const period = everyMinutes * 60_000;
  return Math.ceil(now / period) * period;
}

function functionsOrigin(): string {
  return process.env.FUNCTIONS_EMULATOR_ORIGIN ?? `http://127.0.0.1:${ports().functions}`;
}

/** Runs a job once in the running emulators, for the instant `at`; resolves to the handler's answer. */
export async function runScheduledJob(job: ScheduledJobName, at: Date): Promise<unknown> {
  const url = `${functionsOrigin()}/${PROJECT_ID}/us-central1/runScheduledJob?${new URLSearchParams({ job, at: at.toISOString() })}`;
  const response = await fetch(url);
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${job} at ${at.toISOString()}: HTTP ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** Runs every scheduled job on its cadence until the process ends; a failed run is reported and the next one comes. */
export function startLocalScheduler(log: (message: string) => void = console.warn): void {
  for (const [job, { everyMinutes }] of Object.entries(SCHEDULED_JOBS) as [ScheduledJobName, { everyMinutes: number }][]) {
    const schedule = () => {
      const slot = nextSlot(Date.now() + 1, everyMinutes);
      setTimeout(() => {
        runScheduledJob(job, new Date(slot)).catch((error: unknown) => log(`Scheduled job ${String(error instanceof Error ? error.message : error)}`));
        schedule();
      }, slot - Date.now()).unref();
    };
    schedule();
  }
}
