/** The appointments' Firestore reads and writes, run by the endpoints of ./appointmentsApi.ts. Each write is one batch, so nothing is half done. */
import { Timestamp, doc, getDoc, query, where, writeBatch } from 'firebase/firestore';
import { db } from '../../../lib/firebase/firestore';
import { col, docRef } from '../../../lib/firebase/collections';

/** A fresh appointment id (the video link of an online appointment is made from it); nothing is read. */
export function newAppointmentId(): string {
  return doc(col('appointments')).id;
}

/** A doctor's own appointments. */
export function doctorAppointmentsQuery(doctorUid: string) {
  return query(col('appointments'), where('doctorID', '==', doctorUid));
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
  const batch = writeBatch(db);
  batch.set(docRef('appointments', id), {
    isOnline,
    doctorID: doctorUid,
    datetime: Timestamp.fromDate(datetime),
    location,
    userID: patientUid,
  });
  batch.set(docRef('reminders', id), {
    appointmentID: id,
    doctorID: doctorUid,
    id,
    isFavourite: false,
    isRead: false,
    userID: patientUid,
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
  const patient = await getDoc(docRef('users', patientUid));
  const to = patient.data()?.email;
  const batch = writeBatch(db);
  batch.delete(docRef('appointments', appointmentId));
  batch.delete(docRef('reminders', appointmentId));
  if (to) batch.set(docRef('emails', `cancelled-${appointmentId}`), { to, message });
  await batch.commit();
}
