/**
 * Issue 51 against the emulators: an assistant's minutes (logAssistantTime) count under his supervising clinician's
 * claim lines, with CQ (a physical therapist's) or CO (an occupational therapist's) above 10 % of the minutes, never a
 * speech-language pathologist's; the clinic's biller reads every clinician's lines of the clinic's patients
 * (clinicRtmClaims) and closes their months (closeClinicRtmMonth), once however often he asks; nobody else may.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import type { CallableContracts } from '@rehab/model/callables';
import { clinicConsentId, type ClinicRole } from '@rehab/model/clinics';
import type { Discipline } from '@rehab/model/collections';
import { adminDb, closeClients, signedInClient } from '../support';
import { arrangeCare, callSignedOut, doctorRecord, patientClient, refusalOf, uniqueId, type Client } from './callers';

afterAll(closeClients);

/** Each function's first call starts its worker, and a test here makes several accounts: minutes on a busy machine. */
const SLOW = 240_000;
const MONTH = '2025-03';
const HOUR = 3_600_000;
const REFUSED = { code: 'functions/permission-denied' };

type Request<K extends keyof CallableContracts> = CallableContracts[K]['request'];
type Response<K extends keyof CallableContracts> = CallableContracts[K]['response'];
const call = async <K extends keyof CallableContracts>(client: Client, name: K, data: Request<K>): Promise<Response<K>> =>
  (await client.call<Request<K>, Response<K>>(name, data)).data;

const at = (iso: string) => Timestamp.fromDate(new Date(iso));

/** A clinic's record. */
async function clinic(name = 'Northside Rehab'): Promise<string> {
  const clinicId = uniqueId('clinic');
  await adminDb.doc(`clinics/${clinicId}`).set({ name, address: '', timeZone: 'UTC', npi: '', taxId: '', owner: 'the-owner', createdAt: Timestamp.now() });
  return clinicId;
}

/** A member of the clinic: an owner or clinician with his doctors record (UTC), or staff with a staff record. */
async function member(clinicId: string, role: ClinicRole, name: string, options: { discipline?: Discipline; supervisor?: string } = {}): Promise<Client> {
  const doctorRole = role === 'owner' || role === 'clinician';
  const client = await signedInClient(doctorRole ? { claims: { doctor: true } } : {});
  const [firstName, lastName] = name.split(' ');
  // the membership first, so that the doctor gets no clinic of one
  await adminDb.doc(`clinicMembers/${client.uid}`).set({ clinicId, role, supervisor: options.supervisor ?? null, name, email: client.email, since: Timestamp.now() });
  if (doctorRole) {
    await doctorRecord(client.uid, { email: client.email });
    await adminDb.doc(`doctors/${client.uid}`).update({ firstName, lastName, timeZone: 'UTC', ...(options.discipline && { discipline: options.discipline }) });
  } else {
    await adminDb.doc(`staff/${client.uid}`).set({ firstName, lastName, email: client.email, createdAt: Timestamp.now() });
  }
  return client;
}

/** A patient; with `approved`, his approval of the clinic since then (2020 unless told), asked by his primary clinician there. */
async function patient(name: string, approved?: { clinicId: string; primary: string; since?: string; state?: 'active' | 'ended' }): Promise<string> {
  const patientId = uniqueId('patient');
  const [firstName, lastName] = name.split(' ');
  await adminDb.doc(`users/${patientId}`).set({ firstName, lastName, email: `${patientId}@example.test`, isAuthorized: true, devices: {}, sessions: [] });
  if (approved) {
    const since = at(approved.since ?? '2020-01-01T00:00:00Z');
    await adminDb.doc(`clinicConsents/${clinicConsentId(patientId, approved.clinicId)}`).set({
      patient: patientId,
      clinicId: approved.clinicId,
      clinicName: 'Northside Rehab',
      state: approved.state ?? 'active',
      requestedAt: since,
      requestedBy: approved.primary,
      primary: approved.primary,
      since,
      grantedBy: patientId,
    });
  }
  return patientId;
}

