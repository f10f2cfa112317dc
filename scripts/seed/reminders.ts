/**
 * The demo patient's reminders (issue 35): on, with the defaults, so his profile shows them; one subscribed device, the
 * push inbox of `npm start` (scripts/lib/pushInbox.ts: no browser can subscribe offline), which shows the reminders
 * pushed to him (in a stack without it, as the test stacks, the push fails and the reminder falls back to an e-mail
 * in the mail sink); yesterday's reminder as sent; and the summary his doctors read, as the functions would write it
 * (the seed runs with triggers paused).
 */
import type { PushSubscriptionRecord, ReminderSend, ReminderSettings, ReminderStatus } from '@rehab/model/collections';
import { DEFAULT_REMINDER_PREFERENCES } from '@rehab/model/reminders';
import { pushInboxSubscription } from '../lib/pushInbox';
import { DEMO_ACCOUNTS } from './accounts';
import type { SeedClock } from './clock';
import type { SeedDoc } from './seedDoc';

const PATIENT = DEMO_ACCOUNTS.patient.uid;

/** `portOffset`: the stack's, whose push inbox the device is subscribed to. */
export function buildReminders(clock: SeedClock, portOffset: number) {
  const settings: SeedDoc<ReminderSettings>[] = [{ id: PATIENT, data: { ...DEFAULT_REMINDER_PREFERENCES, updatedAt: clock.timestamp(-7, 9) } }];
  const subscriptions: SeedDoc<PushSubscriptionRecord>[] = [
    {
      id: `${PATIENT}_push-inbox`,
      data: {
        userId: PATIENT,
        ...pushInboxSubscription(portOffset),
        deviceLabel: 'Local push inbox',
        createdAt: clock.timestamp(-7, 9),
      },
    },
  ];
  const yesterday = clock.isoDate(-1);
  const lastSentAt = clock.timestamp(-1, 18);
  const sends: SeedDoc<ReminderSend>[] = [
    {
      id: `${PATIENT}_${yesterday}_daily`,
      data: { patientId: PATIENT, kind: 'daily', day: yesterday, claimedAt: lastSentAt, claimedBy: 'seed', leaseUntil: lastSentAt, attempts: 1, sentAt: lastSentAt, channel: 'email' },
    },
  ];
  const status: SeedDoc<ReminderStatus>[] = [{ id: PATIENT, data: { patientId: PATIENT, enabled: true, lastSentAt } }];
  return { settings, subscriptions, sends, status };
}
