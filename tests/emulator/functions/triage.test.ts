/**
 * The triage alerts against the emulators: the functions open and close them from the patient's records (only that
 * patient's), and a doctor of his care team acknowledges, snoozes and sets thresholds through the callables.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { TriageAlert } from '@rehab/model/collections';
import { addDays, dayKey } from '@rehab/model/monitoring';
import { triageAlertId } from '@rehab/model/triage';
import { runScheduledJob } from '../../../scripts/lib/localScheduler';
import { adminDb } from '../support';
import { doctorClient, patientClient, refusalOf, uniqueId } from './callers';

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
    const alert = await alertWhen(patient.uid, 'romRegression', (a) => a?.evidence.sessionIds?.includes(regressed) === true);
    expect(alert).toMatchObject({
      patientId: patient.uid,
      status: 'open',
      careTeam: [doctor.uid],
      evidence: { values: { sensor: 'Knee Brace Left', recentMedian: 80, baselineMedian: 100, drop: 20 } },
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
    expect((await adminDb.doc(`triageAlerts/${alertId}`).get()).get('status')).toBe('snoozed');

    await doctor.call('openTriageAlert', { alertId });
    // Opened six minutes ago: the time counts at most 5 minutes.
    await adminDb.doc(`triageAlerts/${alertId}`).update({ [`openedBy.${doctor.uid}`]: Timestamp.fromMillis(Date.now() - 6 * 60_000) });
    const first = await doctor.call<unknown, { seconds: number }>('acknowledgeTriageAlert', { alertId, note: 'Called him: knee pain, resting two days.' });
    expect(first.data.seconds).toBe(300);
    const again = await doctor.call<unknown, { seconds: number }>('acknowledgeTriageAlert', { alertId, note: 'twice' });
    expect(again.data.seconds).toBe(0);

    const acknowledged = (await adminDb.doc(`triageAlerts/${alertId}`).get()).data() as TriageAlert;
    expect(acknowledged).toMatchObject({ status: 'acknowledged', acknowledged: { uid: doctor.uid, name: 'Dana Doctor', note: 'Called him: knee pain, resting two days.' }, openedBy: {} });
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
