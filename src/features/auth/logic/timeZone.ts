/**
 * The time zone an account's record gets at sign-in (issue 32): a doctor's or a patient's record without one takes
 * the browser's, so that management months (the doctor's) and reminder days (the patient's) have a zone; a stored
 * one is never overwritten (the doctor edits his on the profile). Customers and admins keep none.
 */
import { isTimeZone } from '@rehab/model/monitoring';
import type { Role } from './roles';

export function timeZoneToStore(role: Role, records: { doctor: { timeZone?: string } | null; user: { timeZone?: string } | null }, browserZone: string): { kind: 'doctors' | 'users'; timeZone: string } | null {
  if (!isTimeZone(browserZone)) return null;
  if (role === 'doctor' && records.doctor && !records.doctor.timeZone) return { kind: 'doctors', timeZone: browserZone };
  if (role === 'patient' && records.user && !records.user.timeZone) return { kind: 'users', timeZone: browserZone };
  return null;
}
