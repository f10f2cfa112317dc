/**
 * Issue 32 against the emulators: rtmClaims (a doctor's month of claim lines with their evidence), recordContact
 * (an attested call, written once however often retried, refused for someone else's patient, in the future, before
 * the patient's consent or in a closed month), closeRtmMonth, amendRtmMonth and stopMonitoring.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import type { CallableContracts } from '@rehab/model/callables';
import { adminDb, closeClients } from '../support';
import { adminClient, arrangeCare, doctorClient, patientClient, refusalOf, uniqueId, type Client } from './callers';

afterAll(closeClients);

/** Each function's first call starts its worker: seconds each on a busy machine. */
const SLOW = 120_000;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PAST_MONTH = '2025-03';

type Request<K extends keyof CallableContracts> = CallableContracts[K]['request'];
type Response<K extends keyof CallableContracts> = CallableContracts[K]['response'];
const call = async <K extends keyof CallableContracts>(client: Client, name: K, data: Request<K>): Promise<Response<K>> =>
  (await client.call<Request<K>, Response<K>>(name, data)).data;

/** A doctor (UTC, physical therapy) who has looked after a new patient since 2020. */
async function doctorWithPatient(name = 'Ada Patient') {
  const patientId = uniqueId('patient');
  const [firstName, lastName] = name.split(' ');
  await adminDb.doc(`users/${patientId}`).set({ firstName, lastName, email: `${patientId}@example.test`, isAuthorized: true, devices: {}, sessions: [] });
  const doctor = await doctorClient({ patients: [patientId], granted: [patientId] });
  await adminDb.doc(`doctors/${doctor.uid}`).update({ timeZone: 'UTC', discipline: 'GP' });
  await adminDb.doc(`careRelationships/${patientId}_${doctor.uid}`).update({ since: Timestamp.fromDate(new Date('2020-01-01T00:00:00Z')) });
  return { doctor, patientId };
}

const attested = (patientId: string, start: number, minutes = 15) => ({
  patientId,
  start: new Date(start).toISOString(),
  minutes,
  kind: 'phone' as const,
  attestation: 'Real-time audio call with the patient about the home programme.',
});

/** Sessions on `count` days from a day (one a day), as monitoring.days keeps them. */
function days(first: string, count: number): Record<string, Record<string, true>> {
  const result: Record<string, Record<string, true>> = {};
  for (let i = 0; i < count; i += 1) {
    const day = new Date(Date.parse(`${first}T12:00:00Z`) + i * DAY).toISOString().slice(0, 10);
    result[day] = { [`s-${day}`]: true };
  }
  return result;
}

