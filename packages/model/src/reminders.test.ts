import { describe, expect, it } from 'vitest';
import { LIMITS } from './limits';
import {
  DEFAULT_REMINDER_PREFERENCES,
  REMINDER_KINDS,
  REMINDER_TEXTS,
  dayBounds,
  dueReminders,
  inQuietHours,
  localDay,
  reminderPayload,
  zonedInstant,
  type ReminderInputs,
} from './reminders';
import { ROUTES } from './routes';

const PARIS = 'Europe/Paris';
const at = (iso: string) => Date.parse(iso);

function inputs(now: string, overrides: Partial<ReminderInputs> = {}): ReminderInputs {
  return {
    now: at(now),
    timeZone: PARIS,
    preferences: DEFAULT_REMINDER_PREFERENCES,
    workoutDays: new Set(['2026-06-10']),
    sessionDays: new Set(),
    appointments: [],
    ...overrides,
  };
}

const kinds = (input: ReminderInputs) => dueReminders('p1', input).map((due) => due.kind);

describe('the wall clock of a zone', () => {
  it('finds the instant of a local time, in summer and in winter', () => {
    expect(new Date(zonedInstant('2026-06-10', '18:00', PARIS)).toISOString()).toBe('2026-06-10T16:00:00.000Z');
    expect(new Date(zonedInstant('2026-01-10', '18:00', PARIS)).toISOString()).toBe('2026-01-10T17:00:00.000Z');
    expect(new Date(zonedInstant('2026-06-10', '18:00', 'America/New_York')).toISOString()).toBe('2026-06-10T22:00:00.000Z');
    expect(new Date(zonedInstant('2026-06-10', '18:00', 'Asia/Kolkata')).toISOString()).toBe('2026-06-10T12:30:00.000Z');
  });

  it('on the daylight-saving days: a skipped time lands after the gap, a repeated one is its first showing', () => {
    // 2026-03-29: Paris goes from 02:00 CET to 03:00 CEST; 2026-10-25: from 03:00 CEST back to 02:00 CET.
    expect(new Date(zonedInstant('2026-03-29', '18:00', PARIS)).toISOString()).toBe('2026-03-29T16:00:00.000Z');
    expect(new Date(zonedInstant('2026-03-29', '02:30', PARIS)).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(new Date(zonedInstant('2026-10-25', '02:30', PARIS)).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    const [start, end] = dayBounds('2026-03-29', PARIS);
    expect(end - start).toBe(23 * 3_600_000);
  });

  it('puts a session at 23:59 local on its own day, whatever the UTC date', () => {
    expect(localDay(at('2026-06-10T21:59:00Z'), PARIS)).toBe('2026-06-10');
    expect(localDay(at('2026-06-10T22:00:00Z'), PARIS)).toBe('2026-06-11');
    expect(localDay(at('2026-06-11T03:59:00Z'), 'America/New_York')).toBe('2026-06-10');
  });
});

describe('quiet hours', () => {
  it('span midnight: 21:00 to 08:00 holds 23:00 and 07:59, not 08:00 or 20:59', () => {
    const quiet = (time: string) => inQuietHours(zonedInstant('2026-06-10', time, PARIS), DEFAULT_REMINDER_PREFERENCES, PARIS);
    expect([quiet('21:00'), quiet('23:00'), quiet('00:30'), quiet('07:59')]).toEqual([true, true, true, true]);
    expect([quiet('08:00'), quiet('12:00'), quiet('20:59')]).toEqual([false, false, false]);
  });

  it('within a day, and none when start and end are equal', () => {
    const lunch = { quietStart: '12:00', quietEnd: '14:00' };
    expect(inQuietHours(zonedInstant('2026-06-10', '13:00', PARIS), lunch, PARIS)).toBe(true);
    expect(inQuietHours(zonedInstant('2026-06-10', '23:00', PARIS), lunch, PARIS)).toBe(false);
    expect(inQuietHours(zonedInstant('2026-06-10', '23:00', PARIS), { quietStart: '09:00', quietEnd: '09:00' }, PARIS)).toBe(false);
  });
});

describe('the daily reminder and its follow-up', () => {
  it('are due at the chosen time and two hours later on a day with workouts and no session', () => {
    expect(kinds(inputs('2026-06-10T15:59:00Z'))).toEqual([]);
    expect(dueReminders('p1', inputs('2026-06-10T16:00:00Z'))).toEqual([
      { kind: 'daily', key: 'p1_2026-06-10_daily', day: '2026-06-10', dueAt: at('2026-06-10T16:00:00Z') },
    ]);
    expect(kinds(inputs('2026-06-10T16:14:00Z'))).toEqual(['daily']);
    expect(kinds(inputs('2026-06-10T18:00:00Z'))).toEqual(['followUp']);
    expect(kinds(inputs(new Date(at('2026-06-10T18:00:00Z') + LIMITS.reminders.graceMinutes * 60_000).toISOString()))).toEqual([]);
  });

  it('are not due on a day without workouts, once a session is recorded, or when reminders are off', () => {
    expect(kinds(inputs('2026-06-10T16:00:00Z', { workoutDays: new Set(['2026-06-11']) }))).toEqual([]);
    expect(kinds(inputs('2026-06-10T18:00:00Z', { sessionDays: new Set(['2026-06-10']) }))).toEqual([]);
    expect(kinds(inputs('2026-06-10T16:00:00Z', { preferences: { ...DEFAULT_REMINDER_PREFERENCES, enabled: false } }))).toEqual([]);
  });

  it('skip a follow-up that falls in quiet hours (not delayed to their end)', () => {
    const late = { ...DEFAULT_REMINDER_PREFERENCES, dailyTime: '20:00' };
    expect(kinds(inputs('2026-06-10T18:00:00Z', { preferences: late }))).toEqual(['daily']);
    expect(kinds(inputs('2026-06-10T20:00:00Z', { preferences: late }))).toEqual([]);
    // nor sent when the quiet hours end
    expect(kinds(inputs('2026-06-11T06:00:00Z', { preferences: late }))).toEqual([]);
  });

  it('send the daily reminder at the chosen time even inside the quiet hours, and skip its follow-up there', () => {
    const night = { ...DEFAULT_REMINDER_PREFERENCES, dailyTime: '22:00' };
    expect(kinds(inputs('2026-06-10T20:00:00Z', { preferences: night }))).toEqual(['daily']);
    expect(kinds(inputs('2026-06-10T22:00:00Z', { preferences: night }))).toEqual([]);
  });

  it('send a follow-up that crosses midnight for the day it belongs to', () => {
    const preferences = { ...DEFAULT_REMINDER_PREFERENCES, dailyTime: '23:00', quietStart: '02:00', quietEnd: '06:00' };
    const due = dueReminders('p1', inputs('2026-06-10T23:00:00Z', { preferences }));
    expect(due.map(({ kind, day }) => [kind, day])).toEqual([['followUp', '2026-06-10']]);
    // a session recorded at 23:59 that day stops it
    expect(kinds(inputs('2026-06-10T23:00:00Z', { preferences, sessionDays: new Set(['2026-06-10']) }))).toEqual([]);
  });

  it('follow the wall clock on the daylight-saving day', () => {
    const day = { workoutDays: new Set(['2026-03-29']) };
    expect(kinds(inputs('2026-03-29T16:00:00Z', day))).toEqual(['daily']);
    expect(kinds(inputs('2026-03-29T17:00:00Z', day))).toEqual([]);
    expect(kinds(inputs('2026-10-25T17:00:00Z', { workoutDays: new Set(['2026-10-25']) }))).toEqual(['daily']);
  });

  it('use the patient zone: 18:00 in New York is 22:00 UTC', () => {
    expect(kinds(inputs('2026-06-10T22:05:00Z', { timeZone: 'America/New_York' }))).toEqual(['daily']);
  });
});

describe('appointment reminders', () => {
  const appointment = { id: 'a1', at: at('2026-06-12T12:00:00Z') };

  it('are due 24 hours and 1 hour before, keyed by the appointment and its time', () => {
    expect(dueReminders('p1', inputs('2026-06-11T12:00:00Z', { appointments: [appointment], workoutDays: new Set() }))).toEqual([
      { kind: 'appointment24h', key: `p1_2026-06-12_appointment24h_a1_${appointment.at}`, day: '2026-06-12', dueAt: at('2026-06-11T12:00:00Z') },
    ]);
    expect(kinds(inputs('2026-06-12T11:10:00Z', { appointments: [appointment] }))).toEqual(['appointment1h']);
    expect(kinds(inputs('2026-06-12T12:00:00Z', { appointments: [appointment] }))).toEqual([]);
  });

  it('of a moved appointment follow its new time; a cancelled one (deleted) has none', () => {
    const moved = { id: 'a1', at: at('2026-06-12T15:00:00Z') };
    expect(kinds(inputs('2026-06-11T12:00:00Z', { appointments: [moved] }))).toEqual([]);
    const due = dueReminders('p1', inputs('2026-06-11T15:00:00Z', { appointments: [moved] }));
    expect(due.map((reminder) => reminder.kind)).toEqual(['appointment24h']);
    expect(due[0].key).not.toBe(`p1_2026-06-12_appointment24h_a1_${appointment.at}`);
    expect(kinds(inputs('2026-06-11T12:00:00Z', { appointments: [] }))).toEqual([]);
  });

  it('are skipped in quiet hours', () => {
    const early = { id: 'a2', at: at('2026-06-12T06:30:00Z') }; // 08:30 in Paris: an hour before is 07:30, quiet
    expect(kinds(inputs('2026-06-12T05:30:00Z', { appointments: [early] }))).toEqual([]);
    // the day before at 08:30 is past the quiet hours
    expect(kinds(inputs('2026-06-11T06:30:00Z', { appointments: [early] }))).toEqual(['appointment24h']);
  });
});

describe('the texts', () => {
  it('carry no health information and open a page of the route table', () => {
    const routes = new Set<string>(Object.values(ROUTES));
    for (const kind of REMINDER_KINDS) {
      const payload = reminderPayload(kind);
      expect(routes.has(payload.url)).toBe(true);
      expect(payload.body).toBe(REMINDER_TEXTS[kind].body);
      expect(`${payload.title} ${payload.body}`).not.toMatch(/knee|glove|dr\.?\s|doctor|pain|injur|surgery|squat|flexion/i);
    }
  });
});
