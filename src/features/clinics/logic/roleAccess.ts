/**
 * What the clinic's pages say of the role table (ROLE_TABLE, @rehab/model/clinics): which of a patient's data each
 * role sees, in words, and the order members are listed in.
 */
import { CLINIC_ROLES, ROLE_TABLE, type ClinicDataGroup, type ClinicMember, type ClinicRole, type RoleAccess } from '@rehab/model/clinics';

/**
 * What a role does with a patient's data once he approves the clinic, each named in words, in the order they are
 * named: per group of data (the role table), its access.
 */
const USES = [
  { group: 'clinical', access: 'asTheirDoctor', use: 'clinical' },
  { group: 'scheduling', access: 'asTheirDoctor', use: 'scheduling' },
  { group: 'scheduling', access: 'book', use: 'booking' },
  { group: 'billing', access: 'asTheirDoctor', use: 'billing' },
  { group: 'billing', access: 'bill', use: 'billing' },
  { group: 'billing', access: 'logUnderSupervision', use: 'supervisedTime' },
  { group: 'contacts', access: 'read', use: 'contacts' },
  { group: 'caseload', access: 'read', use: 'caseload' },
] as const satisfies readonly { group: ClinicDataGroup; access: RoleAccess; use: string }[];
export type PatientDataUse = (typeof USES)[number]['use'];

/** What this role sees or does of a patient's data once the patient approves the clinic. */
export function patientDataSeenBy(role: ClinicRole): PatientDataUse[] {
  return USES.filter(({ group, access }) => ROLE_TABLE[role][group] === access).map(({ use }) => use);
}

/**
 * What a role sees of a patient in two parts: what it sees as his doctor does (`asTheirDoctor`: only as the patient's
 * primary clinician in the clinic, or while covering him, caresFor of @rehab/model/care), and what it sees whoever the
 * primary is (his contact, the caseload's summary of him, a staff role's work).
 */
export function patientDataSplit(role: ClinicRole): { asPrimaryOrCover: PatientDataUse[]; always: PatientDataUse[] } {
  const uses = USES.filter(({ group, access }) => ROLE_TABLE[role][group] === access);
  return {
    asPrimaryOrCover: uses.filter(({ access }) => access === 'asTheirDoctor').map(({ use }) => use),
    always: uses.filter(({ access }) => access !== 'asTheirDoctor').map(({ use }) => use),
  };
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
export function membersWhoSee<M extends Pick<ClinicMember, 'role' | 'name'>>(members: readonly M[]): { member: M; sees: PatientDataUse[] }[] {
  return byRoleThenName(members)
    .map((member) => ({ member, sees: patientDataSeenBy(member.role) }))
    .filter(({ sees }) => sees.length > 0);
}
