import type { ClinicRole } from '@rehab/model/clinics';

/**
 * The roles the rules tests act as. Each signed-in role is one fixed account of
 * the rules-test world (world.ts); the token carries the claims that account has.
 * The roles after noRecords are the clinics' (issue 50): their expectations are derived
 * from ROLE_TABLE (clinicExpectations.ts), not written by hand.
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
  'clinician',
  'assistant',
  'frontDesk',
  'biller',
  'otherClinician',
  'removedMember',
] as const;
export type Role = (typeof ROLES)[number];

/** What each role is, in the words of docs/security.md. */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  signedOut: 'not signed in',
  patient: 'an authorised patient (users record, isAuthorized true), the owner of the data under test',
  otherPatient: 'another authorised patient, sharing no device with the doctor',
  doctor: "a verified doctor with the `doctor` claim who shares the patient's device and lists the patient; the owner of clinic A, which the patient approved",
  otherDoctor: 'another verified doctor, sharing no device with the patient',
  unverifiedDoctor: "a doctor with the `doctor` claim whose record is not verified, yet lists the patient and the patient's device",
  customer: 'a users record with isAuthorized false (pre-order customer); owner of the pre-order under test',
  admin: 'the `admin` custom claim, no records',
  noRecords: 'a signed-in account with neither records nor claims',
  clinician: "a verified doctor, clinician of clinic A and the patient's primary clinician there (no care relationship of his own with the patient), who lists the patient",
  assistant: "clinic A's assistant, supervised by the clinician (a staff record, no claims)",
  frontDesk: "clinic A's front desk (a staff record, no claims)",
  biller: "clinic A's biller (a staff record, no claims)",
  otherClinician: 'a verified doctor, clinician of clinic B, which the patient did not approve; lists the patient',
  removedMember: "a verified doctor who was clinic A's clinician: his membership was deleted; lists the patient",
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
  clinician: { uid: 'clinician', email: 'clinician@rules.test', claims: { doctor: true } },
  assistant: { uid: 'assistant', email: 'assistant@rules.test', claims: {} },
  frontDesk: { uid: 'frontDesk', email: 'front-desk@rules.test', claims: {} },
  biller: { uid: 'biller', email: 'biller@rules.test', claims: {} },
  otherClinician: { uid: 'otherClinician', email: 'other-clinician@rules.test', claims: { doctor: true } },
  removedMember: { uid: 'removedMember', email: 'removed-member@rules.test', claims: { doctor: true } },
};

/** The doctor's clinic, which the patient approved (clinicConsents/patient_clinic-a, active). */
export const CLINIC_A = 'clinic-a';
/** Another clinic, which the patient did not approve. */
export const CLINIC_B = 'clinic-b';
/** The clinics the world's patient approved. */
export const APPROVED_CLINICS: readonly string[] = [CLINIC_A];

/** Who belongs to which clinic of the world, with which role (clinicMembers/{uid}). */
export const MEMBERSHIPS: Partial<Record<Role, { clinicId: string; role: ClinicRole; supervisor: string | null }>> = {
  doctor: { clinicId: CLINIC_A, role: 'owner', supervisor: null },
  clinician: { clinicId: CLINIC_A, role: 'clinician', supervisor: null },
  assistant: { clinicId: CLINIC_A, role: 'assistant', supervisor: 'clinician' },
  frontDesk: { clinicId: CLINIC_A, role: 'frontDesk', supervisor: null },
  biller: { clinicId: CLINIC_A, role: 'biller', supervisor: null },
  otherClinician: { clinicId: CLINIC_B, role: 'clinician', supervisor: null },
};

/**
 * What a clinic role is where his clinic gives him nothing: the world role he then acts like — a verified doctor who
 * does not look after the patient, or a signed-in account without a users or doctors record.
 */
export const OUTSIDE_HIS_CLINIC: Partial<Record<Role, Role>> = {
  clinician: 'otherDoctor',
  otherClinician: 'otherDoctor',
  removedMember: 'otherDoctor',
  assistant: 'noRecords',
  frontDesk: 'noRecords',
  biller: 'noRecords',
};

/** The uid a role acts with (a signed-out visitor claims a uid it does not have). */
export function uidOf(role: Role): string {
  return role === 'signedOut' ? 'visitor' : ACCOUNTS[role].uid;
}

export function emailOf(role: Role): string {
  return role === 'signedOut' ? '' : ACCOUNTS[role].email;
}
