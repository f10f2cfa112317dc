/** Treatment-management time of a month: its entries, and the totals and codes the server computed from them. */
import type { ManagementEntry, ManagementMonth } from '@rehab/model/collections';
import { LIMITS } from '@rehab/model/limits';

export interface EntryWithId extends ManagementEntry {
  id: string;
}

/** A month document's entries, oldest first. */
export function entriesOf(month: Pick<ManagementMonth, 'entries'> | null | undefined): EntryWithId[] {
  return Object.entries(month?.entries ?? {})
    .map(([id, entry]) => ({ ...entry, id }))
    .sort((a, b) => a.start.toMillis() - b.start.toMillis() || a.id.localeCompare(b.id));
}

/** The id of a doctor's month document for a patient. */
export function managementMonthId(doctorId: string, patientId: string, month: string): string {
  return `${doctorId}_${patientId}_${month}`;
}

/** 'YYYY-MM' of a date in the viewer's own time zone (the doctor's calendar month). */
export function localMonth(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** The month before 'YYYY-MM'. */
export function previousMonth(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}

/** Whether a day or instant may still get entries: the current and the previous month only. */
export function isLoggableMonth(month: string, now: Date): boolean {
  const current = localMonth(now);
  return month === current || month === previousMonth(current);
}

/** Seconds from a duration in minutes typed by hand. */
export function secondsOfMinutes(minutes: number): number {
  return Math.round(minutes * 60);
}

/** Longest single entry: 8 hours (the rules' limit). */
export const MAX_ENTRY_SECONDS = LIMITS.managementTime.entrySeconds;
