/** The doctor's patient list, kept in localStorage per doctor uid so that lists show at once on the next visit. */
import type { PatientListItem } from './patientList';

const keyOf = (doctorUid: string) => `rehab.patients.${doctorUid}`;

export function readCachedPatients(doctorUid: string): PatientListItem[] | null {
  try {
    const stored = localStorage.getItem(keyOf(doctorUid));
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    return Array.isArray(parsed) ? (parsed as PatientListItem[]) : null;
  } catch {
    return null;
  }
}

export function writeCachedPatients(doctorUid: string, patients: readonly PatientListItem[]): void {
  try {
    localStorage.setItem(keyOf(doctorUid), JSON.stringify(patients));
  } catch {
    // A full or disabled storage only costs the cache.
  }
}
