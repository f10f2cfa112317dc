/**
 * Issue 33 against the emulators: issueTurnCredentials (the appointment's two participants only, within the window,
 * while the doctor looks after the patient) and the visit's record, which the presence heartbeats make and which ends
 * once into one `server` video contact of the overlap (a short call into none).
 */
import { createHmac } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import type { CallableContracts } from '@rehab/model/callables';
import type { RtmContact } from '@rehab/model/collections';
import { TURN_CREDENTIAL_TTL_SECONDS, type VideoVisit } from '@rehab/model/videoVisits';
import { readLocalSecrets } from '../../../scripts/lib/localSecrets';
import { runScheduledJob } from '../../../scripts/lib/localScheduler';
import { adminDb, closeClients } from '../support';
import { arrangeCare, doctorClient, patientClient, refusalOf, uniqueId, type Client } from './callers';

afterAll(closeClients);

/** Each function's first call starts its worker: seconds each on a busy machine. */
const SLOW = 180_000;
const S = 1000;
const MINUTE = 60 * S;

type Request<K extends keyof CallableContracts> = CallableContracts[K]['request'];
type Response<K extends keyof CallableContracts> = CallableContracts[K]['response'];
const call = async <K extends keyof CallableContracts>(client: Client, name: K, data: Request<K>): Promise<Response<K>> =>
  (await client.call<Request<K>, Response<K>>(name, data)).data;

/** A doctor looking after a patient, and their online appointment at `at` (now by default). */
async function visitPair(at = Date.now(), isOnline = true) {
  const patient = await patientClient();
  const doctor = await doctorClient({ patients: [patient.uid], granted: [patient.uid] });
  await adminDb.doc(`doctors/${doctor.uid}`).update({ timeZone: 'UTC' });
  const appointmentId = uniqueId('visit');
  await adminDb.doc(`appointments/${appointmentId}`).set({
    isOnline,
    doctorID: doctor.uid,
    userID: patient.uid,
    datetime: Timestamp.fromMillis(at),
    location: isOnline ? 'https://meet.example/v' : '1 Clinic Road',
    inCare: true,
  });
  return { doctor, patient, appointmentId };
}

