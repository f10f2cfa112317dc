/**
 * The reminders run (functions/src/reminders/sendReminders.ts) on a controlled clock: the handler is called with an
 * explicit instant, as the scheduled function and `npm run reminders:tick` call it. Pushes go through the real
 * web-push library to a local HTTPS push endpoint that checks the VAPID token and decrypts each message (RFC 8291).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_PORTS } from '@rehab/model/emulatorPorts';
import { DEFAULT_REMINDER_PREFERENCES, reminderPayload, type ReminderKind, type ReminderPreferences } from '@rehab/model/reminders';
import type { DeliveryOptions } from '../../../functions/src/reminders/delivery';
import { REMINDER_LEASE_MS, sendDueReminders } from '../../../functions/src/reminders/sendReminders';
import { readLocalSecrets } from '../../../scripts/lib/localSecrets';
import { runScheduledJob } from '../../../scripts/lib/localScheduler';
import { adminDb } from '../support';
import { startPushEndpoint } from './pushEndpoint';
import { eventOrderSeed, seededRandom, shuffled } from './eventOrders';

const secrets = readLocalSecrets();
const OPTIONS: DeliveryOptions = {
  vapid: { publicKey: secrets.get('VAPID_PUBLIC_KEY')!, privateKey: secrets.get('VAPID_PRIVATE_KEY')! },
  retryDelaysMs: [10, 20],
};
/** How long the tests wait for a trigger's effect: the emulator delivers them late when the machine is busy. */
const TRIGGER_WAIT = { timeout: 120_000, interval: 100 };
const MINUTE_MS = 60_000;
const later = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * MINUTE_MS).toISOString();
const mailApi = `http://127.0.0.1:${process.env.MAIL_WEB_PORT ?? BASE_PORTS.mailWeb}/api/email`;
const DAY = '2030-06-10';
/** 18:00 in Paris that day: the default daily time. */
const DAILY_AT = '2030-06-10T16:00:00Z';
const FOLLOW_UP_AT = '2030-06-10T18:00:00Z';

let push: Awaited<ReturnType<typeof startPushEndpoint>>;
beforeAll(async () => {
  push = await startPushEndpoint();
});
afterAll(() => push.close());

/** A patient in Paris with a workout planned on DAY (its name must never reach a reminder) and reminders on. */
async function patient(preferences: Partial<ReminderPreferences> = {}) {
  const uid = `reminder-${randomUUID()}`;
  const email = `${uid}@example.test`;
  // The plan exists: the onScheduleWritten function takes a missing plan's events off the calendar.
  const planId = `plan-${uid}`;
  await adminDb.doc(`exerciseplan/${planId}`).set({ id: planId, name: 'Knee flexion', device: 'Knee Brace', exerciseArray: ['ex-1'], reps: [3], userID: uid, createdBy: 'dr-house' });
  const batch = adminDb.batch();
  batch.set(adminDb.doc(`users/${uid}`), { firstName: 'Pat', lastName: 'Ient', email, isAuthorized: true, devices: {}, sessions: [], timeZone: 'Europe/Paris' });
  batch.set(adminDb.doc(`scheduledWorkouts/${uid}`), {
    [DAY]: { e1: { name: 'Knee flexion after ACL surgery', isPublic: false, exerciseId: planId, doctorId: 'dr-house' } },
  });
  batch.set(adminDb.doc(`reminderSettings/${uid}`), { ...DEFAULT_REMINDER_PREFERENCES, ...preferences, updatedAt: Timestamp.now() });
  await batch.commit();
  return { uid, email };
}

async function subscribe(uid: string, status = 201) {
  const subscription = push.subscribe(status);
  await adminDb.doc(`pushSubscriptions/${uid}_${subscription.id}`).set({
    userId: uid,
    endpoint: subscription.endpoint,
    keys: subscription.keys,
    deviceLabel: 'Test browser',
    createdAt: Timestamp.now(),
  });
  return subscription;
}

/** One run at an instant: what it sent to this patient. */
async function run(at: string, uid: string, options: DeliveryOptions = OPTIONS) {
  return (await sendDueReminders(new Date(at), options)).filter((sent) => sent.patientId === uid);
}

