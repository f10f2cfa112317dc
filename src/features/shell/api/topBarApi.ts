import type { WithId } from '../../../lib/firebase/withId';
import type { ChatMessage, Reminder } from '@rehab/model/collections';
import { settleWrite } from '../../../lib/store/errors';
import { liveQuery, type Subscribe } from '../../../lib/store/live';
import { serverData } from '../../../lib/store/serverData';
import {
  readAppointmentSummary,
  setReminderRead,
  unreadMessagesSubscription,
  unreadRemindersSubscription,
  type AppointmentSummary,
  type RecipientField,
} from './topBarFirestore';

/** An unread reminder with its appointment (null when it could not be read). */
export interface ReminderEntry {
  id: string;
  appointment: AppointmentSummary | null;
}

/**
 * The reminders' listener, each value given with the reminders'
 * appointments. Each appointment is read once while the listener runs; one
 * that cannot be read counts as none. Values keep the listener's order.
 */
export function withAppointments(
  subscribe: Subscribe<WithId<Reminder>[]>,
  read: (appointmentId: string) => Promise<AppointmentSummary | null>,
): Subscribe<ReminderEntry[]> {
  return (next, fail) => {
    const appointments = new Map<string, Promise<AppointmentSummary | null>>();
    const appointmentOf = (id: string) => {
      let reading = appointments.get(id);
      if (!reading) {
        reading = read(id).catch((failure: unknown) => {
          console.warn('Could not read the appointment of a reminder', failure);
          return null;
        });
        appointments.set(id, reading);
      }
      return reading;
    };
    let delivered = Promise.resolve();
    let stopped = false;
    const stop = subscribe((reminders) => {
      const entries = Promise.all(reminders.map(async (reminder) => ({ id: reminder.docId, appointment: await appointmentOf(reminder.appointmentID) })));
      delivered = delivered.then(async () => {
        const value = await entries;
        if (!stopped) next(value);
      });
    }, fail);
    return () => {
      stopped = true;
      stop();
    };
  };
}

/**
 * The top bar's live data: the doctor's unread reminders (with their
 * appointments) and the user's unread chat messages, and marking a reminder
 * read (its listener sees the change: nothing to invalidate).
 */
export const topBarApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    unreadReminders: build.query<ReminderEntry[], string>({
      ...liveQuery((doctorUid: string) => withAppointments(unreadRemindersSubscription(doctorUid), readAppointmentSummary)),
    }),
    unreadMessages: build.query<WithId<ChatMessage>[], { field: RecipientField; uid: string }>({
      ...liveQuery(({ field, uid }: { field: RecipientField; uid: string }) => unreadMessagesSubscription(field, uid)),
    }),
    markReminderRead: build.mutation<null, string>({
      queryFn: (reminderId) => settleWrite(() => setReminderRead(reminderId)),
    }),
  }),
});

export const { useUnreadRemindersQuery, useUnreadMessagesQuery, useMarkReminderReadMutation } = topBarApi;
