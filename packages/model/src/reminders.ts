/**
 * Reminders (issue 35): what is due for a patient at an instant, as pure data. The sendReminders function
 * (functions/src/reminders/sendReminders.ts) gathers the inputs and sends what this returns; the app's settings page
 * shows the same defaults. Every text a reminder carries comes from REMINDER_TEXTS: no health information (no
 * condition, exercise or doctor) ever leaves in a push payload or an e-mail subject.
 */
import type { ReminderSettings } from './collections';
import { LIMITS } from './limits';
import { routePath } from './routes';
import { zoneOffset } from './timeZones';

export const REMINDER_KINDS = ['daily', 'followUp', 'appointment24h', 'appointment1h'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** The fixed texts: push title and body, e-mail subject and body. */
export const REMINDER_TEXTS: Record<ReminderKind, { title: string; body: string }> = {
  daily: { title: 'Texavie Rehab', body: 'You have exercises planned for today' },
  followUp: { title: 'Texavie Rehab', body: 'Your exercises for today are still waiting' },
  appointment24h: { title: 'Texavie Rehab', body: 'You have an appointment tomorrow' },
  appointment1h: { title: 'Texavie Rehab', body: 'You have an appointment in one hour' },
};

/** What a push message carries: a fixed text and the app path a tap opens. */
export interface ReminderPayload {
  kind: ReminderKind;
  title: string;
  body: string;
  /** a path of the route table */
  url: string;
}

export function reminderPayload(kind: ReminderKind): ReminderPayload {
  return { kind, ...REMINDER_TEXTS[kind], url: routePath('patient.home') };
}

/** 'HH:MM', 24-hour. */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What the patient chooses: reminderSettings/{patientUid} without its timestamp. */
export type ReminderPreferences = Omit<ReminderSettings, 'updatedAt'>;

export const DEFAULT_REMINDER_PREFERENCES: ReminderPreferences = {
  enabled: true,
  dailyTime: '18:00',
  quietStart: '21:00',
  quietEnd: '08:00',
  channels: { push: true, email: true },
};

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** 'YYYY-MM-DD' of an instant on the wall clock of a zone. */
export function localDay(instant: number, timeZone: string): string {
  return new Date(instant + zoneOffset(instant, timeZone)).toISOString().slice(0, 10);
}

/** The day before or after a 'YYYY-MM-DD'. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 24 * HOUR_MS).toISOString().slice(0, 10);
}

/**
 * The instant a zone's wall clock shows `time` on `day`. A time the clock skips (a spring-forward gap) is taken at
 * the offset before the change, which lands after the gap; a time it shows twice is its first showing.
 */
export function zonedInstant(day: string, time: string, timeZone: string): number {
  const wall = Date.parse(`${day}T${time}:00Z`);
  const before = wall - zoneOffset(wall - 12 * HOUR_MS, timeZone);
  const after = wall - zoneOffset(wall + 12 * HOUR_MS, timeZone);
  const candidates = [before, after].filter((instant) => instant + zoneOffset(instant, timeZone) === wall).sort((a, b) => a - b);
  return candidates[0] ?? before;
}

/** The zone's bounds of a day: [start, end) in ms. */
export function dayBounds(day: string, timeZone: string): [number, number] {
  return [zonedInstant(day, '00:00', timeZone), zonedInstant(shiftDay(day, 1), '00:00', timeZone)];
}

/** Whether an instant falls in the quiet hours on the zone's wall clock; an empty span is no quiet hours. */
export function inQuietHours(instant: number, preferences: Pick<ReminderPreferences, 'quietStart' | 'quietEnd'>, timeZone: string): boolean {
  const wall = new Date(instant + zoneOffset(instant, timeZone));
  const minute = wall.getUTCHours() * 60 + wall.getUTCMinutes();
  const start = minutesOf(preferences.quietStart);
  const end = minutesOf(preferences.quietEnd);
  if (start === end) return false;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** An appointment as the reminders see it: when, and nothing else. */
export interface AppointmentTime {
  id: string;
  at: number;
}

export interface ReminderInputs {
  now: number;
  timeZone: string;
  preferences: ReminderPreferences;
  /** days ('YYYY-MM-DD' in timeZone) with scheduled workouts */
  workoutDays: ReadonlySet<string>;
  /** days ('YYYY-MM-DD' in timeZone) with a recorded session */
  sessionDays: ReadonlySet<string>;
  /** the patient's booked appointments (a cancelled one is deleted, so it is not here) */
  appointments: readonly AppointmentTime[];
}

export interface DueReminder {
  kind: ReminderKind;
  /** the idempotency key: one send per patient, day and kind (and appointment time) */
  key: string;
  /** 'YYYY-MM-DD' in the patient's zone the reminder belongs to */
  day: string;
  dueAt: number;
}

/** How long after its time a reminder is still sent (a run that was late or failed is caught up by the next). */
export const REMINDER_GRACE_MS = LIMITS.reminders.graceMinutes * MINUTE_MS;
export const FOLLOW_UP_AFTER_MS = LIMITS.reminders.followUpHours * HOUR_MS;

const APPOINTMENT_LEADS: [ReminderKind, number][] = [
  ['appointment24h', 24 * HOUR_MS],
  ['appointment1h', HOUR_MS],
];

/** Whether `now` is in the sending window of a reminder due at `dueAt`. */
function isDue(dueAt: number, now: number): boolean {
  return dueAt <= now && now < dueAt + REMINDER_GRACE_MS;
}

/**
 * The reminders due for one patient at `now` (before the idempotency keys are checked): the daily reminder and its
 * follow-up on a day with workouts and no session yet, and the appointments' reminders. A follow-up or an appointment
 * reminder whose time falls in the quiet hours is skipped, not delayed; the daily reminder comes at the time the
 * patient chose, even one inside his quiet hours (his latest word on when to be reminded).
 */
export function dueReminders(patientUid: string, inputs: ReminderInputs): DueReminder[] {
  const { now, timeZone, preferences } = inputs;
  if (!preferences.enabled) return [];
  const due: DueReminder[] = [];
  const quiet = (instant: number) => inQuietHours(instant, preferences, timeZone);

  // A late daily time puts the follow-up on the next calendar day: yesterday's may still be due.
  const today = localDay(now, timeZone);
  for (const day of [shiftDay(today, -1), today]) {
    if (!inputs.workoutDays.has(day) || inputs.sessionDays.has(day)) continue;
    const dailyAt = zonedInstant(day, preferences.dailyTime, timeZone);
    const times: [ReminderKind, number][] = [
      ['daily', dailyAt],
      ['followUp', dailyAt + FOLLOW_UP_AFTER_MS],
    ];
    for (const [kind, dueAt] of times) {
      if (isDue(dueAt, now) && (kind === 'daily' || !quiet(dueAt))) due.push({ kind, key: `${patientUid}_${day}_${kind}`, day, dueAt });
    }
  }

  for (const appointment of inputs.appointments) {
    for (const [kind, lead] of APPOINTMENT_LEADS) {
      const dueAt = appointment.at - lead;
      if (!isDue(dueAt, now) || now >= appointment.at || quiet(dueAt)) continue;
      const day = localDay(appointment.at, timeZone);
      // The appointment's time is part of the key: a moved appointment is reminded of its new time.
      due.push({ kind, key: `${patientUid}_${day}_${kind}_${appointment.id}_${appointment.at}`, day, dueAt });
    }
  }
  return due;
}
