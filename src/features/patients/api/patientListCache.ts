/** The doctor's patient list, kept in localStorage per doctor uid so that lists show at once on the next visit. */
import { readStored, writeStored } from '../../../lib/storage';
import { samePatients, type PatientListItem } from '../logic/patientList';

const keyOf = (doctorUid: string) => `rehab.patients.${doctorUid}`;

export function readCachedPatients(doctorUid: string): PatientListItem[] | null {
  const stored = readStored<unknown>(keyOf(doctorUid), null);
  return Array.isArray(stored) ? (stored as PatientListItem[]) : null;
}

/** Keeps a freshly fetched list; the stored one is rewritten only when it differs. */
export function rememberPatients(doctorUid: string, patients: readonly PatientListItem[]): void {
  const cached = readCachedPatients(doctorUid);
  if (!cached || !samePatients(cached, patients)) writeStored(keyOf(doctorUid), patients);
}
