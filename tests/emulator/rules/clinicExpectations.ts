/**
 * What each role may do in the matrix, the clinic roles' derived from the one role table (ROLE_TABLE,
 * @rehab/model/clinics) rather than written by hand. A clinic member gets:
 * - what he gets outside his clinic: his own letters (his own documents), and those of the world role he acts like
 *   there (OUTSIDE_HIS_CLINIC: a verified doctor who does not look after the patient, or an account without records);
 * - and what his role's access to the collection's group gives:
 *   `asTheirDoctor` — in a clinic the patient approved, what a doctor who looks after the patient gets on a document he
 *   does not own (the case's `inCareNotOwner`, by default the doctor's letters), elsewhere nothing;
 *   `manage`, `read`, `book`, `author` — on his own clinic's documents (clinic A's record and members, the appointments and
 *   contacts of its patient, who approved it), the case's `clinicLetters` for that access;
 *   `bill`, `logUnderSupervision` — nothing: that work goes through the functions' callables only (CALLABLE_ONLY);
 *   `none` — nothing.
 * A member lists beyond his own documents what the role he acts like does, and clinic A's documents (a wide list
 * `where clinicId == clinic A`) where the case's wide list names his role's access (`clinicAccess`).
 */
import { ROLE_TABLE, clinicDataGroupOf, type RoleAccess } from '@rehab/model/clinics';
import { APPROVED_CLINICS, CLINIC_A, MEMBERSHIPS, OUTSIDE_HIS_CLINIC, type Role } from './actors';
import type { CollectionCase, WideList } from './firestoreMatrix';

const NOTHING = '-----';

/** The accesses that give no document directly: the functions' callables do that work (the rules name no role for them). */
export const CALLABLE_ONLY: readonly RoleAccess[] = ['bill', 'logUnderSupervision'];

/** The access a member's role has to the case's collection, and the clinic he has it in. */
function clinicAccessOf(entry: CollectionCase, role: Role): { access: RoleAccess; clinicId: string } | null {
  const membership = MEMBERSHIPS[role];
  const group = clinicDataGroupOf(entry.collection);
  return membership && group ? { access: ROLE_TABLE[membership.role][group], clinicId: membership.clinicId } : null;
}

/** The operations either set of letters allows. */
function union(a: string, b: string): string {
  return [...a].map((letter, index) => (letter !== '-' ? letter : b[index])).join('');
}

/** What a member's clinic gives him on the case's target (a document of the patient, or of clinic A). */
function clinicGrant(entry: CollectionCase, role: Role): string {
  const granted = clinicAccessOf(entry, role);
  if (!granted) return NOTHING;
  const { access, clinicId } = granted;
  switch (access) {
    case 'none':
    case 'bill':
    case 'logUnderSupervision':
      return NOTHING;
    case 'asTheirDoctor':
      return APPROVED_CLINICS.includes(clinicId) ? (entry.inCareNotOwner ?? entry.access.doctor ?? NOTHING) : NOTHING;
    case 'book':
    case 'manage':
    case 'read':
    case 'author':
      return clinicId === CLINIC_A ? (entry.clinicLetters?.[access] ?? NOTHING) : NOTHING;
  }
}

/** The letters a role is expected to get on a case ('glcud', '-' where refused). */
export function expectedLetters(entry: CollectionCase, role: Role): string {
  const like = OUTSIDE_HIS_CLINIC[role];
  const outside = union(entry.access[role] ?? NOTHING, like ? expectedLetters(entry, like) : NOTHING);
  return union(outside, clinicGrant(entry, role));
}

/** Whether a role's list beyond his own documents (the case's wide list) is allowed. */
export function wideListAllows(entry: CollectionCase, wide: WideList, role: Role): boolean {
  const like = OUTSIDE_HIS_CLINIC[role];
  const granted = clinicAccessOf(entry, role);
  const byClinic = granted !== null && granted.clinicId === CLINIC_A && (wide.clinicAccess ?? []).includes(granted.access);
  return wide.access.includes(role) || byClinic || (like !== undefined && wideListAllows(entry, wide, like));
}
