/**
 * The rules of booking and showing appointments: the booked time, the
 * location, and the calendar colours. Pure functions.
 */
import type { Appointment } from '@rehab/model/collections';

/** Appointments start on a quarter hour (900000 ms). */
export const QUARTER_HOUR_MS = 900_000;
const MINUTE_MS = 60_000;

export function roundToQuarterHour(ms: number): number {
  return Math.round(ms / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
}

/** A date-time input has minute precision: the current minute still counts as now. */
export function isNotInThePast(selectedMs: number, nowMs: number): boolean {
  return selectedMs >= Math.floor(nowMs / MINUTE_MS) * MINUTE_MS;
}

/**
 * The time to book: the nearest quarter hour; when that would lie before now
 * (rounding down a time chosen just now), the quarter hour after it.
 */
export function appointmentTime(selectedMs: number, nowMs: number): number {
  const rounded = roundToQuarterHour(selectedMs);
  return rounded < nowMs ? rounded + QUARTER_HOUR_MS : rounded;
}

/** The video call room of an online appointment. */
export function videoLink(appointmentId: string): string {
  return `https://meet.jit.si/texavie-${appointmentId}`;
}

export interface LocationInput {
  isOnline: boolean;
  /** the typed location when the doctor chose a custom one */
  customLocation: string | null;
  videoLink: string;
  profileAddress: string;
}

/**
 * Online appointments take place at the video link; otherwise a custom
 * location when one was typed, else the doctor's profile address. Without
 * any address the booking cannot go ahead.
 */
export function appointmentLocation({ isOnline, customLocation, videoLink, profileAddress }: LocationInput): { location: string } | { error: 'noAddress' } {
  if (isOnline) return { location: videoLink };
  if (customLocation && customLocation.trim() !== '') return { location: customLocation.trim() };
  if (profileAddress.trim() !== '') return { location: profileAddress.trim() };
  return { error: 'noAddress' };
}

/** Colours of the booking calendar (app.calendar). */
export const BOOKING_COLOURS = {
  /** the doctor's own appointment */
  own: '#0d6efd',
  /** the doctor's own appointment with the selected patient */
  ownWithSelectedPatient: '#88FF88',
  /** the selected patient's appointment with another doctor */
  selectedPatientWithOtherDoctor: '#000000',
} as const;

/** Colours of the dashboard schedule. */
export const SCHEDULE_COLOURS = { online: '#198754', inPerson: '#0d6efd' } as const;

export interface EventColours {
  backgroundColor: string;
  borderColor: string;
  textColor: string;
}

function colours(backgroundColor: string, textColor: string): EventColours {
  return { backgroundColor, borderColor: backgroundColor, textColor };
}

/**
 * The booking calendar's colour of an appointment, or null when the doctor
 * should not see it (neither theirs nor the selected patient's).
 */
export function bookingColours(
  appointment: Pick<Appointment, 'doctorID' | 'userID'>,
  doctorUid: string,
  selectedPatientUid: string | null,
): EventColours | null {
  const withSelected = selectedPatientUid !== null && appointment.userID === selectedPatientUid;
  if (appointment.doctorID === doctorUid) {
    return withSelected ? colours(BOOKING_COLOURS.ownWithSelectedPatient, '#000000') : colours(BOOKING_COLOURS.own, '#ffffff');
  }
  return withSelected ? colours(BOOKING_COLOURS.selectedPatientWithOtherDoctor, '#ffffff') : null;
}

export function scheduleColours(appointment: Pick<Appointment, 'isOnline'>): EventColours {
  return colours(appointment.isOnline ? SCHEDULE_COLOURS.online : SCHEDULE_COLOURS.inPerson, '#ffffff');
}

/** Appointments of two live queries (the doctor's, the selected patient's) without duplicates. */
export function mergeById<T extends { docId: string }>(...lists: readonly (readonly T[])[]): T[] {
  const byId = new Map<string, T>();
  for (const list of lists) for (const item of list) byId.set(item.docId, item);
  return [...byId.values()];
}