/** The clinician's own minutes in March 2025 (from 10:00 on March 5) and a call with the patient that day. */
async function clinicianMarch(doctorId: string, patientId: string, minutes: number): Promise<void> {
  const entry = { start: at('2025-03-05T10:00:00Z'), seconds: minutes * 60, source: 'auto', activity: 'charts', interactive: false, reason: '', updatedAt: at('2025-03-05T10:00:00Z') };
  await adminDb.doc(`managementTime/${doctorId}_${patientId}_${MONTH}`).set({ doctorId, patientId, month: MONTH, entries: { own: entry }, lastEntryId: 'own', inCare: true });
  await adminDb.doc(`rtmContacts/${uniqueId('call')}`).set({
    doctorId, patientId, start: at('2025-03-05T09:00:00Z'), seconds: 600, kind: 'phone', source: 'attested', recordedAt: Timestamp.now(), inCare: true,
  });
}

const assistantTime = (patientId: string, start: string, minutes: number, requestId = uniqueId('req')) => ({
  requestId,
  patientId,
  start,
  minutes,
  activity: 'charts' as const,
  reason: 'Reviewed the home programme data with the patient’s plan.',
});

describe("an assistant's minutes under his supervising clinician", () => {
  it.each([
    ['GP', 'CQ'],
    ['GO', 'CO'],
  ] as const)('%s: an assistant with 10 percent of the minutes adds nothing, with 11 percent %s', async (discipline, modifier) => {
    const clinicId = await clinic();
    const therapist = await member(clinicId, 'clinician', 'Pat Therapist', { discipline });
    const [assistant, biller] = await Promise.all([
      member(clinicId, 'assistant', 'Marco Silva', { supervisor: therapist.uid }),
      member(clinicId, 'biller', 'Tom Becker'),
    ]);
    const [ten, eleven] = await Promise.all([patient('Ten Percent', { clinicId, primary: therapist.uid }), patient('Eleven Percent', { clinicId, primary: therapist.uid })]);
    await Promise.all([clinicianMarch(therapist.uid, ten, 90), clinicianMarch(therapist.uid, eleven, 89)]);
    const logged = await call(assistant, 'logAssistantTime', assistantTime(ten, '2025-03-06T10:00:00Z', 10));
    expect(logged).toEqual({ entryRef: expect.stringMatching(new RegExp(`^${therapist.uid}_${ten}_${MONTH}/assistant-req-`)), created: true });
    await call(assistant, 'logAssistantTime', assistantTime(eleven, '2025-03-06T10:00:00Z', 11));

    const answer = await call(biller, 'clinicRtmClaims', { month: MONTH });
    expect(answer).toMatchObject({ month: MONTH, clinicId, clinicName: 'Northside Rehab' });
    expect(answer.clinicians).toHaveLength(1);
    const [month] = answer.clinicians;
    expect(month).toMatchObject({ doctorId: therapist.uid, name: 'Pat Therapist', timeZone: 'UTC', closed: null, amendments: [] });
    expect(month.lines.map((line) => [line.patientName, line.code, line.units, line.minutes, line.modifiers, line.doctorId])).toEqual([
      ['Eleven Percent', '98980', 1, 100, [discipline, modifier], therapist.uid],
      ['Eleven Percent', '98981', 4, 100, [discipline, modifier], therapist.uid],
      ['Ten Percent', '98980', 1, 100, [discipline], therapist.uid],
      ['Ten Percent', '98981', 4, 100, [discipline], therapist.uid],
    ]);
    expect(month.lines[0].evidence.minutesBy).toEqual([
      { uid: therapist.uid, name: 'Pat Therapist', role: 'clinician', seconds: 89 * 60, billable: true },
      { uid: assistant.uid, name: 'Marco Silva', role: 'assistant', seconds: 11 * 60, billable: true },
    ]);
    // the clinician's own claims say the same
    expect((await call(therapist, 'rtmClaims', { month: MONTH })).lines).toEqual(month.lines);

    // the entry is the server's, by the assistant, in the supervisor's month; audited as the assistant's
    const [monthId, entryId] = logged.entryRef.split('/');
    const stored = (await adminDb.doc(`managementTime/${monthId}`).get()).data();
    expect(stored?.entries[entryId]).toMatchObject({ seconds: 600, source: 'server', activity: 'charts', interactive: false, by: assistant.uid });
    const audit = await adminDb.collection('auditLog').where('actorUid', '==', assistant.uid).get();
    expect(audit.docs.map((entry) => entry.data())).toContainEqual(
      expect.objectContaining({ action: 'rtm.assistantTimeLogged', actorRole: 'staff', actorName: 'Marco Silva', patientUid: ten, target: { collection: 'managementTime', id: monthId } }),
    );
  }, SLOW);

  it("bills none of a speech-language pathologist's assistant's minutes, and only the patients who had approved the clinic", async () => {
    const clinicId = await clinic();
    const pathologist = await member(clinicId, 'clinician', 'Sam Speech', { discipline: 'GN' });
    const [assistant, biller] = await Promise.all([
      member(clinicId, 'assistant', 'Ana Lee', { supervisor: pathologist.uid }),
      member(clinicId, 'biller', 'Tom Becker'),
    ]);
    // approved in April: his March is the clinician's alone (his own care of him)
    const [approved, late] = await Promise.all([patient('Ada Approved', { clinicId, primary: pathologist.uid }), patient('Lee Late', { clinicId, primary: pathologist.uid, since: '2025-04-10T00:00:00Z' })]);
    await Promise.all([clinicianMarch(pathologist.uid, approved, 15), clinicianMarch(pathologist.uid, late, 25)]);
    await call(assistant, 'logAssistantTime', assistantTime(approved, '2025-03-06T10:00:00Z', 10));

    const [month] = (await call(biller, 'clinicRtmClaims', { month: MONTH })).clinicians;
    // 15 minutes of her own: 98979 (with the assistant's 10 it would have been 98980)
    expect(month.lines.map((line) => [line.patientName, line.code, line.minutes, line.modifiers])).toEqual([['Ada Approved', '98979', 15, ['GN']]]);
    expect(month.lines[0].evidence.minutesBy).toEqual([
      { uid: pathologist.uid, name: 'Sam Speech', role: 'clinician', seconds: 900, billable: true },
      { uid: assistant.uid, name: 'Ana Lee', role: 'assistant', seconds: 600, billable: false },
    ]);
    expect((await call(pathologist, 'rtmClaims', { month: MONTH })).lines.map((line) => [line.patientName, line.code])).toEqual([
      ['Ada Approved', '98979'],
      ['Lee Late', '98980'],
    ]);
  }, SLOW);
});

