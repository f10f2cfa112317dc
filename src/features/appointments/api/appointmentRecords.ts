/**
 * The appointments' Firestore reads and writes, run by the endpoints of ./appointmentsApi.ts. Each
 * write is one batch or transaction, recorded in the patient's history, so nothing is half done.
 */
import { Timestamp, doc, query, runTransaction, where, writeBatch } from 'firebase/firestore';
import { db } from '../../../lib/firebase/firestore';
import { auditedDelete, auditedSet } from '../../../lib/firebase/audit';
import { col, docRef } from '../../../lib/firebase/collections';
import { auditContext, currentActor } from '../../../lib/firebase/currentActor';

/** A fresh appointment id (the video link of an online appointment is made from it); nothing is read. */
export function newAppointmentId(): string {
  return doc(col('appointments')).id;
}

/** A doctor's own appointments with the patients he looks after (the rules allow no wider query). */
export function doctorAppointmentsQuery(doctorUid: string) {
  return query(col('appointments'), where('doctorID', '==', doctorUid), where('inCare', '==', true));
}

/** Every appointment of one patient (with any doctor). */
export function patientAppointmentsQuery(patientUid: string) {
  return query(col('appointments'), where('userID', '==', patientUid));
}

export interface Booking {
  id: string;
  doctorUid: string;
  patientUid: string;
  datetime: Date;
  isOnline: boolean;
  location: string;
}

/** Writes the appointment and its reminder (reminders/{appointmentId}). */
export async function bookAppointment({ id, doctorUid, patientUid, datetime, isOnline, location }: Booking): Promise<void> {
  const actor = await currentActor('doctor');
  const batch = writeBatch(db);
  const at = Timestamp.fromDate(datetime);
  auditedSet(
    auditContext(batch, actor),
    docRef('appointments', id),
    { isOnline, doctorID: doctorUid, datetime: at, location, userID: patientUid, inCare: true },
    { action: 'appointment.booked', patientUid, changes: { datetime: { before: null, after: at }, location: { before: null, after: location } } },
  );
  batch.set(docRef('reminders', id), {
    appointmentID: id,
    doctorID: doctorUid,
    id,
    isFavourite: false,
    isRead: false,
    userID: patientUid,
    inCare: true,
  });
  await batch.commit();
}

export interface Cancellation {
  appointmentId: string;
  /** the appointment's patient, who is told by e-mail */
  patientUid: string;
  message: { subject: string; text: string };
}

/**
 * Deletes the appointment and its reminder and queues the cancellation
 * e-mail to the patient (when the patient has an e-mail address). The rules
 * accept a doctor's e-mail only as emails/cancelled-{appointmentId}, in this batch.
 */
export async function cancelAppointment({ appointmentId, patientUid, message }: Cancellation): Promise<void> {
  const ref = docRef('appointments', appointmentId);
  await runTransaction(db, async (tx) => {
    const actor = await currentActor('doctor', tx);
    const [appointment, patient] = await Promise.all([tx.get(ref), tx.get(docRef('users', patientUid))]);
    const booked = appointment.data();
    if (!booked) return;
    auditedDelete(auditContext(tx, actor), ref, booked.auditId, {
      action: 'appointment.cancelled',
      patientUid: booked.userID,
      changes: { datetime: { before: booked.datetime, after: null }, location: { before: booked.location, after: null } },
    });
    tx.delete(docRef('reminders', appointmentId));
    const to = patient.data()?.email;
    if (to) tx.set(docRef('emails', `cancelled-${appointmentId}`), { to, message });
  });
}