/** Options whose run dies at `step` of this patient's reminder (of `kind`, or any) the first time `once` allows. */
function dyingAt(step: 'claimed' | 'delivered', uid: string, once: { died: boolean }, kind?: ReminderKind): DeliveryOptions {
  return {
    ...OPTIONS,
    interrupt: (at, patientUid, key) => {
      if (at !== step || patientUid !== uid || once.died || (kind && !key.endsWith(`_${kind}`))) return;
      once.died = true;
      throw new Error(`INVALID_ARGUMENT: Transaction is invalid or closed (injected at ${step})`);
    },
  };
}

/** The notification tag the service worker shows a pushed reminder under: it must be the same for every copy. */
function notificationTag(text: string): string {
  expect(readFileSync('public/push-worker.js', 'utf8')).toContain('tag: payload.kind ? `reminder-${payload.kind}` :');
  return `reminder-${(JSON.parse(text) as { kind: string }).kind}`;
}

async function mailsTo(address: string): Promise<{ subject: string }[]> {
  const response = await fetch(`${mailApi}?${new URLSearchParams({ 'to.address': address })}`);
  return (await response.json()) as { subject: string }[];
}

const pushesTo = (subscriptionId: string) => push.received.filter((message) => message.subscriptionId === subscriptionId);

describe('sendReminders', { timeout: 300_000 }, () => {
  it('sends one reminder and one follow-up on a day with workouts and no session, without health information', async () => {
    const { uid } = await patient();
    const device = await subscribe(uid);

    expect(await run('2030-06-10T15:45:00Z', uid)).toEqual([]);
    expect((await run(DAILY_AT, uid)).map(({ kind, channel }) => [kind, channel])).toEqual([['daily', 'push']]);
    expect(await run('2030-06-10T16:15:00Z', uid)).toEqual([]);
    expect((await run(FOLLOW_UP_AT, uid)).map(({ kind, channel }) => [kind, channel])).toEqual([['followUp', 'push']]);
    expect(await run('2030-06-10T18:15:00Z', uid)).toEqual([]);

    const messages = pushesTo(device.id);
    expect(push.errors).toEqual([]);
    expect(messages.map((message) => JSON.parse(message.text))).toEqual([reminderPayload('daily'), reminderPayload('followUp')]);
    expect(messages.every((message) => message.vapidKey === OPTIONS.vapid.publicKey)).toBe(true);
    for (const { text } of messages) expect(text).not.toMatch(/knee|flexion|\bACL\b|surgery|house|plan-/i);

    const status = (await adminDb.doc(`reminderStatus/${uid}`).get()).data();
    expect(status?.lastSentAt).toBeInstanceOf(Timestamp);
    expect(Object.keys(status ?? {}).filter((key) => key !== 'enabled').sort()).toEqual(['lastSentAt', 'patientId']);
    expect((await adminDb.doc(`reminderSends/${uid}_${DAY}_daily`).get()).get('channel')).toBe('push');
  });

  it('keeps the summary the doctors read in step with the settings (onReminderSettingsWritten)', async () => {
    const { uid } = await patient();
    const enabled = () => adminDb.doc(`reminderStatus/${uid}`).get().then((snap) => snap.get('enabled'));
    await expect.poll(enabled, TRIGGER_WAIT).toBe(true);
    await adminDb.doc(`reminderSettings/${uid}`).update({ enabled: false });
    await expect.poll(enabled, TRIGGER_WAIT).toBe(false);
    expect(await run(DAILY_AT, uid)).toEqual([]);
  });

  it('sends nothing once a session of that day is recorded', async () => {
    const { uid } = await patient();
    const device = await subscribe(uid);
    const sessionId = `session-${randomUUID()}`;
    await adminDb.doc(`sessions/${sessionId}`).set({
      id: sessionId,
      date: Timestamp.fromDate(new Date('2030-06-10T06:30:00Z')),
      userId: uid,
      devices: [],
      movements: [],
      notes: '',
      tags: [],
      removedTimePoints: [],
    });

    expect(await run(DAILY_AT, uid)).toEqual([]);
    expect(await run(FOLLOW_UP_AT, uid)).toEqual([]);
    expect(pushesTo(device.id)).toEqual([]);
  });

  it('sends a reminder once under two concurrent runs', async () => {
    const { uid } = await patient();
    const device = await subscribe(uid);

    const runs = await Promise.all([run(DAILY_AT, uid), run(DAILY_AT, uid), run('2030-06-10T16:05:00Z', uid)]);
    expect(runs.flat().map((sent) => sent.kind)).toEqual(['daily']);
    expect(pushesTo(device.id)).toHaveLength(1);
  });

  it('reminds of an appointment a day ahead, and not of a cancelled one', async () => {
    const { uid } = await patient();
    const device = await subscribe(uid);
    const appointment = adminDb.collection('appointments').doc();
    await appointment.set({ isOnline: true, doctorID: 'dr-1', userID: uid, datetime: Timestamp.fromDate(new Date('2030-06-12T10:00:00Z')), location: 'https://visit.example/room', inCare: true });

    expect((await run('2030-06-11T10:00:00Z', uid)).map((sent) => sent.kind)).toEqual(['appointment24h']);
    await appointment.delete();
    expect(await run('2030-06-12T09:00:00Z', uid)).toEqual([]);
    expect(pushesTo(device.id).map((message) => JSON.parse(message.text))).toEqual([reminderPayload('appointment24h')]);
  });

  it('removes a subscription its push service answers 410 for, and e-mails instead', async () => {
    const { uid } = await patient();
    const gone = await subscribe(uid, 410);

    expect((await run(DAILY_AT, uid)).map((sent) => sent.channel)).toEqual(['email']);
    expect(push.attempts.get(gone.id)).toBe(1);
    expect((await adminDb.doc(`pushSubscriptions/${uid}_${gone.id}`).get()).exists).toBe(false);
  });

  it('retries a failing push service with back-off, then falls back to e-mail', async () => {
    const { uid } = await patient();
    const failing = await subscribe(uid, 500);

    expect((await run(DAILY_AT, uid)).map((sent) => sent.channel)).toEqual(['email']);
    expect(push.attempts.get(failing.id)).toBe(1 + OPTIONS.retryDelaysMs.length);
    expect((await adminDb.doc(`pushSubscriptions/${uid}_${failing.id}`).get()).exists).toBe(true);
  });

  it('without a subscription, queues an e-mail with a fixed subject, delivered to the mail sink', async () => {
    const { uid, email } = await patient();

    const [sent] = await run(DAILY_AT, uid);
    expect(sent).toMatchObject({ kind: 'daily', channel: 'email' });
    const queued = adminDb.doc(`emails/reminder-${sent.key}`);
    expect((await queued.get()).get('to')).toBe(email);
    expect((await queued.get()).get('message.subject')).toBe(reminderPayload('daily').body);

    await expect.poll(async () => (await mailsTo(email)).map((mail) => mail.subject), TRIGGER_WAIT).toEqual([reminderPayload('daily').body]);
  });

  it('runs in the Functions emulator through runScheduledJob, as npm start and npm run reminders:tick call it', async () => {
    const { uid } = await patient();
    const answer = (await runScheduledJob('sendReminders', new Date(DAILY_AT))) as { job: string; at: string; result: { patientId: string; kind: string; channel: string }[] };
    expect(answer).toMatchObject({ job: 'sendReminders', at: new Date(DAILY_AT).toISOString() });
    expect(answer.result.filter((sent) => sent.patientId === uid).map(({ kind, channel }) => [kind, channel])).toEqual([['daily', 'email']]);
    expect(await runScheduledJob('purgeDeletedSessions', new Date('2000-01-01T00:00:00Z'))).toMatchObject({ job: 'purgeDeletedSessions', result: [] });
  });
});

