import { useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { Role } from '../../auth';
import { useUnreadMessagesQuery, useUnreadRemindersQuery } from '../api/topBarApi';
import { isSameDay, isUnreadBy } from '../logic/topBarLogic';

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

/** The doctor's unread reminders (live) whose appointment is today, earliest first. */
export function useTodaysReminders(doctorUid: string | null) {
  const { data, isLoading, isError } = useUnreadRemindersQuery(doctorUid ?? skipToken);
  const today = useToday();
  const reminders: ReminderView[] = (data ?? []).flatMap(({ id, appointment }) => {
    if (!appointment) return [];
    const datetime = new Date(appointment.datetime);
    return isSameDay(datetime, today) ? [{ id, datetime, patientName: appointment.patientName }] : [];
  });
  reminders.sort((a, b) => a.datetime.getTime() - b.datetime.getTime());
  return { reminders, loading: isLoading, failed: isError };
}

export interface MessageView {
  id: string;
  body: string;
  sentAt: Date;
}

/** Unread chat messages sent to the user (doctors and patients have chats), newest first. */
export function useUnreadMessages(uid: string | null, role: Role | null) {
  const field = role === 'doctor' ? 'doctorID' : role === 'patient' ? 'userID' : null;
  const { data, isLoading, isError } = useUnreadMessagesQuery(uid && field ? { field, uid } : skipToken);
  const messages: MessageView[] = (data ?? [])
    .filter((message) => uid !== null && isUnreadBy(message, uid))
    .map((message) => ({ id: message.docId, body: message.messageBody, sentAt: message.timestamp?.toDate() ?? new Date(0) }))
    .sort((a, b) => b.sentAt.getTime() - a.sentAt.getTime());
  return { messages, loading: isLoading, failed: isError };
}
