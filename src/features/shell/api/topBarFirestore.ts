import { useEffect, useMemo, useState } from 'react';
import { getDoc, query, updateDoc, where } from 'firebase/firestore';
import { col, docRef } from '../../lib/firebase/collections';
import { useLiveQuery } from '../../lib/firebase/hooks';
import type { Role } from '../auth';
import { isSameDay, isUnreadBy } from './topBarLogic';

interface AppointmentSummary {
  datetime: Date;
  patientName: string | null;
}

async function loadAppointmentSummary(appointmentId: string): Promise<AppointmentSummary | null> {
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
  return { datetime: datetime.toDate(), patientName };
}

/** Today's date, renewed at midnight, so that a page left open overnight shows the new day's reminders. */
function useToday(): Date {
  const [today, setToday] = useState(() => new Date());
  useEffect(() => {
    const nextMidnight = new Date(today);
    nextMidnight.setHours(24, 0, 0, 0);
    const timer = setTimeout(() => setToday(new Date()), nextMidnight.getTime() - today.getTime());
    return () => clearTimeout(timer);
  }, [today]);
  return today;
}

export interface ReminderView {
  id: string;
  datetime: Date;
  patientName: string | null;
}

/**
 * The doctor's unread reminders (live) whose appointment is today. Each
 * reminder's appointment (and patient name) is read once.
 */
export function useTodaysReminders(doctorUid: string | null) {
  const reminderQuery = useMemo(
    () => (doctorUid ? query(col('reminders'), where('doctorID', '==', doctorUid), where('isRead', '==', false)) : null),
    [doctorUid],
  );
  const { data, loading, error } = useLiveQuery(reminderQuery);
  const [appointments, setAppointments] = useState<ReadonlyMap<string, AppointmentSummary | null>>(new Map());
  const today = useToday();

  useEffect(() => {
    const missing = [...new Set(data.map((reminder) => reminder.appointmentID))].filter((id) => !appointments.has(id));
    if (missing.length === 0) return;
    let cancelled = false;
    void Promise.all(
      missing.map((id) =>
        loadAppointmentSummary(id).catch((failure: unknown) => {
          console.warn('Could not read the appointment of a reminder', failure);
          return null;
        }),
      ),
    ).then((summaries) => {
      if (cancelled) return;
      setAppointments((previous) => {
        const next = new Map(previous);
        missing.forEach((id, index) => next.set(id, summaries[index]));
        return next;
      });
    });
    return () => {
      cancelled = true;
    };
  }, [data, appointments]);

  const reminders: ReminderView[] = data.flatMap((reminder) => {
    const appointment = appointments.get(reminder.appointmentID);
    if (!appointment || !isSameDay(appointment.datetime, today)) return [];
    return [{ id: reminder.docId, datetime: appointment.datetime, patientName: appointment.patientName }];
  });
  reminders.sort((a, b) => a.datetime.getTime() - b.datetime.getTime());
  const resolving = data.some((reminder) => !appointments.has(reminder.appointmentID));
  return { reminders, loading: loading || resolving, error };
}

export function markReminderRead(reminderId: string) {
  return updateDoc(docRef('reminders', reminderId), { isRead: true });
}

export interface MessageView {
  id: string;
  body: string;
  sentAt: Date;
}

/** Unread chat messages sent to the user (doctors and patients have chats). */
export function useUnreadMessages(uid: string | null, role: Role | null) {
  const field = role === 'doctor' ? 'doctorID' : role === 'patient' ? 'userID' : null;
  const messageQuery = useMemo(
    () => (uid && field ? query(col('notifications'), where(field, '==', uid), where('isRead', '==', false)) : null),
    [uid, field],
  );
  const { data, loading, error } = useLiveQuery(messageQuery);
  const messages: MessageView[] = data
    .filter((message) => uid !== null && isUnreadBy(message, uid))
    .map((message) => ({ id: message.docId, body: message.messageBody, sentAt: message.timestamp?.toDate() ?? new Date(0) }))
    .sort((a, b) => b.sentAt.getTime() - a.sentAt.getTime());
  return { messages, loading, error };
}
