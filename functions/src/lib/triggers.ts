/**
 * The Firestore triggers that keep documents (aggregates, flags, projections) and the Storage triggers are declared here: always with
 * `retry: true`, and their handler run again in the same invocation when it fails on a transient Firestore error; and
 * the scheduled jobs, retried by the scheduler when a run fails.
 *
 * Why both: production redelivers a failed event (retry: true), the emulators never do. Under load the emulator's
 * transactions give up on their locks ("Transaction lock timeout", ABORTED), and an event lost that way would leave its
 * document stale until the daily reconcile job, and a test waiting for the effect would fail only on a slower machine.
 * Every handler rebuilds its document from the sources as they are, so running it again is safe everywhere.
 */
import { logger, type ParamsOf } from 'firebase-functions/v2';
import { onDocumentWritten as firestoreOnDocumentWritten, type Change, type DocumentOptions, type DocumentSnapshot, type FirestoreEvent } from 'firebase-functions/v2/firestore';
import { onSchedule, type ScheduledEvent, type ScheduleOptions } from 'firebase-functions/v2/scheduler';
import { onObjectFinalized as storageOnObjectFinalized, type StorageEvent, type StorageOptions } from 'firebase-functions/v2/storage';
import { scheduleOf, type ScheduledJobName } from '@rehab/model/scheduledJobs';

/** gRPC codes worth another attempt: ABORTED (a transaction lost its locks), DEADLINE_EXCEEDED, UNAVAILABLE, RESOURCE_EXHAUSTED. */
const TRANSIENT_CODES = new Set<unknown>([10, 4, 14, 8, 'aborted', 'deadline-exceeded', 'unavailable', 'resource-exhausted']);

/**
 * INVALID_ARGUMENT for a transaction that is gone: "transaction has expired" from Firestore (its SDK retries that one
 * itself), "Transaction is invalid or closed" from the emulator, which drops a busy transaction so (its SDK does not).
 */
const EXPIRED_TRANSACTION = /transaction has expired|transaction is invalid or closed/i;

export function isTransientFirestoreError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : '';
  return TRANSIENT_CODES.has(code) || /lock timeout|contention/i.test(text) || (code === 3 && EXPIRED_TRANSACTION.test(text));
}

/** Waits before attempts 2, 3, 4 and 5 (ms): about 15 s in all, well inside a trigger's 60 s. */
export const TRANSIENT_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000] as const;

/** Runs `attempt` until it succeeds, a non-transient error, or the delays run out (then the last error is thrown). */
export async function withTransientRetries<T>(
  attempt: () => Promise<T>,
  label: string,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let index = 0; ; index++) {
    try {
      return await attempt();
    } catch (error) {
      const delay = TRANSIENT_RETRY_DELAYS_MS[index];
      if (delay === undefined || !isTransientFirestoreError(error)) throw error;
      logger.warn('A trigger met a transient Firestore error: running it again', { trigger: label, attempt: index + 1, error: String(error) });
      await sleep(delay + Math.floor(Math.random() * 250));
    }
  }
}

export type WrittenEvent<Document extends string> = FirestoreEvent<Change<DocumentSnapshot> | undefined, ParamsOf<Document>>;

/** firebase-functions' onDocumentWritten with `retry: true` and the in-process retries above. */
export function onDocumentWritten<Document extends string>(
  options: Omit<DocumentOptions<Document>, 'retry'> & { retry: true },
  handler: (event: WrittenEvent<Document>) => Promise<unknown>,
) {
  return firestoreOnDocumentWritten<Document>(options, (event) => withTransientRetries(() => handler(event), String(options.document)));
}

/** firebase-functions' onObjectFinalized (a file uploaded to Storage) with `retry: true` and the in-process retries above. */
export function onObjectFinalized(options: Omit<StorageOptions, 'retry'> & { retry: true }, handler: (event: StorageEvent) => Promise<unknown>) {
  return storageOnObjectFinalized(options, (event) => withTransientRetries(() => handler(event), `storage: ${event.data.name}`));
}

/** A failed run of a scheduled job is run again (Cloud Scheduler's retries) this many times. */
export const SCHEDULED_JOB_RETRIES = 3;

/**
 * firebase-functions' onSchedule for a job of SCHEDULED_JOBS: on its cadence, retried when a run fails (every job is
 * idempotent: it recomputes from its sources, or claims its work first), and run again in the same invocation on a
 * transient Firestore error as a trigger is. Locally npm start's scheduler calls the same handler
 * (functions/src/scheduledJobs.ts).
 */
export function onScheduledJob(job: ScheduledJobName, options: Omit<ScheduleOptions, 'schedule' | 'retryCount'>, handler: (event: ScheduledEvent) => Promise<unknown>) {
  return onSchedule({ ...options, schedule: scheduleOf(job), retryCount: SCHEDULED_JOB_RETRIES }, async (event) => {
    await withTransientRetries(() => handler(event), job);
  });
}
