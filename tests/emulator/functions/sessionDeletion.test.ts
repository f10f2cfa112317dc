/**
 * Safe deletion of sessions: deleteSession moves a session, its summaries,
 * its tag links and its list entry into deletedSessions in one transaction
 * (recorded), so it stops counting in the statistics; restoreSession (admins)
 * brings it back whole; the purge removes it, sensor data included, 30 days on.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { collection, connectFirestoreEmulator, getDocs, getFirestore, orderBy, query, Timestamp as ClientTimestamp, where } from 'firebase/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { purgeExpiredSessions } from '../../../functions/src/sessions/purge';
import { metricSeries, REPETITIONS } from '../../../src/features/statistics/logic/statistics';
import { adminDb, closeClients } from '../support';
import { adminClient, arrangeCare, doctorClient, patientClient, refusalOf, uniqueId, type Client } from './callers';

afterAll(closeClients);

const DAY_MS = 24 * 60 * 60 * 1000;

function firestoreOf(client: Client) {
  const db = getFirestore(client.auth.app);
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  connectFirestoreEmulator(db, host, Number(port));
  return db;
}

/** A patient with a glove session of yesterday: two summaries (one older, without a session link), two tags, three sensor bins. */
async function patientWithSession() {
  const patient = await patientClient();
  const device = uniqueId('GLV');
  const sessionId = uniqueId('session');
  const otherSessionId = uniqueId('session');
  const [tagMine, tagShared] = [uniqueId('tag'), uniqueId('tag')];
  const date = Timestamp.fromMillis(Date.now() - DAY_MS);
  const session = {
    id: sessionId,
    date,
    userId: patient.uid,
    devices: [device],
    movements: [{ name: 'Grip', startTime: date.toMillis() }],
    notes: 'Steady',
    tags: [tagMine, tagShared],
    removedTimePoints: [],
  };
  const summary = (extra: object) => ({ userId: patient.uid, startTime: date, entries: [{ deviceType: 'Glove', side: 'Left', repetitions: 12, wristXROM: 40 }], ...extra });
  const entry = (id: string) => ({ [id]: { date, movement: 'Grip', userId: patient.uid } });
  const batch = adminDb.batch();
  batch.update(adminDb.doc(`users/${patient.uid}`), { devices: { [device]: 'Left' }, sessions: [{ sessionId: otherSessionId }, { sessionId }] });
  batch.set(adminDb.doc(`devices/${device}`), { id: device, deviceType: 'Glove', side: 'Left', userId: patient.uid });
  batch.set(adminDb.doc(`sessions/${sessionId}`), session);
  batch.set(adminDb.doc(`postsessions/${sessionId}-linked`), summary({ sessionId }));
  batch.set(adminDb.doc(`postsessions/${sessionId}-older`), summary({ entries: [{ deviceType: 'Glove', side: 'Right', repetitions: 10, wristXROM: 38 }] }));
  batch.set(adminDb.doc(`sessionTags/${tagMine}`), { sessionsCount: 1, sessions: entry(sessionId) });
  batch.set(adminDb.doc(`sessionTags/${tagShared}`), { sessionsCount: 2, sessions: { ...entry(sessionId), ...entry(otherSessionId) } });
  for (const binId of [0, 1, 2]) batch.set(adminDb.doc(`data_by_sensor/${sessionId}_${binId}`), { sessionId, sensorId: 'Time', deviceId: device, binId, values: [binId] });
  await batch.commit();
  return { patient, device, sessionId, otherSessionId, session, tagMine, tagShared };
}

/** What the statistics panel reads of a patient (through the rules, as the patient) and the glove series it draws. */
async function statisticsOf(patient: Client) {
  const snapshot = await getDocs(
    query(
      collection(firestoreOf(patient), 'postsessions'),
      where('userId', '==', patient.uid),
      where('startTime', '>=', ClientTimestamp.fromMillis(Date.now() - 7 * DAY_MS)),
      orderBy('startTime', 'desc'),
    ),
  );
  const records = snapshot.docs.map((doc) => ({ startTime: doc.data().startTime.toMillis(), entries: doc.data().entries }));
  return { summaries: records.length, gloveSessions: metricSeries(records, 'Glove')[REPETITIONS].length };
}

