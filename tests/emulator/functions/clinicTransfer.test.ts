/**
 * Transfer (issue 51): the clinic's owner or a patient's primary clinician makes another clinician of the clinic the
 * patient's primary (transferClinicPatient; each refusal beside its allowed twin). The care follows at once, the act
 * is audited, the patient gets an e-mail naming only the clinic and the new clinician, the future appointments move
 * when asked, and the open episode's device codes are the new clinician's from the next 30-day period on: the period
 * under way and the set-up stay the starter's.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@rehab/model/audit';
import type { CallableContracts, PatientListItem } from '@rehab/model/callables';
import { clinicConsentId, type ClinicConsent, type ClinicRole } from '@rehab/model/clinics';
import type { Appointment, Email, Monitoring } from '@rehab/model/collections';
import { addDays, dayKey, monthOfDay } from '@rehab/model/monitoring';
import { doctorMonth } from '../../../functions/src/rtm/shared';
import { waitForEffect } from '../../effects';
import { adminDb, closeClients, signedInClient } from '../support';
import { callSignedOut, doctorClient, patientClient, refusalOf, uniqueId, type Client } from './callers';

afterAll(closeClients);

const DAY_MS = 86_400_000;
type Response<K extends keyof CallableContracts> = CallableContracts[K]['response'];

const transfer = (caller: Client, data: Record<string, unknown>) => caller.call<Record<string, unknown>, Response<'transferClinicPatient'>>('transferClinicPatient', data);
const patientsOf = async (doctor: Client) => ((await doctor.call<{ uid: string }, PatientListItem[]>('retrievePatients', { uid: doctor.uid })).data ?? []).map((p) => p.uid);

/** A verified doctor in this clinic with this role and name (after his clinic of one, which its trigger gives him first). */
async function memberOf(clinicId: string, role: ClinicRole, name: string): Promise<Client> {
  const doctor = await doctorClient();
  await waitForEffect('the clinic of one', async () => (await adminDb.doc(`clinicMembers/${doctor.uid}`).get()).exists);
  await adminDb.doc(`clinicMembers/${doctor.uid}`).set({ clinicId, role, supervisor: null, name, email: doctor.email, since: Timestamp.now() });
  const [firstName, lastName] = name.split(' ');
  await adminDb.doc(`doctors/${doctor.uid}`).update({ firstName, lastName, timeZone: 'UTC' });
  return doctor;
}

/** Data days from `first` on, `count` of them (one session a day). */
function daysFrom(first: string, count: number): Monitoring['days'] {
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [addDays(first, i), { [`s-${i}`]: true as const }]));
}

