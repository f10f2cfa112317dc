/**
 * The Record a call form (an attested phone or video call, recordContact): its validation (yup, messages are keys of
 * the `monitoring` namespace under callForm.), the instant its date and time mean in the doctor's time zone, and the
 * function's refusals as texts of their own.
 */
import * as yup from 'yup';
import { LIMITS } from '@rehab/model/limits';
import { zoneOffset } from '@rehab/model/timeZones';

export interface CallValues {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM' */
  time: string;
  minutes: number | '';
  kind: 'phone' | 'video';
  attestation: string;
}

export const callSchema = yup.object({
  date: yup.string().required('required').matches(/^\d{4}-\d{2}-\d{2}$/, 'invalidDate'),
  time: yup.string().required('required').matches(/^\d{2}:\d{2}$/, 'invalidTime'),
  minutes: yup
    .number()
    .typeError('minutesRange')
    .required('required')
    .integer('minutesRange')
    .min(1, 'minutesRange')
    .max(LIMITS.rtm.contactMinutes, 'minutesRange'),
  kind: yup.string().oneOf(['phone', 'video']).required('required'),
  attestation: yup.string().trim().required('required').max(LIMITS.rtm.attestation, 'attestationTooLong'),
});

/** The instant (ms) of a wall-clock date and time in a time zone (the first one, when a clock change repeats it). */
export function wallTimeInZone(date: string, time: string, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hours, minutes);
  const guess = wall - zoneOffset(wall, timeZone);
  return wall - zoneOffset(guess, timeZone);
}

/** The date and time of an instant in a time zone, as the form's fields take them. */
export function wallTimeOf(instant: number, timeZone: string): { date: string; time: string } {
  const shifted = new Date(instant + zoneOffset(instant, timeZone)).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

export type CallRefusal = 'future' | 'beforeCare' | 'closedMonth' | 'notInCare' | 'exists';

/** Which of the recordContact function's refusals an error is (null for any other failure). */
export function callRefusal(error: { code?: string; message: string }): CallRefusal | null {
  const code = error.code?.replace(/^functions\//, '');
  if (code === 'permission-denied') return 'notInCare';
  if (code === 'already-exists') return 'exists';
  if (code !== 'failed-precondition') return null;
  if (/future/i.test(error.message)) return 'future';
  if (/closed/i.test(error.message)) return 'closedMonth';
  if (/granted you access/i.test(error.message)) return 'beforeCare';
  return null;
}
