/**
 * The front desk's callables (issue 51): a clinic's front desk books, moves and cancels appointments of its
 * physical therapist with a patient who approved the clinic, as the doctor's own booking and cancellation do (the
 * appointment in the clinic, its reminder in the clinician's bell, the audit entry as the front desk's, the patient's
 * e-mail), and the reminders run reminds of a moved appointment's new time, once. Refused: a clinician, an assistant
 * or a biller calling them, the front desk of another clinic, a patient who did not approve the clinic, a doctor who
 * is not a clinician of the clinic or does not look after the patient (issue 51), a time past, a bad place.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deletionAuditId, type AuditEntry } from '@rehab/model/audit';
import type { ClinicRole } from '@rehab/model/clinics';
import type { Appointment, Email, Reminder } from '@rehab/model/collections';
import { DEFAULT_REMINDER_PREFERENCES } from '@rehab/model/reminders';
import type { DeliveryOptions } from '../../../functions/src/reminders/delivery';
import { sendDueReminders } from '../../../functions/src/reminders/sendReminders';
import { readLocalSecrets } from '../../../scripts/lib/localSecrets';
import { waitForEffect } from '../../effects';
import { adminDb, closeClients, signedInClient } from '../support';
import { approveClinic, doctorClient, patientClient, refusalOf, uniqueId, type Client } from './callers';

afterAll(closeClients);

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const ADDRESS = '1280 Burrard St, Suite 410, Vancouver';

/** A verified doctor in this clinic with this role (after his clinic of one, which its trigger gives him first). */
async function doctorOf(clinicId: string, role: ClinicRole = 'clinician'): Promise<Client> {
  const doctor = await doctorClient();
  await waitForEffect('the clinic of one', async () => (await adminDb.doc(`clinicMembers/${doctor.uid}`).get()).exists);
  await adminDb.doc(`clinicMembers/${doctor.uid}`).set({ clinicId, role, supervisor: null, name: 'Hannah Brooks', email: doctor.email, since: Timestamp.now() });
  return doctor;
}

/** A member without a doctors record (an assistant, a front desk, a biller). */
async function staffOf(clinicId: string, role: ClinicRole, supervisor: string | null = null): Promise<Client> {
  const member = await signedInClient();
  await adminDb.doc(`clinicMembers/${member.uid}`).set({ clinicId, role, supervisor, name: `Jess ${role}`, email: member.email, since: Timestamp.now() });
  return member;
}

const inDays = (days: number, hours = 10) => new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + days * DAY_MS + hours * HOUR_MS).toISOString();

const book = (desk: Client, data: Record<string, unknown>) => desk.call<Record<string, unknown>, { appointmentId: string }>('bookClinicAppointment', data);
const move = (desk: Client, data: Record<string, unknown>) => desk.call<Record<string, unknown>, { appointmentId: string }>('moveClinicAppointment', data);
const cancel = (desk: Client, appointmentId: string) => desk.call<Record<string, unknown>, { appointmentId: string }>('cancelClinicAppointment', { appointmentId });

const appointmentOf = async (id: string) => (await adminDb.doc(`appointments/${id}`).get()).data() as Appointment | undefined;
const reminderOf = async (id: string) => (await adminDb.doc(`reminders/${id}`).get()).data() as Reminder | undefined;
const auditOf = async (id: string) =>
  (await adminDb.collection('auditLog').where('target.id', '==', id).get()).docs.map((doc) => ({ id: doc.id, ...(doc.data() as AuditEntry) }));
const appointmentsOfPatient = async (patientId: string) => (await adminDb.collection('appointments').where('userID', '==', patientId).get()).size;

