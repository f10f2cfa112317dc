/**
 * The reminders run (issue 35), every LIMITS.reminders.tickMinutes: for every patient with reminders on, what
 * `dueReminders` says is due at `now` is sent once. Each reminder's key (patient, day, kind) is claimed in a
 * transaction before it is sent, so two overlapping runs, or a retried one, send it once; a run that dies between the
 * claim and the send loses that reminder rather than sending it twice.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import type { Appointment, ReminderSettings } from '@rehab/model/collections';
import type { StoredScheduledWorkouts } from '../lib/collections';
import { db } from '../admin';
import { col, docRef } from '../lib/collections';
import { scheduleOf } from '@rehab/model/scheduledJobs';
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

const HOUR_MS = 60 * 60 * 1000;
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

/** Claims a reminder's key: true for the one run that creates it. */
async function claim(patientUid: string, reminder: DueReminder, now: number): Promise<boolean> {
  const ref = docRef('reminderSends', reminder.key);
  return db.runTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) return false;
    tx.create(ref, { patientId: patientUid, kind: reminder.kind, day: reminder.day, claimedAt: Timestamp.fromMillis(now), channel: null });
    return true;
  });
}

async function send(patientUid: string, settings: ReminderSettings, email: string | undefined, reminder: DueReminder, options: DeliveryOptions) {
  const payload = reminderPayload(reminder.kind);
  const pushed = settings.channels.push && (await pushToDevices(patientUid, payload, options));
  const emailed = !pushed && settings.channels.email && (await queueEmail(reminder.key, email, payload));
  const channel = pushed ? 'push' : emailed ? 'email' : 'none';
  await docRef('reminderSends', reminder.key).update({ channel });
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
    if (!(await claim(patientUid, reminder, now))) continue;
    const channel = await send(patientUid, settings, user?.email, reminder, options);
    sent.push({ patientId: patientUid, kind: reminder.kind, key: reminder.key, channel });
  }
  return sent;
}

/** Sends every reminder due at `now` that no run has claimed yet; resolves to what this run sent. */
export async function sendDueReminders(now: Date, options: DeliveryOptions): Promise<SentReminder[]> {
  const at = now.getTime();
  const [settings, appointments] = await Promise.all([col('reminderSettings').where('enabled', '==', true).get(), appointmentsByPatient(at)]);
  const sent = await Promise.all(
    settings.docs.map((doc) => remindPatient(doc.id, doc.data(), at, appointments.get(doc.id) ?? [], options)),
  );
  return sent.flat();
}

/** The keys as the function's secrets give them. */
export function reminderDeliveryOptions(): DeliveryOptions {
  return { vapid: { publicKey: vapidPublicKey.value(), privateKey: vapidPrivateKey.value() }, retryDelaysMs: DEFAULT_RETRY_DELAYS_MS };
}

export const sendReminders = onSchedule({ schedule: scheduleOf('sendReminders'), secrets: [vapidPublicKey, vapidPrivateKey] }, async (event) => {
  await sendDueReminders(new Date(event.scheduleTime), reminderDeliveryOptions());
});
