/**
 * The Storage access table: for each kind of uploaded file, what each role may
 * do (r read · c create · d delete, '-' where refused). rules.test.ts runs
 * every cell against storage.rules; docs/security.md shows the same table.
 */
import { OUTSIDE_HIS_CLINIC, type Role } from './actors';

export const STORAGE_OPERATIONS = ['read', 'create', 'delete'] as const;
export type StorageOperation = (typeof STORAGE_OPERATIONS)[number];

export interface StorageCase {
  /** The path pattern, for the docs. */
  pattern: string;
  /** The concrete file a cell acts on; `fresh` is 14 digits, new for each create ('20240102030405' otherwise). */
  path: (fresh: string) => string;
  contentType: string;
  access: Partial<Record<Role, string>>;
}

const READ_ONLY_FOR_SIGNED_IN: Partial<Record<Role, string>> = {
  patient: 'r--',
  otherPatient: 'r--',
  otherDoctor: 'r--',
  unverifiedDoctor: 'r--',
  customer: 'r--',
  noRecords: 'r--',
};

export const STORAGE_CASES: StorageCase[] = [
  {
    pattern: 'doctorAvatars/{uid} (the doctor’s picture)',
    path: () => 'doctorAvatars/doctor',
    contentType: 'image/jpeg',
    access: { ...READ_ONLY_FOR_SIGNED_IN, doctor: 'rc-', admin: 'r-d' },
  },
  {
    pattern: 'doctorAvatars/{uid} (a patient’s picture: the same path)',
    path: () => 'doctorAvatars/patient',
    contentType: 'image/jpeg',
    access: { ...READ_ONLY_FOR_SIGNED_IN, patient: 'rc-', doctor: 'r--', admin: 'r-d' },
  },
  {
    pattern: 'feedbackReports/{uid}_{yyyyMMddHHmmss}_{index} (the patient’s screenshot)',
    path: (fresh) => `feedbackReports/patient_${fresh}_0`,
    contentType: 'image/png',
    access: { patient: 'rc-', admin: 'r-d' },
  },
  {
    pattern: 'bugReports/{uid}/{file} (the patient’s attachment)',
    path: (fresh) => `bugReports/patient/screen-${fresh}.mp4`,
    contentType: 'video/mp4',
    access: { patient: 'rc-', admin: 'r-d' },
  },
  {
    pattern: 'recordExports/{uid}/{file} (the patient’s copy of his record)',
    path: (fresh) => `recordExports/patient/${fresh}.fhir.json`,
    contentType: 'application/fhir+json',
    access: { patient: 'r--' },
  },
  {
    pattern: 'recordExports/{uid}/{file} (a doctor’s copy of his patient’s record)',
    path: (fresh) => `recordExports/doctor/${fresh}.fhir.json`,
    contentType: 'application/fhir+json',
    access: { doctor: 'r--' },
  },
];

/** A role's letters on a file: storage.rules reads no clinic, so a clinic role acts as the world role he is outside it. */
export function expectedStorageLetters(entry: StorageCase, role: Role): string {
  const like = OUTSIDE_HIS_CLINIC[role];
  return entry.access[role] ?? (like ? expectedStorageLetters(entry, like) : '---');
}

export function isStorageAllowed(entry: StorageCase, role: Role, operation: StorageOperation): boolean {
  return expectedStorageLetters(entry, role)[STORAGE_OPERATIONS.indexOf(operation)] !== '-';
}
