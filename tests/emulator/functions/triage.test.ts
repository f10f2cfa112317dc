/**
 * The triage alerts against the emulators: the functions open and close them from the patient's records (only that
 * patient's), and a doctor of his care team acknowledges, snoozes and sets thresholds through the callables.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { TriageAlert } from '@rehab/model/collections';
import { addDays, dayKey } from '@rehab/model/monitoring';
import { TRIAGE_ALERT_KINDS, triageAlertId } from '@rehab/model/triage';
import { evaluatePatientAlerts } from '../../../functions/src/triage/evaluate';
import { runScheduledJob } from '../../../scripts/lib/localScheduler';
import { adminDb } from '../support';
import { arrangeCare, doctorClient, doctorRecord, patientClient, refusalOf, uniqueId, type Client } from './callers';
import { DELIVERIES, deliverySchedule, eventOrderSeed, seededRandom } from './eventOrders';

const DAY_MS = 86_400_000;

/** Waits until the patient's alert of this kind satisfies `done` (the triggers run asynchronously). */
async function alertWhen(patientId: string, kind: TriageAlert['kind'], done: (alert: TriageAlert | undefined) => boolean) {
  const deadline = Date.now() + 100_000;
  for (;;) {
    const alert = (await adminDb.doc(`triageAlerts/${triageAlertId(patientId, kind)}`).get()).data() as TriageAlert | undefined;
    if (done(alert)) return alert;
    if (Date.now() > deadline) throw new Error(`the ${kind} alert never got there: ${JSON.stringify(alert)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A knee session `daysAgo` days ago (noon UTC) with its post-session summary's largest knee angle. */
async function kneeSession(patientId: string, daysAgo: number, kneeMax: number): Promise<string> {
  const sessionId = uniqueId('session');
  const date = Timestamp.fromMillis(Date.now() - daysAgo * DAY_MS);
  await adminDb.doc(`postsessions/${uniqueId('summary')}`).set({
    userId: patientId,
    sessionId,
    startTime: date,
    entries: [{ deviceType: 'Knee Brace', side: 'Left', repetitions: 10, kneeMax }],
  });
  await adminDb.doc(`sessions/${sessionId}`).set({ userId: patientId, date, devices: [], movements: [], notes: '', tags: [], removedTimePoints: [] });
  return sessionId;
}

/** Workouts of a plan (which must exist: a calendar event of a deleted plan is taken off) on days before today. */
async function scheduleWorkouts(patientId: string, doctorId: string, daysAgo: number[]): Promise<void> {
  const planId = uniqueId('plan');
  await adminDb.doc(`exerciseplan/${planId}`).set({ name: 'Knee', isPublic: false, createdBy: doctorId, exercises: {} });
  const today = dayKey(Date.now(), 'UTC');
  const events = Object.fromEntries(daysAgo.map((ago, i) => [addDays(today, -ago), { [`e${i}`]: { name: 'Knee', isPublic: false, exerciseId: planId, doctorId } }]));
  await adminDb.doc(`scheduledWorkouts/${patientId}`).set(events);
}

async function patientInCareOf() {
  const patient = await patientClient();
  const doctor = await doctorClient({ granted: [patient.uid] });
  return { patient, doctor };
}

describe('triage alerts', { timeout: 180_000 }, () => {
  it('a session that regresses range of motion opens exactly one alert, and a later good session closes it', async () => {
    const { patient, doctor } = await patientInCareOf();
    for (const daysAgo of [20, 16, 12, 9]) await kneeSession(patient.uid, daysAgo, 100);
    const regressed = await kneeSession(patient.uid, 1, 80);
    const alert = await alertWhen(patient.uid, 'romRegression', (a) => a?.evidence.records.some((record) => record.id === regressed) === true);
    // The evidence names each session with its day and angle: the inbox links each to its chart.
    expect(alert?.evidence.records).toContainEqual({ type: 'session', id: regressed, role: 'recent', day: dayKey(Date.now() - DAY_MS, 'UTC'), sessionId: regressed, value: 80 });
    expect(alert).toMatchObject({
      patientId: patient.uid,
      status: 'open',
      careTeam: [doctor.uid],
      evidence: { values: { sensor: 'Knee Brace Left', recentMedian: 80, baselineMedian: 100, drop: 20, romDropDegrees: 10 } },
    });
    const alerts = await adminDb.collection('triageAlerts').where('patientId', '==', patient.uid).get();
    expect(alerts.docs.map((d) => d.get('kind'))).toEqual(['romRegression']);

    // The doctor's inbox query finds it (the rules matrix holds who may run it).
    const inbox = await adminDb.collection('triageAlerts').where('careTeam', 'array-contains', doctor.uid).get();
    expect(inbox.docs.map((d) => d.id)).toEqual([triageAlertId(patient.uid, 'romRegression')]);

    await kneeSession(patient.uid, 0, 100);
    await kneeSession(patient.uid, 0, 100);
    expect(await alertWhen(patient.uid, 'romRegression', (a) => a === undefined)).toBeUndefined();
  });

  it('opens a no-session alert from the schedule, in the patient\'s days, through the daily run', async () => {
    const { patient, doctor } = await patientInCareOf();
    await scheduleWorkouts(patient.uid, doctor.uid, [2]);
    const alert = await alertWhen(patient.uid, 'noSessions', (a) => a !== undefined);
    expect(alert?.evidence.values).toMatchObject({ lastSessionDay: '', scheduledDays: addDays(dayKey(Date.now(), 'UTC'), -2) });
    const answer = (await runScheduledJob('evaluateTriageAlerts', new Date())) as { result: { patients: number } };
    expect(answer.result.patients).toBeGreaterThan(0);
    await kneeSession(patient.uid, 0, 90);
    await alertWhen(patient.uid, 'noSessions', (a) => a === undefined);
  });

  it('acknowledging writes the history and at most 5 minutes of management time, once; snoozing and refusals', async () => {
    const { patient, doctor } = await patientInCareOf();
    const stranger = await doctorClient();
    await scheduleWorkouts(patient.uid, doctor.uid, [1, 3]);
    const alertId = triageAlertId(patient.uid, 'noSessions');
    await alertWhen(patient.uid, 'noSessions', (a) => a !== undefined);

    expect(await refusalOf(stranger.call('openTriageAlert', { alertId }))).toMatchObject({ code: 'functions/permission-denied' });
    expect(await refusalOf(patient.call('acknowledgeTriageAlert', { alertId, note: '' }))).toMatchObject({ code: 'functions/permission-denied' });
    expect(await refusalOf(doctor.call('snoozeTriageAlert', { alertId, days: 2 }))).toMatchObject({ code: 'functions/invalid-argument' });

    const snoozed = await doctor.call<unknown, { until: number }>('snoozeTriageAlert', { alertId, days: 3 });
    expect(snoozed.data.until).toBeGreaterThan(Date.now() + 2.9 * DAY_MS);
    const snoozedAlert = (await adminDb.doc(`triageAlerts/${alertId}`).get()).data() as TriageAlert;
    expect(snoozedAlert.status).toBe('snoozed');
    expect(snoozedAlert.snoozedEvidence).toEqual(snoozedAlert.evidence);

    await doctor.call('openTriageAlert', { alertId });
    // Opened six minutes ago: the time counts at most 5 minutes.
    await adminDb.doc(`triageAlerts/${alertId}`).update({ [`openedBy.${doctor.uid}`]: Timestamp.fromMillis(Date.now() - 6 * 60_000) });
    const first = await doctor.call<unknown, { seconds: number }>('acknowledgeTriageAlert', { alertId, note: 'Called him: knee pain, resting two days.' });
    expect(first.data.seconds).toBe(300);
    const again = await doctor.call<unknown, { seconds: number }>('acknowledgeTriageAlert', { alertId, note: 'twice' });
    expect(again.data.seconds).toBe(0);

    const acknowledged = (await adminDb.doc(`triageAlerts/${alertId}`).get()).data() as TriageAlert;
    expect(acknowledged).toMatchObject({ status: 'acknowledged', acknowledged: { uid: doctor.uid, name: 'Dana Doctor', note: 'Called him: knee pain, resting two days.' }, openedBy: {} });
    // The evidence as acknowledged is kept with the act: what a worse reading is compared with.
    expect(acknowledged.acknowledged?.evidence).toEqual(acknowledged.evidence);
    expect(acknowledged).toMatchObject({ snoozedUntil: null, snoozedEvidence: null, reopened: null });
    const history = await adminDb.collection('auditLog').where('patientUid', '==', patient.uid).where('action', '==', 'triage.alertAcknowledged').get();
    expect(history.docs.map((d) => d.get('changes.note.after'))).toEqual(['Called him: knee pain, resting two days.']);
    const months = await adminDb.collection('managementTime').where('doctorId', '==', doctor.uid).where('patientId', '==', patient.uid).get();
    const entries = months.docs.flatMap((d) => Object.values(d.get('entries') as Record<string, { seconds: number; source: string }>));
    expect(entries).toEqual([expect.objectContaining({ seconds: 300, source: 'server', activity: 'dashboard' })]);
  });

  it('thresholds: a doctor of the patient changes them (audited), within their ranges; the alerts follow', async () => {
    const { patient, doctor } = await patientInCareOf();
    const stranger = await doctorClient();
    expect(await refusalOf(stranger.call('setTriageThresholds', { patientId: patient.uid, thresholds: { painAtLeast: 8 } }))).toMatchObject({ code: 'functions/permission-denied' });
    expect(await refusalOf(doctor.call('setTriageThresholds', { patientId: patient.uid, thresholds: { painAtLeast: 11 } }))).toMatchObject({ code: 'functions/invalid-argument' });
    expect(await refusalOf(doctor.call('setTriageThresholds', { patientId: patient.uid, thresholds: { unknown: 1 } }))).toMatchObject({ code: 'functions/invalid-argument' });

    // The last session four days ago: three days without one under the default, not under a threshold of five.
    await kneeSession(patient.uid, 4, 90);
    await scheduleWorkouts(patient.uid, doctor.uid, [2]);
    await alertWhen(patient.uid, 'noSessions', (a) => a !== undefined);
    await doctor.call('setTriageThresholds', { patientId: patient.uid, thresholds: { noSessionDays: 5 } });
    await alertWhen(patient.uid, 'noSessions', (a) => a === undefined);
    const stored = await adminDb.doc(`triageThresholds/${patient.uid}`).get();
    expect(stored.data()).toMatchObject({ patientId: patient.uid, thresholds: { noSessionDays: 5 }, updatedBy: doctor.uid });
    const history = await adminDb.collection('auditLog').where('patientUid', '==', patient.uid).where('action', '==', 'triage.thresholdsChanged').get();
    expect(history.size).toBe(1);
  });

  it('a doctor whose care ended leaves the alert\'s team; with nobody caring for the patient, it closes', async () => {
    const { patient, doctor } = await patientInCareOf();
    await scheduleWorkouts(patient.uid, doctor.uid, [2]);
    await alertWhen(patient.uid, 'noSessions', (a) => a?.careTeam.includes(doctor.uid) === true);
    await adminDb.doc(`careRelationships/${patient.uid}_${doctor.uid}`).update({ state: 'ended' });
    await alertWhen(patient.uid, 'noSessions', (a) => a === undefined);
  });
});

/** The patient's alerts as the inbox shows them, without the time each was opened (which depends on who came first). */
async function alertsOf(patientId: string) {
  const alerts = await Promise.all(TRIAGE_ALERT_KINDS.map((kind) => adminDb.doc(`triageAlerts/${triageAlertId(patientId, kind)}`).get()));
  return alerts.flatMap((snapshot) => {
    const alert = snapshot.data() as TriageAlert | undefined;
    return alert ? [{ kind: alert.kind, status: alert.status, careTeam: alert.careTeam, evidence: alert.evidence }] : [];
  });
}

describe('triage alerts from the records, whatever the delivery of their events', { timeout: 300_000 }, () => {
  const seed = eventOrderSeed();
  const HOUR_MS = 3_600_000;

  /**
   * Two sessions of one day, pain 2 after the first and 8 after the second (the first's check-in then edited to 3):
   * written as the app would, each write followed by the evaluations `delivery` says (evaluatePatientAlerts, what
   * each trigger runs), and for lost ones by the daily run's.
   */
  async function play(delivery: (typeof DELIVERIES)[number], laterIdSortsFirst: boolean, now: number) {
    const random = seededRandom(seed + DELIVERIES.indexOf(delivery) * 2 + Number(laterIdSortsFirst));
    const [patientId, doctorId] = [uniqueId('patient'), uniqueId('doctor')];
    await doctorRecord(doctorId);
    const ids = [uniqueId('session'), uniqueId('session')].sort();
    const [earlier, later] = laterIdSortsFirst ? [ids[1], ids[0]] : ids;
    const at = (hoursAgo: number) => Timestamp.fromMillis(now - hoursAgo * HOUR_MS);
    const session = (hoursAgo: number) => ({ userId: patientId, date: at(hoursAgo), devices: [], movements: [], notes: '', tags: [], removedTimePoints: [] });
    const checkIn = (sessionId: string, pain: number, createdHoursAgo: number, updatedHoursAgo = createdHoursAgo) => ({
      patientId,
      sessionId,
      pain,
      effort: 5,
      createdAt: at(createdHoursAgo),
      updatedAt: at(updatedHoursAgo),
    });
    const writes = [
      () => arrangeCare(patientId, doctorId),
      () => adminDb.doc(`sessions/${earlier}`).set(session(3)),
      () => adminDb.doc(`outcomeCheckIns/${earlier}`).set(checkIn(earlier, 2, 2.5)),
      () => adminDb.doc(`sessions/${later}`).set(session(1)),
      () => adminDb.doc(`outcomeCheckIns/${later}`).set(checkIn(later, 8, 0.5)),
      () => adminDb.doc(`outcomeCheckIns/${earlier}`).set(checkIn(earlier, 3, 2.5, 0.25)),
    ];
    const schedule = deliverySchedule(writes.length, delivery, random);
    for (const [k, write] of writes.entries()) {
      await write();
      for (let i = 0; i < schedule[k].length; i += 1) await evaluatePatientAlerts(patientId, now);
    }
    if (delivery === 'dropped') await evaluatePatientAlerts(patientId, now);
    return { patientId, doctorId, later, alerts: await alertsOf(patientId) };
  }

  for (const laterIdSortsFirst of [false, true]) {
    it(`pain 2 then 8 on one day opens the pain alert, in every delivery (the later session's id sorts ${laterIdSortsFirst ? 'first' : 'last'}, seed ${seed})`, async () => {
      const now = Date.now();
      for (const delivery of DELIVERIES) {
        const { doctorId, later, alerts } = await play(delivery, laterIdSortsFirst, now);
        expect(alerts, `seed ${seed}, ${delivery}`).toEqual([
          {
            kind: 'pain',
            status: 'open',
            careTeam: [doctorId],
            evidence: {
              records: [{ type: 'checkIn', id: later, role: 'latest', day: dayKey(now - HOUR_MS, 'UTC'), sessionId: later, value: 8 }],
              values: { pain: 8, day: dayKey(now - 0.5 * HOUR_MS, 'UTC'), median: 3, painAtLeast: 7, painRise: 2 },
            },
          },
        ]);
      }
    });
  }

  /**
   * Pain 7 after a session, acknowledged by the patient's doctor once the inbox showed it, then pain `then` after a
   * later session: written as the app would, each write followed by the evaluations `delivery` says.
   */
  async function playAcknowledged(doctor: Client, delivery: (typeof DELIVERIES)[number], then: number, now: number) {
    const random = seededRandom(seed + 100 + DELIVERIES.indexOf(delivery) * 10 + then);
    const patientId = uniqueId('patient');
    const [first, second] = [uniqueId('session'), uniqueId('session')];
    const at = (hoursAgo: number) => Timestamp.fromMillis(now - hoursAgo * HOUR_MS);
    const session = (hoursAgo: number) => ({ userId: patientId, date: at(hoursAgo), devices: [], movements: [], notes: '', tags: [], removedTimePoints: [] });
    const checkIn = (sessionId: string, pain: number, hoursAgo: number) => ({ patientId, sessionId, pain, effort: 5, createdAt: at(hoursAgo), updatedAt: at(hoursAgo) });
    const alertId = triageAlertId(patientId, 'pain');
    const before = [
      () => arrangeCare(patientId, doctor.uid),
      // The patient's usual pain before: 2.
      () => adminDb.doc(`outcomeCheckIns/${first}-h1`).set(checkIn(`${first}-h1`, 2, 30)),
      () => adminDb.doc(`outcomeCheckIns/${first}-h2`).set(checkIn(`${first}-h2`, 2, 20)),
      () => adminDb.doc(`sessions/${first}`).set(session(10)),
      () => adminDb.doc(`outcomeCheckIns/${first}`).set(checkIn(first, 7, 9.5)),
    ];
    const after = [() => adminDb.doc(`sessions/${second}`).set(session(1)), () => adminDb.doc(`outcomeCheckIns/${second}`).set(checkIn(second, then, 0.5))];
    const schedule = deliverySchedule(before.length + after.length, delivery, random);
    let k = 0;
    for (const write of before) {
      await write();
      for (let i = 0; i < schedule[k].length; i += 1) await evaluatePatientAlerts(patientId, now);
      k += 1;
    }
    // The doctor acknowledges the alert his inbox shows: it has been evaluated from the records so far.
    await evaluatePatientAlerts(patientId, now);
    await doctor.call('acknowledgeTriageAlert', { alertId, note: 'Called: sore after a long walk.' });
    for (const write of after) {
      await write();
      for (let i = 0; i < schedule[k].length; i += 1) await evaluatePatientAlerts(patientId, now);
      k += 1;
    }
    if (delivery === 'dropped') await evaluatePatientAlerts(patientId, now);
    return { second, alert: (await adminDb.doc(`triageAlerts/${alertId}`).get()).data() as TriageAlert };
  }

  it(`acknowledged at pain 7, a pain of 9 reopens the alert saying why, and a pain of 6 leaves it acknowledged, in every delivery (seed ${seed})`, async () => {
    const doctor = await doctorClient();
    const now = Date.now();
    const day = dayKey(now - 0.5 * HOUR_MS, 'UTC');
    for (const delivery of DELIVERIES) {
      const { second, alert } = await playAcknowledged(doctor, delivery, 9, now);
      const acknowledgedPain = alert.acknowledged?.evidence.values.pain;
      expect({ status: alert.status, reopened: alert.reopened, pain: alert.evidence.values.pain, acknowledgedPain }, `seed ${seed}, ${delivery}`).toEqual({
        status: 'open',
        reopened: { handled: 'acknowledged', reason: 'painHigher', values: { was: 7, now: 9, day } },
        pain: 9,
        acknowledgedPain: 7,
      });
      expect(alert.evidence.records, `seed ${seed}, ${delivery}`).toEqual([{ type: 'checkIn', id: second, role: 'latest', day: dayKey(now - HOUR_MS, 'UTC'), sessionId: second, value: 9 }]);
      expect(alert.acknowledged, `seed ${seed}, ${delivery}`).toMatchObject({ uid: doctor.uid, note: 'Called: sore after a long walk.' });

      // Pain 6 is 4 above the usual 2: the alert holds, not worse than the 7 acknowledged.
      const quiet = await playAcknowledged(doctor, delivery, 6, now);
      expect({ status: quiet.alert.status, reopened: quiet.alert.reopened, pain: quiet.alert.evidence.values.pain }, `seed ${seed}, ${delivery}`).toEqual({
        status: 'acknowledged',
        reopened: null,
        pain: 6,
      });
    }
  });
});

