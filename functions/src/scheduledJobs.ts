/**
 * runScheduledJob: the local stack's stand-in for Cloud Scheduler, which the Functions emulator lacks. Exported only
 * inside the emulator (FUNCTIONS_EMULATOR), so it is never deployed: `npm start` calls it on each job's cadence
 * (SCHEDULED_JOBS), and `npm run reminders:tick -- --at <ISO time>` and `npm run reconcile` once, running the same
 * handler as the scheduled function for that instant.
 */
import { onRequest } from 'firebase-functions/v2/https';
import { isScheduledJob, type ScheduledJobName } from '@rehab/model/scheduledJobs';
import { buildChangedCaseloads } from './clinics/caseload';
import { applyCoverageChanges } from './clinics/coverage';
import { reconcileAllAggregates } from './reconcile/job';
import { vapidPrivateKey, vapidPublicKey } from './reminders/delivery';
import { reminderDeliveryOptions, sendDueReminders } from './reminders/sendReminders';
import { purgeExpiredSessions } from './sessions/purge';
import { evaluateAllAlerts } from './triage/evaluate';
import { closeStaleVisits } from './videoVisits/visitRecord';

const HANDLERS: Record<ScheduledJobName, (now: Date) => Promise<unknown>> = {
  purgeDeletedSessions: purgeExpiredSessions,
  sendReminders: (now) => sendDueReminders(now, reminderDeliveryOptions()),
  evaluateTriageAlerts: evaluateAllAlerts,
  closeVideoVisits: closeStaleVisits,
  reconcileAggregates: reconcileAllAggregates,
  applyClinicCoverages: applyCoverageChanges,
  buildClinicCaseloads: buildChangedCaseloads,
};

export const runScheduledJob =
  process.env.FUNCTIONS_EMULATOR === 'true'
    ? // As long and as large as the longest job may run (reconcileAggregates): the emulator ends a call at its timeout.
      onRequest({ secrets: [vapidPublicKey, vapidPrivateKey], timeoutSeconds: 540, memory: '1GiB' }, async (request, response) => {
        const job = String(request.query.job ?? '');
        const now = request.query.at === undefined ? new Date() : new Date(String(request.query.at));
        if (!isScheduledJob(job) || Number.isNaN(now.getTime())) {
          response.status(400).json({ error: 'usage: ?job=<scheduled job>&at=<ISO time, optional>' });
          return;
        }
        response.json({ job, at: now.toISOString(), result: await HANDLERS[job](now) });
      })
    : undefined;
