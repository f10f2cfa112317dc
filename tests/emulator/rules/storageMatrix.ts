/**
 * The Storage access table: for each kind of uploaded file, what each role may
 * do (r read · c create · d delete, '-' where refused). rules.test.ts runs
 * every cell against storage.rules; docs/security.md shows the same table.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { OUTSIDE_HIS_CLINIC, type Role } from './actors';

export const STORAGE_OPERATIONS = ['read', 'create', 'delete'] as const;
export type StorageOperation = (typeof STORAGE_OPERATIONS)[number];

export interface StorageCase {
  /** The path pattern, for the docs. */
  pattern: string;
  /** The concrete file a cell acts on; `fresh` is 14 digits, new for each create ('20240102030405' otherwise). */
  path: (fresh: string) => string;
  contentType: string;
  /** The file's content where a function checks it (a few bytes of no format otherwise). */
  bytes?: Uint8Array;
  access: Partial<Record<Role, string>>;
}

/**
 * A real VP9 clip in WebM, padded with zeros to `size` bytes: what the checkExerciseVideo function keeps (it deletes
 * any other exercise video the emulators' Storage trigger sees, while the tests still look at it).
 */
export function playableVideo(size?: number): Uint8Array {
  const clip = readFileSync(resolve(import.meta.dirname, '../fixtures/vp9.webm'));
  const bytes = new Uint8Array(Math.max(size ?? clip.length, clip.length));
  bytes.set(clip);
  return bytes;
}

const READ_ONLY_FOR_SIGNED_IN: Partial<Record<Role, string>> = {
  patient: 'r--',
  otherPatient: 'r--',
  otherDoctor: 'r--',
  unverifiedDoctor: 'r--',
  customer: 'r--',
  noRecords: 'r--',
};

const EXERCISE_MEDIA_ACCESS: Partial<Record<Role, string>> = {
  doctor: 'rcd',
  clinician: 'rcd',
  assistant: 'r--',
  frontDesk: 'r--',
  biller: 'r--',
  patient: 'r--',
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
  // Issue 54: clinic A's exercise library. Clinic roles' letters are written out: storage.rules reads the membership
  // here (its owner, the doctor, and its clinician upload; its other members and its approving patient read).
  {
    pattern: 'exerciseMedia/{clinicId}/{exerciseId}/video.webm (the video of an exercise of clinic A)',
    path: () => 'exerciseMedia/clinic-a/exercise-a/video.webm',
    contentType: 'video/webm',
    bytes: playableVideo(),
    access: EXERCISE_MEDIA_ACCESS,
  },
  {
    pattern: 'exerciseMedia/{clinicId}/{exerciseId}/poster (its poster)',
    path: () => 'exerciseMedia/clinic-a/exercise-a/poster',
    contentType: 'image/webp',
    access: EXERCISE_MEDIA_ACCESS,
  },
];

/** A role's letters on a file: where a case does not name a clinic role, he acts as the world role he is outside his clinic. */
export function expectedStorageLetters(entry: StorageCase, role: Role): string {
  const like = OUTSIDE_HIS_CLINIC[role];
  return entry.access[role] ?? (like ? expectedStorageLetters(entry, like) : '---');
}

export function isStorageAllowed(entry: StorageCase, role: Role, operation: StorageOperation): boolean {
  return expectedStorageLetters(entry, role)[STORAGE_OPERATIONS.indexOf(operation)] !== '-';
}
