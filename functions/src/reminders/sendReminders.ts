/**
 * The reminders run (issue 35), every LIMITS.reminders.tickMinutes: for every patient with reminders on, what
 * `dueReminders` says is due at `now` is sent at least once, and shown once. Each reminder's key (patient, day, kind)
 * is claimed before it is sent, as a lease (reminderSends/{key}: which run, until when) taken in a transaction: a run
 * skips a reminder already sent or whose lease is live, so overlapping runs send it once; a run that dies between the
 * claim and the record of its send leaves the lease to expire, and the next run while the reminder is still due (its
 * grace outlasts a few ticks) takes it over and sends it. If the first run had delivered it before dying, the patient
 * gets it twice through the same channels, which collapse it: every push of a reminder carries its kind, whose
 * notification tag (`reminder-${kind}`, public/push-worker.js) replaces the one shown, and its e-mail is queued under
 * the reminder's key, once.
 */
import { randomUUID } from 'node:crypto';
import { logger } from 'firebase-functions';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { Appointment, ReminderSettings } from '@rehab/model/collections';
import type { StoredScheduledWorkouts } from '../lib/collections';
import { db } from '../admin';
import { col, docRef } from '../lib/collections';
import {
  REMINDER_GRACE_MS,
  dayBounds,
  dueReminders,
  localDay,
  reminderPayload,
  shiftDay,
  type AppointmentTime,
  type DueReminder,
  type ReminderInputs,
} from '@rehab/model/reminders';
import { DEFAULT_RETRY_DELAYS_MS, pushToDevices, queueEmail, vapidPrivateKey, vapidPublicKey, type DeliveryOptions } from './delivery';
import { onScheduledJob } from '../lib/triggers';

const HOUR_MS = 60 * 60 * 1000;
/**
 * How long a run's claim holds: well beyond one send (a push's retries, an e-mail queued), well within a tick, so the
 * next run takes over the claim of a run that died.
 */
export const REMINDER_LEASE_MS = 10 * 60 * 1000;
const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

export interface SentReminder {
  patientId: string;
  kind: DueReminder['kind'];
  key: string;
  channel: 'push' | 'email' | 'none';
}

/** The days of a stored schedule that hold at least one workout. */
function workoutDays(schedule: StoredScheduledWorkouts | undefined): Set<string> {
  return new Set(
    Object.entries(schedule ?? {})
      .filter(([day, events]) => DAY_KEY.test(day) && typeof events === 'object' && Object.keys(events).length > 0)
      .map(([day]) => day),
  );
}

/** The patient's days (in his zone) with a session, from yesterday to today. */
async function sessionDays(patientUid: string, now: number, timeZone: string): Promise<Set<string>> {
  const today = localDay(now, timeZone);
  const [from] = dayBounds(shiftDay(today, -1), timeZone);
  const [, to] = dayBounds(today, timeZone);
  const sessions = await col('sessions')
    .where('userId', '==', patientUid)
    .where('date', '>=', Timestamp.fromMillis(from))
    .where('date', '<', Timestamp.fromMillis(to))
    .get();
  return new Set(sessions.docs.map((doc) => localDay(doc.data().date.toMillis(), timeZone)));
}

/** Booked appointments whose 24-hour or 1-hour reminder may be due at `now`, by patient. */
async function appointmentsByPatient(now: number): Promise<Map<string, AppointmentTime[]>> {
  const found = await col('appointments')
    .where('datetime', '>', Timestamp.fromMillis(now + HOUR_MS - REMINDER_GRACE_MS))
    .where('datetime', '<=', Timestamp.fromMillis(now + 24 * HOUR_MS))
    .get();
  const byPatient = new Map<string, AppointmentTime[]>();
  for (const doc of found.docs) {
    const appointment: Appointment = doc.data();
    const list = byPatient.get(appointment.userID) ?? [];
    list.push({ id: doc.id, at: appointment.datetime.toMillis() });
    byPatient.set(appointment.userID, list);
  }
  return byPatient;
}

/**
 * Takes the reminder's lease for this run: false when it went out already or another run's lease is live. A claim
 * stored before leases (no leaseUntil) and never sent counts as expired.
 */