async function visitWhen(appointmentId: string, done: (visit: VideoVisit | undefined) => boolean): Promise<VideoVisit | undefined> {
  const deadline = Date.now() + 100_000;
  for (;;) {
    const visit = (await adminDb.doc(`videoVisits/${appointmentId}`).get()).data() as VideoVisit | undefined;
    if (done(visit)) return visit;
    if (Date.now() > deadline) throw new Error(`the visit never got there: ${JSON.stringify(visit)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * One heartbeat, as the rules let the participant's client write it (stamped with the server's time, here an instant of
 * the test's choosing), and waits until the trigger took it: heartbeats come 10 s apart, each after the one before.
 */
async function beat(appointmentId: string, uid: string, role: 'doctor' | 'patient', at: number, state: { mediaFlowing?: boolean; left?: boolean } = {}) {
  const { mediaFlowing = true, left = false } = state;
  await adminDb.doc(`appointments/${appointmentId}/visitPresence/${uid}`).set({
    uid,
    role,
    callId: 'call-1',
    mediaFlowing,
    audioMuted: false,
    videoOff: false,
    lastSeen: Timestamp.fromMillis(at),
    left,
  });
  await visitWhen(appointmentId, (visit) => {
    if (!visit) return false;
    if (visit.status === 'ended') return true;
    const last = visit.presence[uid]?.at(-1);
    return mediaFlowing && !left ? last?.end === at : visit.flowing[uid] === false;
  });
}

/** Heartbeats of one participant every 10 s from `from` to `to` (ms after `base`); both participants beat at once, as in a call. */
async function beats(appointmentId: string, uid: string, role: 'doctor' | 'patient', base: number, from: number, to: number) {
  for (let at = from; at <= to; at += 10 * S) await beat(appointmentId, uid, role, base + at);
}

const contactsOf = async (appointmentId: string) => (await adminDb.collection('rtmContacts').where('appointmentId', '==', appointmentId).get()).docs;

describe('issueTurnCredentials', () => {
  it('gives each participant STUN and TURN servers with a credential of expiry:uid signed with the shared secret', async () => {
    const { doctor, patient, appointmentId } = await visitPair();
    const secret = readLocalSecrets().get('TURN_SHARED_SECRET')!;
    for (const client of [doctor, patient]) {
      const before = Math.floor(Date.now() / 1000);
      const { iceServers, expiresAt } = await call(client, 'issueTurnCredentials', { appointmentId });
      const turn = iceServers.find((server) => server.urls.some((url) => url.startsWith('turn:')))!;
      expect(turn.urls).toEqual([expect.stringMatching(/^turn:127\.0\.0\.1:\d+\?transport=udp$/), expect.stringMatching(/^turn:127\.0\.0\.1:\d+\?transport=tcp$/)]);
      expect(iceServers.some((server) => server.urls.some((url) => url.startsWith('stun:')))).toBe(true);
      const [expiry, uid] = turn.username!.split(':');
      expect(uid).toBe(client.uid);
      expect(Number(expiry)).toBeGreaterThanOrEqual(before + TURN_CREDENTIAL_TTL_SECONDS);
      expect(Number(expiry)).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + TURN_CREDENTIAL_TTL_SECONDS);
      expect(turn.credential).toBe(createHmac('sha1', secret).update(turn.username!).digest('base64'));
      expect(Date.parse(expiresAt)).toBe(Number(expiry) * 1000);
    }
  }, SLOW);

  it('refuses a third account, a patient outside the window, a doctor whose care ended, and an appointment in person', async () => {
    const { doctor, patient, appointmentId } = await visitPair();
    const third = await patientClient();
    const otherDoctor = await doctorClient({ patients: [patient.uid], granted: [patient.uid] });
    expect(await refusalOf(call(third, 'issueTurnCredentials', { appointmentId }))).toMatchObject({ code: 'functions/permission-denied' });
    expect(await refusalOf(call(otherDoctor, 'issueTurnCredentials', { appointmentId }))).toMatchObject({ code: 'functions/permission-denied' });

    const later = await visitPair(Date.now() + 20 * MINUTE);
    const earlier = await visitPair(Date.now() - 65 * MINUTE);
    for (const pair of [later, earlier]) {
      expect(await refusalOf(call(pair.patient, 'issueTurnCredentials', { appointmentId: pair.appointmentId }))).toMatchObject({ code: 'functions/failed-precondition' });
    }

    await arrangeCare(patient.uid, doctor.uid, 'ended');
    expect(await refusalOf(call(doctor, 'issueTurnCredentials', { appointmentId }))).toMatchObject({ code: 'functions/permission-denied' });
    expect(await refusalOf(call(patient, 'issueTurnCredentials', { appointmentId }))).toMatchObject({ code: 'functions/permission-denied' });

    const inPerson = await visitPair(Date.now(), false);
    expect(await refusalOf(call(inPerson.doctor, 'issueTurnCredentials', { appointmentId: inPerson.appointmentId }))).toMatchObject({ code: 'functions/permission-denied' });
    expect(await refusalOf(call(doctor, 'issueTurnCredentials', { appointmentId: 'no-such-appointment' }))).toMatchObject({ code: 'functions/permission-denied' });
  }, SLOW);
});

describe('the visit record', () => {
  it('makes one server video contact of the overlap of both presences, with its time entry, when both have left', async () => {
    const { doctor, patient, appointmentId } = await visitPair();
    // heartbeats ahead of the clock, so none is stale before the participants leave
    const base = Date.now() + MINUTE;
    await Promise.all([beats(appointmentId, doctor.uid, 'doctor', base, 0, 120 * S), beats(appointmentId, patient.uid, 'patient', base, 30 * S, 150 * S)]);
    await beat(appointmentId, doctor.uid, 'doctor', base + 125 * S, { left: true });
    await beat(appointmentId, patient.uid, 'patient', base + 155 * S, { left: true });

    const visit = await visitWhen(appointmentId, (v) => v?.status === 'ended');
    expect(visit).toMatchObject({ connectedSeconds: 90, interactive: true, contactId: `video_${appointmentId}`, doctorId: doctor.uid, patientId: patient.uid });
    expect(visit?.presence[doctor.uid]).toEqual([{ start: base, end: base + 120 * S }]);
    expect(visit?.presence[patient.uid]).toEqual([{ start: base + 30 * S, end: base + 150 * S }]);

    const contacts = await contactsOf(appointmentId);
    expect(contacts.map((d) => d.id)).toEqual([`video_${appointmentId}`]);
    const contact = contacts[0].data() as RtmContact;
    expect(contact).toMatchObject({ doctorId: doctor.uid, patientId: patient.uid, seconds: 90, kind: 'video', source: 'server', appointmentId, inCare: true, entryRef: visit?.entryRef });
    expect(contact.start.toMillis()).toBe(base + 30 * S);
    const [monthId, entryId] = String(contact.entryRef).split('/');
    const month = (await adminDb.doc(`managementTime/${monthId}`).get()).data();
    expect(month?.entries[entryId]).toMatchObject({ seconds: 90, source: 'server', interactive: true });
    const audit = (await adminDb.doc(`auditLog/${contact.auditId}`).get()).data();
    expect(audit).toMatchObject({ action: 'rtm.contactRecorded', actorUid: 'system', patientUid: patient.uid, target: { collection: 'rtmContacts', id: `video_${appointmentId}` } });

    // a heartbeat after the end, and the job re-run, write nothing more
    await adminDb.doc(`appointments/${appointmentId}/visitPresence/${patient.uid}`).update({ lastSeen: Timestamp.fromMillis(base + 200 * S), left: false });
    await runScheduledJob('closeVideoVisits', new Date(base + 10 * MINUTE));
    expect((await contactsOf(appointmentId)).length).toBe(1);
    expect((await adminDb.doc(`videoVisits/${appointmentId}`).get()).data()).toMatchObject({ connectedSeconds: 90, status: 'ended' });
  }, SLOW);

  it('ends a visit whose participants went silent once, however often the job runs', async () => {
    const { doctor, patient, appointmentId } = await visitPair();
    const base = Date.now() + MINUTE;
    await Promise.all([beats(appointmentId, doctor.uid, 'doctor', base, 0, 100 * S), beats(appointmentId, patient.uid, 'patient', base, 0, 80 * S)]);
    expect((await visitWhen(appointmentId, (v) => Boolean(v)))?.status).toBe('open');
    // still open while the heartbeats are recent
    await runScheduledJob('closeVideoVisits', new Date(base + 100 * S));
    expect((await adminDb.doc(`videoVisits/${appointmentId}`).get()).get('status')).toBe('open');

    const silent = new Date(base + 5 * MINUTE);
    await Promise.all([runScheduledJob('closeVideoVisits', silent), runScheduledJob('closeVideoVisits', silent)]);
    await runScheduledJob('closeVideoVisits', silent);
    const visit = (await adminDb.doc(`videoVisits/${appointmentId}`).get()).data() as VideoVisit;
    expect(visit).toMatchObject({ status: 'ended', connectedSeconds: 80, interactive: true });
    const contacts = await contactsOf(appointmentId);
    expect(contacts.length).toBe(1);
    expect(contacts[0].get('seconds')).toBe(80);
  }, SLOW);

  it('records a call under a minute as not interactive, without a contact or time entry', async () => {
    const { doctor, patient, appointmentId } = await visitPair();
    const base = Date.now() + MINUTE;
    await Promise.all([beats(appointmentId, doctor.uid, 'doctor', base, 0, 50 * S), beats(appointmentId, patient.uid, 'patient', base, 20 * S, 60 * S)]);
    await beat(appointmentId, doctor.uid, 'doctor', base + 55 * S, { left: true });
    await beat(appointmentId, patient.uid, 'patient', base + 65 * S, { left: true });
    const visit = await visitWhen(appointmentId, (v) => v?.status === 'ended');
    expect(visit).toMatchObject({ connectedSeconds: 30, interactive: false, contactId: null, entryRef: null });
    expect(await contactsOf(appointmentId)).toEqual([]);
  }, SLOW);
});