async function sessionsListed(patient: Client) {
  const snapshot = await getDocs(query(collection(firestoreOf(patient), 'sessions'), where('userId', '==', patient.uid)));
  return snapshot.docs.map((doc) => doc.id);
}

const binsOf = async (sessionId: string) => (await adminDb.collection('data_by_sensor').where('sessionId', '==', sessionId).get()).size;
const tagOf = async (tag: string) => (await adminDb.doc(`sessionTags/${tag}`).get()).data();
const entriesAbout = async (sessionId: string) =>
  (await adminDb.collection('auditLog').where('target.id', '==', sessionId).get()).docs.map((doc) => doc.data()).sort((a, b) => a.at.toMillis() - b.at.toMillis());

describe('deleting a session', () => {
  it('stops it counting in the statistics, and an admin restores it whole', async () => {
    const { patient, device, sessionId, otherSessionId, session, tagMine, tagShared } = await patientWithSession();
    const doctor = await doctorClient({ devices: [device], granted: [patient.uid] });
    const before = await statisticsOf(patient);
    expect(before).toEqual({ summaries: 2, gloveSessions: 2 });
    expect(await sessionsListed(patient)).toEqual([sessionId]);

    expect((await doctor.call('deleteSession', { sessionId })).data).toEqual({ sessionId, deleted: true });

    expect(await statisticsOf(patient)).toEqual({ summaries: 0, gloveSessions: 0 });
    expect(await sessionsListed(patient)).toEqual([]);
    expect((await adminDb.doc(`users/${patient.uid}`).get()).data()?.sessions).toEqual([{ sessionId: otherSessionId }]);
    expect(await tagOf(tagMine)).toEqual({ sessionsCount: 0, sessions: {} });
    expect(await tagOf(tagShared)).toMatchObject({ sessionsCount: 1 });
    expect(Object.keys((await tagOf(tagShared))!.sessions)).not.toContain(sessionId);
    // The sensor data waits for the purge; the rest is kept, restorable, for 30 days.
    expect(await binsOf(sessionId)).toBe(3);
    const trash = (await adminDb.doc(`deletedSessions/${sessionId}`).get()).data()!;
    expect(trash.session).toEqual(session);
    expect(Object.keys(trash.postsessions).sort()).toEqual([`${sessionId}-linked`, `${sessionId}-older`]);
    expect(Object.keys(trash.tags).sort()).toEqual([tagMine, tagShared].sort());
    expect(trash.purgeAfter.toMillis() - trash.deletedAt.toMillis()).toBe(30 * DAY_MS);
    expect(trash.deletedBy).toBe(doctor.uid);
    const [deletion] = await entriesAbout(sessionId);
    expect(deletion).toMatchObject({ action: 'session.deleted', actorUid: doctor.uid, actorRole: 'doctor', actorName: 'Dana Doctor', patientUid: patient.uid });
    expect(trash.auditId).toBe(`sessions~${sessionId}~none`);

    expect(await refusalOf(doctor.call('restoreSession', { sessionId }))).toMatchObject({ code: 'functions/permission-denied' });
    const admin = await adminClient();
    expect((await admin.call('restoreSession', { sessionId })).data).toEqual({ sessionId, restored: true });

    expect(await statisticsOf(patient)).toEqual(before);
    expect(await sessionsListed(patient)).toEqual([sessionId]);
    const restored = (await adminDb.doc(`sessions/${sessionId}`).get()).data()!;
    const { auditId, ...content } = restored;
    expect(content).toEqual(session);
    expect((await adminDb.doc(`users/${patient.uid}`).get()).data()?.sessions).toContainEqual({ sessionId });
    expect(await tagOf(tagMine)).toMatchObject({ sessionsCount: 1, sessions: { [sessionId]: expect.anything() } });
    expect(await tagOf(tagShared)).toMatchObject({ sessionsCount: 2 });
    expect((await adminDb.doc(`deletedSessions/${sessionId}`).get()).exists).toBe(false);
    const entries = await entriesAbout(sessionId);
    expect(entries.map((entry) => entry.action)).toEqual(['session.deleted', 'session.restored']);
    expect((await adminDb.doc(`auditLog/${auditId}`).get()).data()).toMatchObject({ action: 'session.restored', actorRole: 'admin', patientUid: patient.uid });

    // Deleted again, it gets a new deletion entry (its id made from the restored session's audit id).
    await doctor.call('deleteSession', { sessionId });
    expect((await adminDb.doc(`deletedSessions/${sessionId}`).get()).data()?.auditId).toBe(`sessions~${sessionId}~${auditId}`);
  });

  it('is done once when asked twice at the same time', async () => {
    const { patient, device, sessionId, tagMine } = await patientWithSession();
    const doctor = await doctorClient({ patients: [], devices: [device], granted: [patient.uid] });
    const results = await Promise.allSettled([doctor.call('deleteSession', { sessionId }), doctor.call('deleteSession', { sessionId })]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((result) => result.status === 'rejected')).toMatchObject({ reason: { code: 'functions/not-found' } });
    expect(await tagOf(tagMine)).toEqual({ sessionsCount: 0, sessions: {} });
    expect((await entriesAbout(sessionId)).filter((entry) => entry.action === 'session.deleted')).toHaveLength(1);
  });

  it('is refused to anyone but the patient’s doctors and admins, changing nothing', async () => {
    const { patient, device, sessionId } = await patientWithSession();
    const stranger = await doctorClient({ devices: [uniqueId('GLV')] });
    const unverified = await doctorClient({ verified: false, patients: [patient.uid], granted: [patient.uid] });
    // Sharing the device, even listing the patient, is not enough: the patient has not granted access (or ended it).
    const asking = await doctorClient({ devices: [device], patients: [patient.uid] });
    await arrangeCare(patient.uid, asking.uid, 'pending');
    const removed = await doctorClient({ devices: [device], patients: [patient.uid] });
    await arrangeCare(patient.uid, removed.uid, 'ended');
    for (const caller of [stranger, unverified, asking, removed, patient]) {
      expect(await refusalOf(caller.call('deleteSession', { sessionId }))).toMatchObject({ code: 'functions/permission-denied' });
    }
    expect((await adminDb.doc(`sessions/${sessionId}`).get()).exists).toBe(true);
    expect(await refusalOf(stranger.call('deleteSession', { sessionId: uniqueId('missing') }))).toMatchObject({ code: 'functions/not-found' });
    const admin = await adminClient();
    expect((await admin.call('deleteSession', { sessionId })).data).toEqual({ sessionId, deleted: true });
  });
});