describe('recordContact', () => {
  it('writes an attested contact and its minutes as a server-made time entry, once however often it is retried', async () => {
    const { doctor, patientId } = await doctorWithPatient();
    const start = Date.now() - 2 * HOUR;
    const payload = attested(patientId, start);
    const results = await Promise.all([call(doctor, 'recordContact', payload), call(doctor, 'recordContact', payload)]);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await call(doctor, 'recordContact', payload)).toMatchObject({ created: false, contactId: results[0].contactId });

    const contacts = await adminDb.collection('rtmContacts').where('doctorId', '==', doctor.uid).get();
    expect(contacts.size).toBe(1);
    const contact = contacts.docs[0].data();
    expect(contact).toMatchObject({ patientId, seconds: 900, kind: 'phone', source: 'attested', attestation: payload.attestation, inCare: true });
    expect(contact.start.toMillis()).toBe(start);
    const [monthId, entryId] = String(contact.entryRef).split('/');
    const month = (await adminDb.doc(`managementTime/${monthId}`).get()).data();
    expect(Object.keys(month?.entries ?? {})).toEqual([entryId]);
    expect(month?.entries[entryId]).toMatchObject({ seconds: 900, source: 'server', interactive: true });
    const audit = (await adminDb.doc(`auditLog/${contact.auditId}`).get()).data();
    expect(audit).toMatchObject({ action: 'rtm.contactRecorded', actorUid: doctor.uid, patientUid: patientId, target: { collection: 'rtmContacts', id: contacts.docs[0].id } });

    // the same start with other facts is another call, which cannot be recorded over this one
    expect(await refusalOf(call(doctor, 'recordContact', { ...payload, minutes: 20 }))).toMatchObject({ code: 'functions/already-exists' });
  }, SLOW);

  it("refuses someone else's patient, a call in the future, one before the patient's consent, and bad input", async () => {
    const { doctor, patientId } = await doctorWithPatient();
    const stranger = await patientClient();
    const now = Date.now();
    expect(await refusalOf(call(doctor, 'recordContact', attested(stranger.uid, now - HOUR)))).toMatchObject({ code: 'functions/permission-denied' });
    expect(await refusalOf(call(doctor, 'recordContact', attested(patientId, now + HOUR)))).toEqual({
      code: 'functions/failed-precondition',
      message: 'A call cannot start or end in the future.',
      details: undefined,
    });
    // a call that would end an hour from now
    expect(await refusalOf(call(doctor, 'recordContact', attested(patientId, now - 5 * 60_000, 65)))).toMatchObject({ code: 'functions/failed-precondition' });
    expect(await refusalOf(call(doctor, 'recordContact', attested(patientId, Date.parse('2019-12-31T10:00:00Z'))))).toMatchObject({
      code: 'functions/failed-precondition',
      message: expect.stringContaining('before the patient granted you access'),
    });
    expect(await refusalOf(call(doctor, 'recordContact', { ...attested(patientId, now - HOUR), minutes: 0 }))).toMatchObject({ code: 'functions/invalid-argument' });
    expect(await refusalOf(call(doctor, 'recordContact', { ...attested(patientId, now - HOUR), kind: 'chat' as 'phone' }))).toMatchObject({ code: 'functions/invalid-argument' });
    expect(await refusalOf(call(doctor, 'recordContact', { ...attested(patientId, now - HOUR), attestation: '  ' }))).toMatchObject({ code: 'functions/invalid-argument' });
    // a pending (not granted) relationship is no care either
    const asked = await patientClient();
    await arrangeCare(asked.uid, doctor.uid, 'pending');
    expect(await refusalOf(call(doctor, 'recordContact', attested(asked.uid, now - HOUR)))).toMatchObject({ code: 'functions/permission-denied' });
    expect((await adminDb.collection('rtmContacts').where('doctorId', '==', doctor.uid).get()).size).toBe(0);
  }, SLOW);
});

