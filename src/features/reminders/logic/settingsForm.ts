/** The reminder settings form's values and checks (the rules accept 'HH:MM' times only). */
import { DEFAULT_REMINDER_PREFERENCES, TIME_OF_DAY_PATTERN, type ReminderPreferences } from '@rehab/model/reminders';

export type TimeField = 'dailyTime' | 'quietStart' | 'quietEnd';

export const TIME_FIELDS: readonly TimeField[] = ['dailyTime', 'quietStart', 'quietEnd'];

/** What the form starts from: the saved choices, or the defaults while there are none. */
export function formValues(saved: ReminderPreferences | null): ReminderPreferences {
  const { enabled, dailyTime, quietStart, quietEnd, channels } = saved ?? DEFAULT_REMINDER_PREFERENCES;
  return { enabled, dailyTime, quietStart, quietEnd, channels: { push: channels.push, email: channels.email } };
}

/** The time fields that are not a 24-hour 'HH:MM' (a browser without a time picker lets anything be typed). */
export function invalidTimes(values: ReminderPreferences): TimeField[] {
  return TIME_FIELDS.filter((field) => !TIME_OF_DAY_PATTERN.test(values[field]));
}
