/**
 * The Firestore reads and writes behind the top bar's endpoints (./topBarApi):
 * the doctor's unread reminders and their appointments, the unread chat
 * messages, and marking a reminder read.
 */
import { getDoc, query, updateDoc, where } from 'firebase/firestore';
import { col, docRef } from '../../../lib/firebase/collections';
import type { WithId } from '../../../lib/firebase/withId';
import { subscribeQuery } from '../../../lib/firebase/subscribe';
import type { ChatMessage, Reminder } from '@rehab/model/collections';
import type { Subscribe } from '../../../lib/store/live';

/** The doctor's unread reminders with the patients he looks after (the rules allow no wider query). */
export function unreadRemindersSubscription(doctorUid: string): Subscribe<WithId<Reminder>[]> {
  return subscribeQuery(query(col('reminders'), where('doctorID', '==', doctorUid), where('isRead', '==', false), where('inCare', '==', true)));
}

/** When a reminder's appointment is, and with whom (milliseconds, so that the cache holds plain values). */
export interface AppointmentSummary {
  datetime: number;
  patientName: string | null;
}

export async function readAppointmentSummary(appointmentId: string): Promise<AppointmentSummary | null> {
  const appointment = await getDoc(docRef('appointments', appointmentId));
  if (!appointment.exists()) return null;
  const { datetime, userID } = appointment.data();
  let patientName: string | null = null;
  try {
    const patient = await getDoc(docRef('users', userID));
    if (patient.exists()) patientName = `${patient.data().firstName} ${patient.data().lastName}`.trim() || null;
  } catch (error) {
    console.warn('Could not read the patient of a reminder', error);
  }
  return { datetime: datetime.toDate().getTime(), patientName };
}

export function setReminderRead(reminderId: string): Promise<void> {
  return updateDoc(docRef('reminders', reminderId), { isRead: true });
}

/** Who a chat message is addressed to: the doctor (doctorID) or the patient (userID). */
export type RecipientField = 'doctorID' | 'userID';

/**
 * The unread messages addressed to the user: a patient's from every doctor; a doctor's from the patients he looks
 * after (the rules allow a doctor no wider query).
 */
export function unreadMessagesSubscription(field: RecipientField, uid: string): Subscribe<WithId<ChatMessage>[]> {
  const unread = query(col('notifications'), where(field, '==', uid), where('isRead', '==', false));
  return subscribeQuery(field === 'doctorID' ? query(unread, where('inCare', '==', true)) : unread);
}