describe('rtmClaims, closeRtmMonth and amendRtmMonth', () => {
  /** March 2025 of a doctor: a patient with 16 data days and 25 minutes with a call; another with 12 minutes and none. */
  async function march() {
    const { doctor, patientId } = await doctorWithPatient('Ada Patient');
    const quiet = uniqueId('patient');
    await adminDb.doc(`users/${quiet}`).set({ firstName: 'Bo', lastName: 'Quiet', email: `${quiet}@example.test`, isAuthorized: true, devices: {}, sessions: [] });
    await arrangeCare(quiet, doctor.uid);
    await adminDb.doc(`careRelationships/${quiet}_${doctor.uid}`).update({ since: Timestamp.fromDate(new Date('2020-01-01T00:00:00Z')) });
    await adminDb.doc(`monitoring/${patientId}`).set({ patientId, timeZone: 'UTC', daysTimeZone: 'UTC', periodStart: '2025-03-01', startedBy: doctor.uid, days: days('2025-03-01', 16), romGoals: {} });
    const entry = (iso: string, minutes: number) => ({ start: Timestamp.fromDate(new Date(iso)), seconds: minutes * 60, source: 'auto', activity: 'charts', interactive: false, reason: '', updatedAt: Timestamp.fromDate(new Date(iso)) });
    await adminDb.doc(`managementTime/${doctor.uid}_${patientId}_${PAST_MONTH}`).set({
      doctorId: doctor.uid, patientId, month: PAST_MONTH, entries: { a: entry('2025-03-05T10:00:00Z', 15), b: entry('2025-03-12T10:00:00Z', 10) }, lastEntryId: 'b', inCare: true,
    });
    await adminDb.doc(`managementTime/${doctor.uid}_${quiet}_${PAST_MONTH}`).set({
      doctorId: doctor.uid, patientId: quiet, month: PAST_MONTH, entries: { a: entry('2025-03-05T10:00:00Z', 12) }, lastEntryId: 'a', inCare: true,
    });
    const contactId = uniqueId('march-call');
    await adminDb.doc(`rtmContacts/${contactId}`).set({
      doctorId: doctor.uid, patientId, start: Timestamp.fromDate(new Date('2025-03-12T09:00:00Z')), seconds: 600, kind: 'video', source: 'server', recordedAt: Timestamp.now(), inCare: true,
    });
    return { doctor, patientId, quiet, contactId };
  }

  it("lists the month's lines with their evidence: the doctor's own, an admin's for any doctor, nobody else's", async () => {
    const { doctor, patientId, quiet, contactId } = await march();
    const answer = await call(doctor, 'rtmClaims', { month: PAST_MONTH });
    const timeId = `${doctor.uid}_${patientId}_${PAST_MONTH}`;
    expect(answer).toMatchObject({ month: PAST_MONTH, doctorId: doctor.uid, timeZone: 'UTC', closed: null, amendments: [] });
    expect(answer.lines).toEqual([
      {
        patientId, patientName: 'Ada Patient', doctorId: doctor.uid, code: '98975', units: 1, modifiers: ['GP'], dateOfService: '2025-03-02', periodStart: '2025-03-01', periodEnd: '2025-03-30',
        dataDays: 2, minutes: null, interactiveAt: null, evidence: { sessionIds: ['s-2025-03-01', 's-2025-03-02'], entryIds: [], contactIds: [], minutesBy: [] },
        flags: [],
      },
      expect.objectContaining({ patientId, code: '98977', dateOfService: '2025-03-30', dataDays: 16, evidence: expect.objectContaining({ sessionIds: expect.arrayContaining(['s-2025-03-16']) }) }),
      {
        patientId, patientName: 'Ada Patient', doctorId: doctor.uid, code: '98980', units: 1, modifiers: ['GP'], dateOfService: '2025-03-12', periodStart: '2025-03-01', periodEnd: '2025-03-31',
        dataDays: null, minutes: 25, interactiveAt: '2025-03-12T09:00:00.000Z',
        evidence: {
          sessionIds: [], entryIds: [`${timeId}/a`, `${timeId}/b`], contactIds: [contactId],
          minutesBy: [{ uid: doctor.uid, name: 'Dana Doctor', role: 'clinician', seconds: 1500, billable: true }],
        },
        // before 2027-01-01: never judged by the claim guards
        flags: [],
      },
    ]);
    // the patient with 12 minutes and no contact has no line
    expect(answer.lines.some((line) => line.patientId === quiet)).toBe(false);

    const admin = await adminClient();
    expect((await call(admin, 'rtmClaims', { month: PAST_MONTH, doctorId: doctor.uid })).lines).toEqual(answer.lines);
    expect(await refusalOf(call(admin, 'rtmClaims', { month: PAST_MONTH }))).toMatchObject({ code: 'functions/invalid-argument' });
    const other = await doctorClient();
    expect(await refusalOf(call(other, 'rtmClaims', { month: PAST_MONTH, doctorId: doctor.uid }))).toMatchObject({ code: 'functions/permission-denied' });
    expect(await refusalOf(call(await patientClient(), 'rtmClaims', { month: PAST_MONTH }))).toMatchObject({ code: 'functions/permission-denied' });
    expect(await refusalOf(call(doctor, 'rtmClaims', { month: '2025-13' }))).toMatchObject({ code: 'functions/invalid-argument' });
  }, SLOW);

  it('closes a month that is over, which then refuses calls; an amendment with a reason changes it and is listed', async () => {
    const { doctor, quiet } = await march();
    const thisMonth = new Date().toISOString().slice(0, 7);
    expect(await refusalOf(call(doctor, 'closeRtmMonth', { month: thisMonth }))).toMatchObject({ code: 'functions/failed-precondition' });
    const closed = await call(doctor, 'closeRtmMonth', { month: PAST_MONTH });
    expect(closed.closed).toMatchObject({ closedBy: doctor.uid, totals: { '98975': 1, '98977': 1, '98980': 1 } });
    expect((await call(doctor, 'closeRtmMonth', { month: PAST_MONTH })).closed).toEqual(closed.closed);

    // a call in the closed month: refused, and nothing written
    expect(await refusalOf(call(doctor, 'recordContact', attested(quiet, Date.parse('2025-03-20T10:00:00Z'))))).toEqual({
      code: 'functions/failed-precondition',
      message: '2025-03 is closed for billing: change it with an amendment (a reason is required).',
      details: undefined,
    });
    // an amendment needs a reason and a closed month
    const change = { type: 'addContact' as const, start: '2025-03-20T10:00:00Z', minutes: 5, kind: 'phone' as const, attestation: 'Call with the patient about pain.' };
    expect(await refusalOf(call(doctor, 'amendRtmMonth', { month: PAST_MONTH, patientId: quiet, reason: ' ', change }))).toMatchObject({ code: 'functions/invalid-argument' });
    expect(await refusalOf(call(doctor, 'amendRtmMonth', { month: '2025-02', patientId: quiet, reason: 'Late', change }))).toMatchObject({ code: 'functions/failed-precondition' });
    const amended = await call(doctor, 'amendRtmMonth', { month: PAST_MONTH, patientId: quiet, reason: 'The call was left out.', change });
    const after = await call(doctor, 'rtmClaims', { month: PAST_MONTH });
    // 12 minutes + the 5-minute call, now with a contact: 98979
    expect(after.lines.filter((line) => line.patientId === quiet).map((line) => [line.code, line.minutes])).toEqual([['98979', 17]]);
    expect(after.closed).toEqual(closed.closed);
    expect(after.amendments).toEqual([expect.objectContaining({ id: amended.amendmentId, patientId: quiet, month: PAST_MONTH, reason: 'The call was left out.', change: { ...change, start: '2025-03-20T10:00:00.000Z' }, target: amended.target })]);
    const amendment = (await adminDb.doc(`rtmAmendments/${amended.amendmentId}`).get()).data();
    expect((await adminDb.doc(`auditLog/${amendment?.auditId}`).get()).data()).toMatchObject({ action: 'rtm.monthAmended', actorUid: doctor.uid, patientUid: quiet });
  }, SLOW);
});