describe("the clinic's biller", () => {
  it('closes each clinician’s month once however often he asks, audited as his; a closed month takes no more assistant time', async () => {
    const clinicId = await clinic();
    const owner = await member(clinicId, 'owner', 'Dana Owner', { discipline: 'GP' });
    const therapist = await member(clinicId, 'clinician', 'Pat Therapist', { discipline: 'GP' });
    const [assistant, biller] = await Promise.all([
      member(clinicId, 'assistant', 'Marco Silva', { supervisor: therapist.uid }),
      member(clinicId, 'biller', 'Tom Becker'),
    ]);
    const [first, second] = await Promise.all([patient('Ada One', { clinicId, primary: owner.uid }), patient('Bo Two', { clinicId, primary: therapist.uid })]);
    await Promise.all([clinicianMarch(owner.uid, first, 25), clinicianMarch(therapist.uid, second, 12)]);

    const closed = await call(biller, 'closeClinicRtmMonth', { month: MONTH });
    // by name: Dana Owner, then Pat Therapist
    expect(closed.closed.map((c) => [c.doctorId, c.closed.closedBy, c.closed.totals])).toEqual([
      [owner.uid, biller.uid, { '98980': 1 }],
      [therapist.uid, biller.uid, { '98979': 1 }],
    ]);
    expect(closed).toMatchObject({ month: MONTH, notOverYet: [] });
    expect(await call(biller, 'closeClinicRtmMonth', { month: MONTH })).toEqual(closed);
    // the clinician's own close finds it closed
    expect((await call(therapist, 'closeRtmMonth', { month: MONTH })).closed).toEqual(closed.closed[1].closed);
    for (const doctorId of [owner.uid, therapist.uid]) {
      const closure = (await adminDb.doc(`rtmMonthClosures/${doctorId}_${MONTH}`).get()).data();
      // each code billed on one line of one unit: its lines per code (issue 51, the clinic dashboard's) are its units
      expect(closure).toMatchObject({ doctorId, month: MONTH, closedBy: biller.uid, timeZone: 'UTC', lineCounts: closure?.totals, lineCount: 1 });
      const audits = await adminDb.collection('auditLog').where('target.id', '==', `${doctorId}_${MONTH}`).get();
      expect(audits.docs.map((entry) => entry.data())).toEqual([expect.objectContaining({ action: 'rtm.monthClosed', actorUid: biller.uid, actorRole: 'staff', actorName: 'Tom Becker' })]);
    }
    expect((await call(biller, 'clinicRtmClaims', { month: MONTH })).clinicians.map((c) => c.closed)).toEqual(closed.closed.map((c) => c.closed));

    // the month is closed for the assistant too; the month under way is not over for anyone
    expect(await refusalOf(call(assistant, 'logAssistantTime', assistantTime(second, '2025-03-20T10:00:00Z', 10)))).toEqual({
      code: 'functions/failed-precondition',
      message: '2025-03 is closed for billing: change it with an amendment (a reason is required).',
      details: undefined,
    });
    const thisMonth = new Date().toISOString().slice(0, 7);
    expect(await call(biller, 'closeClinicRtmMonth', { month: thisMonth })).toEqual({ month: thisMonth, closed: [], flagged: [], notOverYet: [owner.uid, therapist.uid] });
  }, SLOW);

  it('is the only one who may: clinicians, the front desk, assistants, patients and visitors are refused; another clinic’s biller sees his own', async () => {
    const clinicId = await clinic();
    const therapist = await member(clinicId, 'clinician', 'Pat Therapist', { discipline: 'GP' });
    const [owner, assistant, frontDesk, otherBiller] = await Promise.all([
      member(clinicId, 'owner', 'Dana Owner', { discipline: 'GP' }),
      member(clinicId, 'assistant', 'Marco Silva', { supervisor: therapist.uid }),
      member(clinicId, 'frontDesk', 'Jess Park'),
      clinic('Kincaid Physiotherapy').then((otherClinic) => member(otherClinic, 'biller', 'Kim Other')),
    ]);
    const ours = await patient('Ada One', { clinicId, primary: therapist.uid });
    await clinicianMarch(therapist.uid, ours, 25);
    for (const caller of [therapist, owner, assistant, frontDesk, await patientClient()]) {
      expect(await refusalOf(call(caller, 'clinicRtmClaims', { month: MONTH }))).toMatchObject(REFUSED);
      expect(await refusalOf(call(caller, 'closeClinicRtmMonth', { month: MONTH }))).toMatchObject(REFUSED);
    }
    expect(await refusalOf(callSignedOut('clinicRtmClaims', { month: MONTH }))).toMatchObject({ code: 'functions/unauthenticated' });
    // another clinic's biller bills his own clinic: none of ours, nothing of ours closed
    expect(await call(otherBiller, 'clinicRtmClaims', { month: MONTH })).toMatchObject({ clinicName: 'Kincaid Physiotherapy', clinicians: [] });
    expect(await call(otherBiller, 'closeClinicRtmMonth', { month: MONTH })).toEqual({ month: MONTH, closed: [], flagged: [], notOverYet: [] });
    expect((await adminDb.doc(`rtmMonthClosures/${therapist.uid}_${MONTH}`).get()).exists).toBe(false);
    // and bad input
    expect(await refusalOf(call(otherBiller, 'clinicRtmClaims', { month: '2025-13' }))).toMatchObject({ code: 'functions/invalid-argument' });
    expect(await refusalOf(call(otherBiller, 'closeClinicRtmMonth', { month: MONTH, clinicId } as Request<'closeClinicRtmMonth'>))).toMatchObject({ code: 'functions/invalid-argument' });
  }, SLOW);
});