describe('transferClinicPatient', { timeout: 300_000 }, () => {
  const [clinicId, otherClinic] = [uniqueId('clinic'), uniqueId('clinic')];
  const today = dayKey(Date.now(), 'UTC');
  // The episode's first period ends today: the next one, the new clinician's, starts tomorrow.
  const periodStart = addDays(today, -29);
  const nextPeriod = addDays(today, 1);
  let owner: Client;
  let first: Client;
  let second: Client;
  let outsider: Client;
  let desk: Client;
  let patient: Client;
  let consentId: string;
  const appointments = { future: uniqueId('appt'), past: uniqueId('appt') };

  beforeAll(async () => {
    [owner, first, second, outsider, patient] = await Promise.all([
      memberOf(clinicId, 'owner', 'Daniel Reyes'),
      memberOf(clinicId, 'clinician', 'Hannah Brooks'),
      memberOf(clinicId, 'clinician', 'Sam Okafor'),
      memberOf(otherClinic, 'clinician', 'Olivia Grant'),
      patientClient(),
    ]);
    desk = await signedInClient();
    await adminDb.doc(`clinicMembers/${desk.uid}`).set({ clinicId, role: 'frontDesk', supervisor: null, name: 'Jess Park', email: desk.email, since: Timestamp.now() });
    await adminDb.doc(`clinics/${clinicId}`).set({ name: 'Northside Rehab', address: '', timeZone: 'UTC', npi: '', taxId: '', owner: owner.uid, createdAt: Timestamp.now() });
    consentId = clinicConsentId(patient.uid, clinicId);
    await adminDb.doc(`clinicConsents/${consentId}`).set({
      patient: patient.uid,
      clinicId,
      clinicName: 'Northside Rehab',
      state: 'active',
      requestedAt: Timestamp.fromMillis(Date.now() - 40 * DAY_MS),
      requestedBy: first.uid,
      primary: first.uid,
      since: Timestamp.fromMillis(Date.now() - 40 * DAY_MS),
      grantedBy: patient.uid,
    } satisfies ClinicConsent);
    // 16 data days in the period under way; 3 already keyed in the next one (what the claim of that period counts)
    await adminDb.doc(`monitoring/${patient.uid}`).set({
      patientId: patient.uid,
      timeZone: 'UTC',
      daysTimeZone: 'UTC',
      periodStart,
      startedBy: first.uid,
      days: { ...daysFrom(periodStart, 16), ...daysFrom(nextPeriod, 3) },
      romGoals: {},
    });
    const appointment = (at: number): Appointment => ({ isOnline: false, doctorID: first.uid, datetime: Timestamp.fromMillis(at), location: '1 Clinic Road', userID: patient.uid, inCare: true });
    await adminDb.doc(`appointments/${appointments.future}`).set(appointment(Date.now() + 3 * DAY_MS));
    await adminDb.doc(`appointments/${appointments.past}`).set(appointment(Date.now() - 3 * DAY_MS));
  });

  it('refuses a clinician who is not the primary, the front desk, the current primary or a non-clinician as new one, a patient who did not approve, and bad input', async () => {
    const ok = { patientId: patient.uid, to: second.uid, moveAppointments: true };
    expect(await refusalOf(callSignedOut('transferClinicPatient', ok))).toMatchObject({ code: 'functions/unauthenticated' });
    expect(await refusalOf(transfer(second, ok))).toMatchObject({ code: 'functions/permission-denied' });
    expect(await refusalOf(transfer(desk, ok))).toMatchObject({ code: 'functions/permission-denied' });
    expect(await refusalOf(transfer(outsider, ok))).toMatchObject({ code: 'functions/failed-precondition' });
    expect(await refusalOf(transfer(first, { ...ok, to: first.uid }))).toMatchObject({ code: 'functions/failed-precondition' });
    for (const to of [desk.uid, outsider.uid, 'nobody-at-all']) {
      expect(await refusalOf(transfer(first, { ...ok, to })), to).toMatchObject({ code: 'functions/failed-precondition' });
    }
    const stranger = await patientClient();
    expect(await refusalOf(transfer(owner, { ...ok, patientId: stranger.uid }))).toMatchObject({ code: 'functions/failed-precondition' });
    for (const bad of [{ moveAppointments: 'yes' }, { moveAppointments: undefined }, { clinicId }, { to: '' }]) {
      expect(await refusalOf(transfer(first, { ...ok, ...bad })), JSON.stringify(bad)).toMatchObject({ code: 'functions/invalid-argument' });
    }
    expect((await adminDb.doc(`clinicConsents/${consentId}`).get()).get('primary')).toBe(first.uid);
    expect((await adminDb.doc(`monitoring/${patient.uid}`).get()).get('transfers')).toBeUndefined();
  });

  it('makes the new clinician primary, audited; moves the future appointments; mails the patient the names only; bills from the next period', async () => {
    expect(await patientsOf(first)).toEqual([patient.uid]);
    expect(await patientsOf(second)).toEqual([]);
    const answer = (await transfer(first, { patientId: patient.uid, to: second.uid, moveAppointments: true })).data;
    expect(answer).toEqual({ patientId: patient.uid, from: first.uid, to: second.uid, billingFromPeriod: nextPeriod, movedAppointments: [appointments.future] });

    // the care follows the approval at once
    const consent = (await adminDb.doc(`clinicConsents/${consentId}`).get()).data() as ClinicConsent;
    expect(consent.primary).toBe(second.uid);
    expect(await patientsOf(second)).toEqual([patient.uid]);
    expect(await patientsOf(first)).toEqual([]);

    const entry = (await adminDb.doc(`auditLog/${consent.auditId}`).get()).data() as AuditEntry;
    expect(entry).toMatchObject({ actorUid: first.uid, actorRole: 'doctor', action: 'care.transferred', patientUid: patient.uid, target: { collection: 'clinicConsents', id: consentId } });
    expect(entry.changes).toEqual({
      primary: { before: first.uid, after: second.uid },
      clinician: { before: 'Hannah Brooks', after: 'Sam Okafor' },
      billingFromPeriod: { before: null, after: nextPeriod },
    });

    const email = (await adminDb.doc(`emails/transfer-${consentId}-${consent.auditId}`).get()).data() as Email;
    expect(email.to).toBe(patient.email);
    expect(email.message).toEqual({
      subject: 'Your clinician at Northside Rehab',
      text: 'Northside Rehab has made Dr. Sam Okafor your clinician there. Please contact your clinic if you have any questions.',
    });

    const [future, past] = await Promise.all([adminDb.doc(`appointments/${appointments.future}`).get(), adminDb.doc(`appointments/${appointments.past}`).get()]);
    expect(future.data()).toMatchObject({ doctorID: second.uid, inCare: true, clinicId });
    expect((await adminDb.doc(`auditLog/${future.get('auditId')}`).get()).data()).toMatchObject({ action: 'appointment.moved', actorUid: first.uid, changes: { doctorID: { before: first.uid, after: second.uid } } });
    expect((await adminDb.doc(`reminders/${appointments.future}`).get()).data()).toMatchObject({ doctorID: second.uid, isRead: false, clinicId });
    expect(past.get('doctorID')).toBe(first.uid);

    const monitoring = (await adminDb.doc(`monitoring/${patient.uid}`).get()).data() as Monitoring;
    expect(monitoring).toMatchObject({ periodStart, startedBy: first.uid, transfers: [{ fromPeriod: nextPeriod, to: second.uid, by: first.uid }] });

    // The claim lines once both periods are over: the first period and the set-up stay the starter's, the next one is
    // the new clinician's.
    const later = Date.now() + 40 * DAY_MS;
    // the months of the set-up (the second data day), of the first period's end (today) and of the next one's
    const months = [...new Set([addDays(periodStart, 1), today, addDays(nextPeriod, 29)].map(monthOfDay))];
    const linesOf = async (doctor: Client, name: string) => {
      const [firstName, lastName] = name.split(' ');
      const found = await Promise.all(months.map(async (month) => (await doctorMonth(doctor.uid, { timeZone: 'UTC', firstName, lastName }, month, later)).lines));
      return found.flat().filter((line) => line.patientId === patient.uid).map((line) => [line.code, line.periodStart, line.doctorId]);
    };
    expect(await linesOf(first, 'Hannah Brooks')).toEqual([
      ['98975', periodStart, first.uid],
      ['98977', periodStart, first.uid],
    ]);
    expect(await linesOf(second, 'Sam Okafor')).toEqual([['98985', nextPeriod, second.uid]]);
  });

  it("lets the owner transfer a patient who is not his, leaving the appointments when not asked", async () => {
    const answer = (await transfer(owner, { patientId: patient.uid, to: first.uid, moveAppointments: false })).data;
    expect(answer).toMatchObject({ from: second.uid, to: first.uid, movedAppointments: [] });
    expect((await adminDb.doc(`appointments/${appointments.future}`).get()).get('doctorID')).toBe(second.uid);
    expect(((await adminDb.doc(`monitoring/${patient.uid}`).get()).data() as Monitoring).transfers?.map((t) => [t.to, t.by])).toEqual([
      [second.uid, first.uid],
      [first.uid, owner.uid],
    ]);
    expect(await patientsOf(first)).toEqual([patient.uid]);
  });
});