describe('the purge of deleted sessions', () => {
  it('removes for good, sensor data included, only what was deleted 30 days ago or more, recorded', async () => {
    const due = await patientWithSession();
    const recent = await patientWithSession();
    const admin = await adminClient();
    await admin.call('deleteSession', { sessionId: due.sessionId });
    await admin.call('deleteSession', { sessionId: recent.sessionId });
    await adminDb.doc(`deletedSessions/${due.sessionId}`).update({ purgeAfter: Timestamp.fromMillis(Date.now() - 1000) });

    const purged = await purgeExpiredSessions(new Date());

    expect(purged).toContain(due.sessionId);
    expect(purged).not.toContain(recent.sessionId);
    expect(await binsOf(due.sessionId)).toBe(0);
    expect((await adminDb.doc(`deletedSessions/${due.sessionId}`).get()).exists).toBe(false);
    expect((await entriesAbout(due.sessionId)).at(-1)).toMatchObject({ action: 'session.purged', actorRole: 'system', patientUid: due.patient.uid });
    expect(await binsOf(recent.sessionId)).toBe(3);
    expect((await adminDb.doc(`deletedSessions/${recent.sessionId}`).get()).exists).toBe(true);
    expect(await refusalOf(admin.call('restoreSession', { sessionId: due.sessionId }))).toMatchObject({ code: 'functions/not-found' });
  });

  it('a purge under way (cut short, say) blocks the restore, and the next run finishes it', async () => {
    const { sessionId } = await patientWithSession();
    const admin = await adminClient();
    await admin.call('deleteSession', { sessionId });
    await adminDb.doc(`deletedSessions/${sessionId}`).update({ purging: true, purgeAfter: Timestamp.fromMillis(Date.now() - 1000) });
    await adminDb.doc(`data_by_sensor/${sessionId}_0`).delete();
    expect(await refusalOf(admin.call('restoreSession', { sessionId }))).toMatchObject({ code: 'functions/failed-precondition' });
    expect(await purgeExpiredSessions(new Date())).toContain(sessionId);
    expect(await binsOf(sessionId)).toBe(0);
  });
});