describe('logAssistantTime', () => {
  /** A clinic with a physical therapist, his assistant and a patient who approved the clinic in 2020. */
  async function supervised() {
    const clinicId = await clinic();
    const therapist = await member(clinicId, 'clinician', 'Pat Therapist', { discipline: 'GP' });
    const assistant = await member(clinicId, 'assistant', 'Marco Silva', { supervisor: therapist.uid });
    const patientId = await patient('Ada One', { clinicId, primary: therapist.uid });
    return { clinicId, therapist, assistant, patientId };
  }

  const entriesBy = async (doctorId: string, uid: string) => {
    const months = await adminDb.collection('managementTime').where('doctorId', '==', doctorId).get();
    return months.docs.flatMap((month) => Object.values(month.data().entries as Record<string, { by?: string }>).filter((entry) => entry.by === uid));
  };

  it('writes one entry per requestId however often it is retried', async () => {
    const { therapist, assistant, patientId } = await supervised();
    const payload = assistantTime(patientId, new Date(Date.now() - 2 * HOUR).toISOString(), 20);
    const results = await Promise.all([call(assistant, 'logAssistantTime', payload), call(assistant, 'logAssistantTime', payload)]);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(await call(assistant, 'logAssistantTime', payload)).toEqual({ entryRef: results[0].entryRef, created: false });
    expect(await entriesBy(therapist.uid, assistant.uid)).toEqual([expect.objectContaining({ seconds: 1200, source: 'server', by: assistant.uid })]);
    const [monthId] = results[0].entryRef.split('/');
    expect((await adminDb.doc(`managementTime/${monthId}`).get()).data()).toMatchObject({ doctorId: therapist.uid, patientId, inCare: true });
    // the same requestId for other time is refused, not written over
    expect(await refusalOf(call(assistant, 'logAssistantTime', { ...payload, minutes: 25 }))).toMatchObject({ code: 'functions/already-exists' });
    // a new requestId is new time
    expect(await call(assistant, 'logAssistantTime', { ...payload, requestId: uniqueId('req') })).toMatchObject({ created: true });
    expect(await entriesBy(therapist.uid, assistant.uid)).toHaveLength(2);
  }, SLOW);

  it('refuses anyone but an assistant, a patient who did not approve the clinic, the future, a time before the approval, and bad input', async () => {
    const { clinicId, therapist, assistant, patientId } = await supervised();
    const [frontDesk, unsupervised] = await Promise.all([member(clinicId, 'frontDesk', 'Jess Park'), member(clinicId, 'assistant', 'Ana Lee')]);
    // his own patient, outside the clinic; and one whose approval of the clinic ended
    const [privatePatient, ended] = await Promise.all([patient('Pri Vate'), patient('En Ded', { clinicId, primary: therapist.uid, state: 'ended' })]);
    await arrangeCare(privatePatient, therapist.uid);
    const now = Date.now();
    const ok = assistantTime(patientId, new Date(now - 2 * HOUR).toISOString(), 10);
    for (const caller of [frontDesk, therapist, await patientClient()]) {
      expect(await refusalOf(call(caller, 'logAssistantTime', ok))).toMatchObject(REFUSED);
    }
    expect(await refusalOf(call(unsupervised, 'logAssistantTime', ok))).toMatchObject({ code: 'functions/failed-precondition' });
    for (const other of [privatePatient, ended]) {
      expect(await refusalOf(call(assistant, 'logAssistantTime', { ...ok, patientId: other }))).toMatchObject(REFUSED);
    }
    expect(await refusalOf(call(assistant, 'logAssistantTime', { ...ok, start: new Date(now + HOUR).toISOString() }))).toEqual({
      code: 'functions/failed-precondition',
      message: 'Time cannot start or end in the future.',
      details: undefined,
    });
    expect(await refusalOf(call(assistant, 'logAssistantTime', { ...ok, start: '2019-12-31T10:00:00Z' }))).toMatchObject({
      code: 'functions/failed-precondition',
      message: expect.stringContaining("before your clinic's care of the patient began"),
    });
    for (const bad of [{ minutes: 0 }, { minutes: 481 }, { activity: 'coffee' }, { reason: '  ' }, { requestId: 'a/b' }, { doctorId: therapist.uid }]) {
      expect(await refusalOf(call(assistant, 'logAssistantTime', { ...ok, ...bad } as Request<'logAssistantTime'>))).toMatchObject({ code: 'functions/invalid-argument' });
    }
    expect(await entriesBy(therapist.uid, assistant.uid)).toEqual([]);
    expect(await call(assistant, 'logAssistantTime', ok)).toMatchObject({ created: true });
  }, SLOW);
});
