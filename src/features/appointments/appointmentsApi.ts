/** Booking and cancelling appointments: each is one batch, so nothing is half done. */
import { Timestamp, doc, getDoc, writeBatch } from 'firebase/firestore';
import { db } from '../../lib/firebase/app';
import { col, docRef } from '../../lib/firebase/collections';
import type { Appointment } from '../../lib/model/collections';

/** A fresh appointment id (the video link of an online appointment is made from it). */
export function newAppointmentId(): string {
  return doc(col('appointments')).id;
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

/**
 * Deletes the appointment and its reminder and queues the cancellation
 * e-mail to the patient (when the patient has an e-mail address). The rules
 * accept a doctor's e-mail only as emails/cancelled-{appointmentId}, in this batch.
 */
export async function cancelAppointment(
  appointmentId: string,
  appointment: Appointment,
  message: { subject: string; text: string },
): Promise<void> {
  const patient = await getDoc(docRef('users', appointment.userID));
  const to = patient.data()?.email;
  const batch = writeBatch(db);
  batch.delete(docRef('appointments', appointmentId));
  batch.delete(docRef('reminders', appointmentId));
  if (to) batch.set(docRef('emails', `cancelled-${appointmentId}`), { to, message });
  await batch.commit();
}
