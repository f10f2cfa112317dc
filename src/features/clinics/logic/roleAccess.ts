/**
 * What the clinic's pages say of the role table (ROLE_TABLE, @rehab/model/clinics): which of a patient's data each
 * role sees, in words, and the order members are listed in.
 */
import { CLINIC_ROLES, ROLE_TABLE, type ClinicDataGroup, type ClinicMember, type ClinicRole } from '@rehab/model/clinics';

/** The groups of a patient's data (the others are the clinic's own), in the order they are named. */
const PATIENT_DATA = ['clinical', 'scheduling', 'billing'] as const satisfies readonly ClinicDataGroup[];
export type PatientDataGroup = (typeof PATIENT_DATA)[number];

/** The groups of a patient's data this role sees once the patient approves the clinic (none for the staff roles, yet). */
export function patientDataSeenBy(role: ClinicRole): PatientDataGroup[] {
  return PATIENT_DATA.filter((group) => ROLE_TABLE[role][group] !== 'none');
}

/** Whether this role runs the clinic's membership (invitations, roles, removal, the clinic's fields). */
export function managesClinic(role: ClinicRole): boolean {
  return ROLE_TABLE[role].clinic === 'manage';
}

/** Members by role (as CLINIC_ROLES orders them), then by name. */
export function byRoleThenName<M extends Pick<ClinicMember, 'role' | 'name'>>(members: readonly M[]): M[] {
  const rank = (role: ClinicRole) => CLINIC_ROLES.indexOf(role);
  return [...members].sort((a, b) => rank(a.role) - rank(b.role) || a.name.localeCompare(b.name));
}

/** The members who see a patient's data once he approves the clinic (by role, then name), each with what he sees. */
export function membersWhoSee<M extends Pick<ClinicMember, 'role' | 'name'>>(members: readonly M[]): { member: M; sees: PatientDataGroup[] }[] {
  return byRoleThenName(members)
    .map((member) => ({ member, sees: patientDataSeenBy(member.role) }))
    .filter(({ sees }) => sees.length > 0);
}