describe('stopMonitoring', () => {
  it("ends the episode for its starter; another doctor of the patient may not while the starter looks after the patient", async () => {
    const { doctor, patientId } = await doctorWithPatient();
    const colleague = await doctorClient({ granted: [patientId] });
    const today = new Date().toISOString().slice(0, 10);
    await adminDb.doc(`monitoring/${patientId}`).set({ patientId, timeZone: 'UTC', daysTimeZone: 'UTC', periodStart: today, startedBy: doctor.uid, days: {}, romGoals: {} });
    expect(await refusalOf(call(colleague, 'stopMonitoring', { patientId }))).toMatchObject({ code: 'functions/permission-denied' });
    expect(await call(doctor, 'stopMonitoring', { patientId })).toEqual({ patientId, endDay: today });
    const monitoring = (await adminDb.doc(`monitoring/${patientId}`).get()).data();
    expect(monitoring?.periodStart).toBeUndefined();
    expect(monitoring?.episodes).toEqual([expect.objectContaining({ periodStart: today, startedBy: doctor.uid, endDay: today, endedBy: doctor.uid })]);
    expect((await adminDb.doc(`auditLog/${monitoring?.auditId}`).get()).data()).toMatchObject({ action: 'monitoring.stopped', patientUid: patientId });
    expect(await refusalOf(call(doctor, 'stopMonitoring', { patientId }))).toMatchObject({ code: 'functions/failed-precondition' });
  }, SLOW);
});