describe('a snoozed alert and a worse reading', { timeout: 180_000 }, () => {
  it('wakes before its time when the pain is worse than when snoozed; the reopened alert acknowledged again is quiet', async () => {
    const { patient, doctor } = await patientInCareOf();
    const alertId = triageAlertId(patient.uid, 'pain');
    const checkIn = async (sessionId: string, pain: number, hoursAgo: number) => {
      const at = Timestamp.fromMillis(Date.now() - hoursAgo * 3_600_000);
      await adminDb.doc(`sessions/${sessionId}`).set({ userId: patient.uid, date: at, devices: [], movements: [], notes: '', tags: [], removedTimePoints: [] });
      await adminDb.doc(`outcomeCheckIns/${sessionId}`).set({ patientId: patient.uid, sessionId, pain, effort: 5, createdAt: at, updatedAt: at });
    };
    await checkIn(uniqueId('session'), 7, 3);
    await alertWhen(patient.uid, 'pain', (a) => a?.evidence.values.pain === 7);
    await doctor.call('snoozeTriageAlert', { alertId, days: 7 });
    await checkIn(uniqueId('session'), 8, 1);
    const woke = await alertWhen(patient.uid, 'pain', (a) => a?.evidence.values.pain === 8);
    expect(woke).toMatchObject({ status: 'open', reopened: { handled: 'snoozed', reason: 'painHigher', values: { was: 7, now: 8 } } });

    await doctor.call('acknowledgeTriageAlert', { alertId, note: '' });
    await evaluatePatientAlerts(patient.uid);
    expect((await adminDb.doc(`triageAlerts/${alertId}`).get()).data()).toMatchObject({ status: 'acknowledged', reopened: null, snoozedUntil: null, snoozedEvidence: null });
  });
});