describe('sendReminders at least once, shown once', { timeout: 300_000 }, () => {
  it('two concurrent runs, the claiming one dying after its claim: the next run after the lease sends the reminder', async () => {
    const { uid } = await patient();
    const device = await subscribe(uid);
    const once = { died: false };
    const dying = dyingAt('claimed', uid, once);

    const runs = await Promise.allSettled([run(DAILY_AT, uid, dying), run(DAILY_AT, uid, dying)]);
    expect(once.died).toBe(true);
    expect(runs.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(runs.flatMap((outcome) => (outcome.status === 'fulfilled' ? outcome.value : []))).toEqual([]);
    expect(pushesTo(device.id)).toEqual([]);

    // The lease is live: a run within it leaves the reminder alone.
    expect(await run(later(DAILY_AT, REMINDER_LEASE_MS / MINUTE_MS - 1), uid)).toEqual([]);
    // The next tick, after the lease: taken over and sent, once.
    expect((await run(later(DAILY_AT, 15), uid)).map(({ kind, channel }) => [kind, channel])).toEqual([['daily', 'push']]);
    expect(await run(later(DAILY_AT, 30), uid)).toEqual([]);
    expect(pushesTo(device.id).map((message) => JSON.parse(message.text))).toEqual([reminderPayload('daily')]);
    const record = (await adminDb.doc(`reminderSends/${uid}_${DAY}_daily`).get()).data();
    expect(record).toMatchObject({ channel: 'push', attempts: 2, claimedAt: Timestamp.fromDate(new Date(DAILY_AT)) });
    expect(record?.sentAt).toBeInstanceOf(Timestamp);
  });

  it('a run dying after the push, before its record: the next run pushes again under the same notification tag', async () => {
    const { uid } = await patient();
    const device = await subscribe(uid);
    await expect(run(DAILY_AT, uid, dyingAt('delivered', uid, { died: false }))).rejects.toThrow(/injected at delivered/);
    expect((await adminDb.doc(`reminderSends/${uid}_${DAY}_daily`).get()).get('channel')).toBeNull();

    expect((await run(later(DAILY_AT, 15), uid)).map((sent) => sent.channel)).toEqual(['push']);
    const messages = pushesTo(device.id);
    expect(messages).toHaveLength(2);
    expect(new Set(messages.map((message) => message.text))).toEqual(new Set([JSON.stringify(reminderPayload('daily'))]));
    expect(new Set(messages.map((message) => notificationTag(message.text)))).toEqual(new Set(['reminder-daily']));
  });

  it('a run dying after queueing the e-mail, before its record: the next run finds it queued, and one e-mail goes out', async () => {
    const { uid, email } = await patient();
    await expect(run(DAILY_AT, uid, dyingAt('delivered', uid, { died: false }))).rejects.toThrow(/injected at delivered/);
    const [sent] = await run(later(DAILY_AT, 15), uid);
    expect(sent).toMatchObject({ kind: 'daily', channel: 'email' });

    const queued = await adminDb.collection('emails').where('to', '==', email).get();
    expect(queued.docs.map((doc) => doc.id)).toEqual([`reminder-${sent.key}`]);
    await expect.poll(async () => (await adminDb.doc(`emails/reminder-${sent.key}`).get()).get('delivery.state'), TRIGGER_WAIT).toBe('SUCCESS');
    expect((await adminDb.doc(`emails/reminder-${sent.key}`).get()).get('delivery.attempts')).toBe(1);
    expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual([reminderPayload('daily').body]);
  });

  it('ticks late, shuffled, repeated and two at a time, some dying after their claim: each reminder goes out once', async () => {
    const seed = eventOrderSeed();
    const random = seededRandom(seed);
    const { uid } = await patient();
    const device = await subscribe(uid);
    const windows: [ReminderKind, string][] = [
      ['daily', DAILY_AT],
      ['followUp', FOLLOW_UP_AT],
    ];
    // Four ticks in each reminder's hour of grace, each run twice, in a seeded order.
    const ticks = shuffled(
      windows.flatMap(([, at]) => [0, 15, 30, 45].flatMap((minutes) => [later(at, minutes), later(at, minutes)])),
      random,
    );
    // The first claim of each kind dies, on a tick with a later one in the grace to take it over.
    const deaths = new Map(windows.map(([kind]) => [kind, { died: false, at: '' }]));
    const optionsAt = (at: string): DeliveryOptions => ({
      ...OPTIONS,
      interrupt: (step, patientUid, key) => {
        const kind = windows.find(([k]) => key.endsWith(`_${k}`))?.[0];
        const death = kind && deaths.get(kind);
        const lastTick = windows.find(([k]) => k === kind)?.[1];
        if (step !== 'claimed' || patientUid !== uid || !death || death.died || !lastTick || at >= later(lastTick, 45)) return;
        Object.assign(death, { died: true, at });
        throw new Error(`injected death at ${at}`);
      },
    });
    for (let i = 0; i < ticks.length; i += 2) {
      await Promise.allSettled(ticks.slice(i, i + 2).map((at) => run(at, uid, optionsAt(at))));
    }
    // The scheduler's next tick after each death (a repeat of one already fed, as likely as not).
    for (const { died, at } of deaths.values()) if (died) await run(later(at, 15), uid);

    const kinds = pushesTo(device.id).map((message) => (JSON.parse(message.text) as { kind: string }).kind);
    expect(kinds.sort(), `seed ${seed}`).toEqual(['daily', 'followUp']);
    for (const [kind] of windows) {
      expect((await adminDb.doc(`reminderSends/${uid}_${DAY}_${kind}`).get()).get('channel'), `seed ${seed}, ${kind}`).toBe('push');
    }
  });
});
