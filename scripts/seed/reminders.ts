/**
 * The demo patient's reminders (issue 35): on, with the defaults, so his profile shows them; one subscribed device for
 * the device list (its push service is unreachable, `.invalid` never resolves, so a local reminder falls back to an
 * e-mail in the mail sink); yesterday's reminder as sent; and the summary his doctors read, as the functions would
 * write it (the seed runs with triggers paused).
 */
import type { PushSubscriptionRecord, ReminderSend, ReminderSettings, ReminderStatus } from '@rehab/model/collections';
import { DEFAULT_REMINDER_PREFERENCES } from '@rehab/model/reminders';
import { DEMO_ACCOUNTS } from './accounts';
import type { SeedClock } from './clock';
import type { SeedDoc } from './seedDoc';

const PATIENT = DEMO_ACCOUNTS.patient.uid;

export function buildReminders(clock: SeedClock) {
  const settings: SeedDoc<ReminderSettings>[] = [{ id: PATIENT, data: { ...DEFAULT_REMINDER_PREFERENCES, updatedAt: clock.timestamp(-7, 9) } }];
  const subscriptions: SeedDoc<PushSubscriptionRecord>[] = [
    {
      id: `${PATIENT}_demo-phone`,
      data: {
        userId: PATIENT,
        endpoint: 'https://push.invalid/demo-phone',
        keys: { p256dh: 'BNGSAIbVaR7CQop2M5yn6dVd8KaSahyIqCcidqzQzxaOwjwjt5h0A4PzZMyadJIcOqrZ2inRvhFjOCj42IYKInc', auth: 'WyQ4rotYPYjH0sMcz7rZbA' },
        deviceLabel: 'Chrome on Android',
        createdAt: clock.timestamp(-7, 9),
      },
    },
  ];
  const yesterday = clock.isoDate(-1);
  const lastSentAt = clock.timestamp(-1, 18);
  const sends: SeedDoc<ReminderSend>[] = [{ id: `${PATIENT}_${yesterday}_daily`, data: { patientId: PATIENT, kind: 'daily', day: yesterday, claimedAt: lastSentAt, channel: 'email' } }];
  const status: SeedDoc<ReminderStatus>[] = [{ id: PATIENT, data: { patientId: PATIENT, enabled: true, lastSentAt } }];
  return { settings, subscriptions, sends, status };
}