async function claim(patientUid: string, reminder: DueReminder, now: number, runId: string): Promise<boolean> {
  const ref = docRef('reminderSends', reminder.key);
  return db.runTransaction(async (tx) => {
    const existing = (await tx.get(ref)).data();
    if (existing && (existing.channel !== null || (existing.leaseUntil?.toMillis() ?? 0) > now)) return false;
    tx.set(ref, {
      patientId: patientUid,
      kind: reminder.kind,
      day: reminder.day,
      claimedAt: existing?.claimedAt ?? Timestamp.fromMillis(now),
      claimedBy: runId,
      leaseUntil: Timestamp.fromMillis(now + REMINDER_LEASE_MS),
      attempts: (existing?.attempts ?? 0) + 1,
      sentAt: null,
      channel: null,
    });
    return true;
  });
}

async function send(patientUid: string, settings: ReminderSettings, email: string | undefined, reminder: DueReminder, options: DeliveryOptions) {
  await options.interrupt?.('claimed', patientUid, reminder.key);
  const payload = reminderPayload(reminder.kind);
  const pushed = settings.channels.push && (await pushToDevices(patientUid, payload, options));
  const emailed = !pushed && settings.channels.email && (await queueEmail(reminder.key, email, payload));
  const channel = pushed ? 'push' : emailed ? 'email' : 'none';
  await options.interrupt?.('delivered', patientUid, reminder.key);
  await docRef('reminderSends', reminder.key).update({ channel, sentAt: FieldValue.serverTimestamp() });
  if (channel !== 'none') {
    await docRef('reminderStatus', patientUid).set({ patientId: patientUid, lastSentAt: FieldValue.serverTimestamp() }, { merge: true });
  }
  return channel;
}

async function remindPatient(
  patientUid: string,
  settings: ReminderSettings,
  now: number,
  appointments: AppointmentTime[],
  runId: string,
  options: DeliveryOptions,
): Promise<SentReminder[]> {
  const [userSnap, scheduleSnap] = await Promise.all([docRef('users', patientUid).get(), docRef('scheduledWorkouts', patientUid).get()]);
  const user = userSnap.data();
  const timeZone = user?.timeZone ?? 'UTC';
  const inputs: ReminderInputs = { now, timeZone, preferences: settings, workoutDays: workoutDays(scheduleSnap.data()), sessionDays: new Set(), appointments };
  let due = dueReminders(patientUid, inputs);
  // Sessions are read only when a workout reminder would go out without them.
  if (due.some((reminder) => reminder.kind === 'daily' || reminder.kind === 'followUp')) {
    due = dueReminders(patientUid, { ...inputs, sessionDays: await sessionDays(patientUid, now, timeZone) });
  }
  const sent: SentReminder[] = [];
  for (const reminder of due) {
    if (!(await claim(patientUid, reminder, now, runId))) continue;
    const channel = await send(patientUid, settings, user?.email, reminder, options);
    sent.push({ patientId: patientUid, kind: reminder.kind, key: reminder.key, channel });
  }
  return sent;
}

/**
 * Sends every reminder due at `now` that is not sent and not claimed by a live lease; resolves to what this run sent.
 * A patient whose reminders fail does not hold up the others: the run fails after trying them all.
 */
export async function sendDueReminders(now: Date, options: DeliveryOptions): Promise<SentReminder[]> {
  const at = now.getTime();
  const runId = randomUUID();
  const [settings, appointments] = await Promise.all([col('reminderSettings').where('enabled', '==', true).get(), appointmentsByPatient(at)]);
  const outcomes = await Promise.allSettled(
    settings.docs.map((doc) => remindPatient(doc.id, doc.data(), at, appointments.get(doc.id) ?? [], runId, options)),
  );
  const failed = outcomes.flatMap((outcome, i) => (outcome.status === 'rejected' ? [{ patientId: settings.docs[i].id, error: String(outcome.reason) }] : []));
  if (failed.length > 0) {
    logger.error('Reminders failed; their leases expire for the next run', { runId, failed });
    throw new Error(`The reminders of ${failed.length} patient(s) failed: ${failed[0].error}`);
  }
  return outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? outcome.value : []));
}

/** The keys as the function's secrets give them. */
export function reminderDeliveryOptions(): DeliveryOptions {
  return { vapid: { publicKey: vapidPublicKey.value(), privateKey: vapidPrivateKey.value() }, retryDelaysMs: DEFAULT_RETRY_DELAYS_MS };
}

export const sendReminders = onScheduledJob('sendReminders', { secrets: [vapidPublicKey, vapidPrivateKey] }, async (event) => {
  await sendDueReminders(new Date(event.scheduleTime), reminderDeliveryOptions());
});