describe('the front desk books, moves and cancels on a clinician’s calendar', { timeout: 300_000 }, () => {
  const [clinicId, otherClinic] = [uniqueId('clinic'), uniqueId('clinic')];
  let physio: Client;
  let owner: Client;
  let outsider: Client;
  let desk: Client;
  let patient: Client;

  beforeAll(async () => {
    [physio, owner, outsider, patient] = await Promise.all([doctorOf(clinicId), doctorOf(clinicId, 'owner'), doctorOf(otherClinic), patientClient()]);
    desk = await staffOf(clinicId, 'frontDesk');
    await approveClinic(patient.uid, clinicId, physio.uid);
  });

  it('books an in-person appointment in the clinic, with its reminder in the clinician’s bell, audited as the front desk’s', async () => {
    const datetime = inDays(3);
    const { appointmentId } = (await book(desk, { patientId: patient.uid, doctorId: physio.uid, datetime, isOnline: false, location: `  ${ADDRESS}  ` })).data;
    const appointment = await appointmentOf(appointmentId);
    expect(appointment).toMatchObject({ doctorID: physio.uid, userID: patient.uid, isOnline: false, location: ADDRESS, inCare: true, clinicId });
    expect(appointment!.datetime.toDate().toISOString()).toBe(datetime);
    expect(await reminderOf(appointmentId)).toEqual({ appointmentID: appointmentId, id: appointmentId, doctorID: physio.uid, userID: patient.uid, isFavourite: false, isRead: false, inCare: true, clinicId });
    const [entry] = await auditOf(appointmentId);
    expect(entry).toMatchObject({ id: appointment!.auditId, actorUid: desk.uid, actorRole: 'staff', actorName: 'Jess frontDesk', action: 'appointment.booked', patientUid: patient.uid });
    expect(entry.changes.location).toEqual({ before: null, after: ADDRESS });
  });

  it('books an online one under its requestId, once however often the request comes, and refuses the id for another booking', async () => {
    const requestId = uniqueId('req');
    const request = { patientId: patient.uid, doctorId: physio.uid, datetime: inDays(4), isOnline: true, location: `https://meet.jit.si/texavie-${requestId}`, requestId };
    const [first, second] = await Promise.all([book(desk, request), book(desk, request)]);
    expect([first.data.appointmentId, second.data.appointmentId]).toEqual([requestId, requestId]);
    expect(await appointmentOf(requestId)).toMatchObject({ isOnline: true, location: request.location, clinicId });
    expect(await auditOf(requestId)).toHaveLength(1);
    expect(await refusalOf(book(desk, { ...request, datetime: inDays(5) }))).toMatchObject({ code: 'functions/already-exists' });
  });

  it('moves an appointment to another time and clinician of the clinic who looks after the patient: same id, reminder unread in the new bell, the patient told', async () => {
    const { appointmentId } = (await book(desk, { patientId: patient.uid, doctorId: physio.uid, datetime: inDays(6), isOnline: false, location: ADDRESS })).data;
    const { auditId: bookedAudit } = (await appointmentOf(appointmentId))!;
    await adminDb.doc(`reminders/${appointmentId}`).update({ isRead: true });

    const datetime = inDays(7, 14);
    // Issue 51: the owner is not the patient's primary: not until he covers the physio, who is away.
    expect(await refusalOf(move(desk, { appointmentId, datetime, doctorId: owner.uid }))).toMatchObject({ code: 'functions/failed-precondition' });
    const coverage = adminDb.doc(`clinicCoverages/${physio.uid}`);
    await coverage.set({
      clinicId,
      away: physio.uid,
      awayName: 'Hannah Brooks',
      cover: owner.uid,
      coverName: 'Hannah Brooks',
      from: Timestamp.fromMillis(Date.now() - HOUR_MS),
      until: Timestamp.fromMillis(Date.now() + DAY_MS),
      setAt: Timestamp.now(),
      setBy: physio.uid,
    });
    expect((await move(desk, { appointmentId, datetime, doctorId: owner.uid })).data).toEqual({ appointmentId });
    const moved = (await appointmentOf(appointmentId))!;
    expect(moved).toMatchObject({ doctorID: owner.uid, userID: patient.uid, location: ADDRESS, inCare: true, clinicId });
    expect(moved.datetime.toDate().toISOString()).toBe(datetime);
    expect(await reminderOf(appointmentId)).toMatchObject({ doctorID: owner.uid, isRead: false, clinicId });
    const entry = (await auditOf(appointmentId)).find((e) => e.id === moved.auditId)!;
    expect(moved.auditId).not.toBe(bookedAudit);
    expect(entry).toMatchObject({ actorUid: desk.uid, actorRole: 'staff', action: 'appointment.moved', changes: { doctorID: { before: physio.uid, after: owner.uid } } });
    const email = (await adminDb.doc(`emails/moved-${appointmentId}-${moved.auditId}`).get()).data() as Email;
    expect(email).toMatchObject({ to: patient.email, message: { subject: 'Appointment moved' } });
    expect(email.message.text).toContain('has been moved to');

    // Moving it to where it is changes nothing.
    await move(desk, { appointmentId, datetime });
    expect((await appointmentOf(appointmentId))!.auditId).toBe(moved.auditId);
    await coverage.delete();
  });

  it('cancels an appointment as its doctor does: gone with its reminder, the deletion audited, the patient e-mailed', async () => {
    const { appointmentId } = (await book(desk, { patientId: patient.uid, doctorId: physio.uid, datetime: inDays(8), isOnline: false, location: ADDRESS })).data;
    const { auditId } = (await appointmentOf(appointmentId))!;
    expect((await cancel(desk, appointmentId)).data).toEqual({ appointmentId });
    expect(await appointmentOf(appointmentId)).toBeUndefined();
    expect(await reminderOf(appointmentId)).toBeUndefined();
    const deletion = (await adminDb.doc(`auditLog/${deletionAuditId('appointments', appointmentId, auditId)}`).get()).data();
    expect(deletion).toMatchObject({ actorUid: desk.uid, actorRole: 'staff', action: 'appointment.cancelled', patientUid: patient.uid });
    const email = (await adminDb.doc(`emails/cancelled-${appointmentId}`).get()).data() as Email;
    expect(email).toMatchObject({ to: patient.email, message: { subject: 'Appointment cancelled' } });
    expect(email.message.text).toMatch(/^Your appointment with Dr\. Dana Doctor on .+ has been cancelled\./);
    expect(await refusalOf(cancel(desk, appointmentId))).toMatchObject({ code: 'functions/not-found' });
  });

  it('refuses a clinician, an assistant and a biller of the clinic, and the front desk of another clinic', async () => {
    const [assistant, biller, otherDesk] = await Promise.all([staffOf(clinicId, 'assistant', physio.uid), staffOf(clinicId, 'biller'), staffOf(otherClinic, 'frontDesk')]);
    const booking = { patientId: patient.uid, doctorId: physio.uid, datetime: inDays(9), isOnline: false, location: ADDRESS };
    const { appointmentId } = (await book(desk, booking)).data;
    const before = await appointmentsOfPatient(patient.uid);
    for (const caller of [physio, owner, assistant, biller]) {
      expect(await refusalOf(book(caller, booking))).toMatchObject({ code: 'functions/permission-denied' });
      expect(await refusalOf(move(caller, { appointmentId, datetime: inDays(10) }))).toMatchObject({ code: 'functions/permission-denied' });
      expect(await refusalOf(cancel(caller, appointmentId))).toMatchObject({ code: 'functions/permission-denied' });
    }
    // The other clinic's front desk: the patient did not approve its clinic, and the appointment is not its clinic's.
    expect(await refusalOf(book(otherDesk, { ...booking, doctorId: outsider.uid }))).toMatchObject({ code: 'functions/permission-denied' });
    expect(await refusalOf(move(otherDesk, { appointmentId, datetime: inDays(10) }))).toMatchObject({ code: 'functions/permission-denied' });
    expect(await refusalOf(cancel(otherDesk, appointmentId))).toMatchObject({ code: 'functions/permission-denied' });
    expect(await appointmentsOfPatient(patient.uid)).toBe(before);
    expect((await appointmentOf(appointmentId))!.datetime.toDate().toISOString()).toBe(booking.datetime);
  });

  it('refuses a patient who did not approve the clinic, and a doctor who is not a clinician of it', async () => {
    const stranger = await patientClient();
    const assistant = await staffOf(clinicId, 'assistant', physio.uid);
    const booking = { patientId: patient.uid, doctorId: physio.uid, datetime: inDays(11), isOnline: false, location: ADDRESS };
    expect(await refusalOf(book(desk, { ...booking, patientId: stranger.uid }))).toMatchObject({ code: 'functions/permission-denied', message: 'This patient has not approved your clinic.' });
    for (const doctorId of [outsider.uid, assistant.uid, desk.uid]) {
      expect(await refusalOf(book(desk, { ...booking, doctorId }))).toMatchObject({ code: 'functions/failed-precondition' });
    }
    const { appointmentId } = (await book(desk, booking)).data;
    expect(await refusalOf(move(desk, { appointmentId, datetime: inDays(12), doctorId: outsider.uid }))).toMatchObject({ code: 'functions/failed-precondition' });
    expect(await appointmentsOfPatient(stranger.uid)).toBe(0);
    expect(await appointmentOf(appointmentId)).toMatchObject({ doctorID: physio.uid });
  });

  it('refuses a time past or without its offset, and a bad place, writing nothing', async () => {
    const booking = { patientId: patient.uid, doctorId: physio.uid, datetime: inDays(13), isOnline: false, location: ADDRESS };
    const before = await appointmentsOfPatient(patient.uid);
    const refused = [
      { datetime: new Date(Date.now() - HOUR_MS).toISOString() },
      { datetime: inDays(13).replace(/\.\d{3}Z$/, '') },
      { location: '   ' },
      { location: 'x'.repeat(501) },
      { isOnline: true, location: 'http://meet.example.com/room' },
      { isOnline: true, location: ADDRESS },
      { isOnline: 'yes' },
      { requestId: 'bad/id' },
      { extra: true },
    ];
    for (const change of refused) expect(await refusalOf(book(desk, { ...booking, ...change })), JSON.stringify(change)).toMatchObject({ code: 'functions/invalid-argument' });
    const { appointmentId } = (await book(desk, booking)).data;
    expect(await refusalOf(move(desk, { appointmentId, datetime: new Date(Date.now() - HOUR_MS).toISOString() }))).toMatchObject({ code: 'functions/invalid-argument' });
    expect(await appointmentsOfPatient(patient.uid)).toBe(before + 1);
  });

  it('leaves an appointment whose time has passed, or whose video visit began, as it is', async () => {
    const { appointmentId } = (await book(desk, { patientId: patient.uid, doctorId: physio.uid, datetime: inDays(14), isOnline: false, location: ADDRESS })).data;
    await adminDb.doc(`appointments/${appointmentId}`).update({ datetime: Timestamp.fromMillis(Date.now() - HOUR_MS) });
    expect(await refusalOf(move(desk, { appointmentId, datetime: inDays(15) }))).toMatchObject({ code: 'functions/failed-precondition' });
    await adminDb.doc(`videoVisits/${appointmentId}`).set({ appointmentId, doctorId: physio.uid, patientId: patient.uid, status: 'open' });
    expect(await refusalOf(cancel(desk, appointmentId))).toMatchObject({ code: 'functions/failed-precondition' });
    expect(await appointmentOf(appointmentId)).toBeDefined();
    // Not a real visit: gone before the other files' visit jobs see it.
    await Promise.all(['videoVisits', 'appointments', 'reminders'].map((collection) => adminDb.doc(`${collection}/${appointmentId}`).delete()));
  });
});

