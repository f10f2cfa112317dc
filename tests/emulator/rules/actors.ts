/**
 * The roles the rules tests act as. Each signed-in role is one fixed account of
 * the rules-test world (world.ts); the token carries the claims that account has.
 */
export const ROLES = [
  'signedOut',
  'patient',
  'otherPatient',
  'doctor',
  'otherDoctor',
  'unverifiedDoctor',
  'customer',
  'admin',
  'noRecords',
] as const;
export type Role = (typeof ROLES)[number];

/** What each role is, in the words of docs/security.md. */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  signedOut: 'not signed in',
  patient: 'an authorised patient (users record, isAuthorized true), the owner of the data under test',
  otherPatient: 'another authorised patient, sharing no device with the doctor',
  doctor: "a verified doctor with the `doctor` claim who shares the patient's device and lists the patient",
  otherDoctor: 'another verified doctor, sharing no device with the patient',
  unverifiedDoctor: "a doctor with the `doctor` claim whose record is not verified, yet lists the patient and the patient's device",
  customer: 'a users record with isAuthorized false (pre-order customer); owner of the pre-order under test',
  admin: 'the `admin` custom claim, no records',
  noRecords: 'a signed-in account with neither records nor claims',
};

export interface Account {
  uid: string;
  email: string;
  claims: Record<string, boolean>;
}

export const ACCOUNTS: Record<Exclude<Role, 'signedOut'>, Account> = {
  patient: { uid: 'patient', email: 'patient@rules.test', claims: {} },
  otherPatient: { uid: 'otherPatient', email: 'other-patient@rules.test', claims: {} },
  doctor: { uid: 'doctor', email: 'doctor@rules.test', claims: { doctor: true } },
  otherDoctor: { uid: 'otherDoctor', email: 'other-doctor@rules.test', claims: { doctor: true } },
  unverifiedDoctor: { uid: 'unverifiedDoctor', email: 'unverified-doctor@rules.test', claims: { doctor: true } },
  customer: { uid: 'customer', email: 'customer@rules.test', claims: {} },
  admin: { uid: 'admin', email: 'admin@rules.test', claims: { admin: true } },
  noRecords: { uid: 'noRecords', email: 'no-records@rules.test', claims: {} },
};

/** The uid a role acts with (a signed-out visitor claims a uid it does not have). */
export function uidOf(role: Role): string {
  return role === 'signedOut' ? 'visitor' : ACCOUNTS[role].uid;
}

export function emailOf(role: Role): string {
  return role === 'signedOut' ? '' : ACCOUNTS[role].email;
}
