/** Treatment-management time of a month: its entries, and the totals and codes the server computed from them. */
import type { ManagementEntry, ManagementMonth, ManagementMonthTotals } from '@rehab/model/collections';
import { LIMITS } from '@rehab/model/limits';
import { managementCodes } from '@rehab/model/rtmCodes';

/**
 * What the screens show of a month's bill: the server's minutes (managementTotals, never a sum made here); the month
 * is interactive when it has a real-time contact (rtmContacts: a visit, or a call the doctor attested), never for a
 * chat, and its codes follow from both (the model's managementCodes, as the claims' managementLines).
 */
export type ManagementTotals = Pick<ManagementMonthTotals, 'seconds' | 'minutes' | 'interactive' | 'codes'>;

const NO_TIME: ManagementTotals = { seconds: 0, minutes: 0, interactive: false, codes: { base: null, additional: 0 } };

/** The totals of a month from the server's (none logged while there are none) and its contact count. */
export function totalsOf(totals: Pick<ManagementMonthTotals, 'seconds' | 'minutes'> | null | undefined, contacts: number): ManagementTotals {
  if (!totals) return { ...NO_TIME, interactive: contacts > 0 };
  const { seconds, minutes } = totals;
  return { seconds, minutes, interactive: contacts > 0, codes: managementCodes(minutes, contacts > 0) };
}

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