describe('the reminders of an appointment the front desk moved', { timeout: 300_000 }, () => {
  const secrets = readLocalSecrets();
  const OPTIONS: DeliveryOptions = { vapid: { publicKey: secrets.get('VAPID_PUBLIC_KEY')!, privateKey: secrets.get('VAPID_PRIVATE_KEY')! }, retryDelaysMs: [10, 20] };

  it('remind of the new time, each reminder once, and never of the old time again', async () => {
    const clinicId = uniqueId('clinic');
    const [physio, patient] = await Promise.all([doctorOf(clinicId), patientClient()]);
    const desk = await staffOf(clinicId, 'frontDesk');
    await approveClinic(patient.uid, clinicId, physio.uid);
    await adminDb.doc(`users/${patient.uid}`).update({ timeZone: 'UTC' });
    // Reminders on, through no channel: the run still claims and records each one it sends.
    await adminDb.doc(`reminderSettings/${patient.uid}`).set({ ...DEFAULT_REMINDER_PREFERENCES, channels: { push: false, email: false }, updatedAt: Timestamp.now() });
    const run = async (at: string) => (await sendDueReminders(new Date(at), OPTIONS)).filter((sent) => sent.patientId === patient.uid).map((sent) => sent.key);

    const { appointmentId } = (await book(desk, { patientId: patient.uid, doctorId: physio.uid, datetime: '2031-03-10T10:00:00Z', isOnline: false, location: ADDRESS })).data;
    const keyOf = (kind: string, at: string) => `${patient.uid}_2031-03-10_${kind}_${appointmentId}_${Date.parse(at)}`;
    expect(await run('2031-03-09T10:00:00Z')).toEqual([keyOf('appointment24h', '2031-03-10T10:00:00Z')]);
    expect(await run('2031-03-09T10:05:00Z')).toEqual([]);

    await move(desk, { appointmentId, datetime: '2031-03-10T11:00:00Z' });
    expect(await run('2031-03-09T10:10:00Z')).toEqual([]);
    expect(await run('2031-03-09T11:00:00Z')).toEqual([keyOf('appointment24h', '2031-03-10T11:00:00Z')]);
    expect(await run('2031-03-09T11:05:00Z')).toEqual([]);
    // The old time's hour-before reminder is not due; the new time's is, once.
    expect(await run('2031-03-10T09:00:00Z')).toEqual([]);
    expect(await run('2031-03-10T10:00:00Z')).toEqual([keyOf('appointment1h', '2031-03-10T11:00:00Z')]);
    expect(await run('2031-03-10T10:05:00Z')).toEqual([]);
  });
});
