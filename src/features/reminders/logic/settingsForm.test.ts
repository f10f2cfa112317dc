import { describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_PREFERENCES } from '@rehab/model/reminders';
import { formValues, invalidTimes } from './settingsForm';

describe('the reminder settings form', () => {
  it('starts from the defaults (18:00, quiet 21:00 to 08:00, both channels) until the patient saves', () => {
    expect(formValues(null)).toEqual(DEFAULT_REMINDER_PREFERENCES);
  });

  it('starts from the saved choices, without what is not a choice', () => {
    const saved = { ...DEFAULT_REMINDER_PREFERENCES, enabled: false, dailyTime: '07:30', channels: { push: false, email: true }, updatedAt: 'server' };
    expect(formValues(saved)).toEqual({ enabled: false, dailyTime: '07:30', quietStart: '21:00', quietEnd: '08:00', channels: { push: false, email: true } });
  });

  it("names the times that are not 24-hour 'HH:MM'", () => {
    expect(invalidTimes(DEFAULT_REMINDER_PREFERENCES)).toEqual([]);
    expect(invalidTimes({ ...DEFAULT_REMINDER_PREFERENCES, dailyTime: '', quietEnd: '24:00' })).toEqual(['dailyTime', 'quietEnd']);
  });
});
