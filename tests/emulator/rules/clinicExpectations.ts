/**
 * What each role may do in the matrix, the clinic roles' derived from the one role table (ROLE_TABLE,
 * @rehab/model/clinics) rather than written by hand. A clinic member gets:
 * - what he gets outside his clinic: his own letters (his own documents), and those of the world role he acts like
 *   there (OUTSIDE_HIS_CLINIC: a verified doctor who does not look after the patient, or an account without records);
 * - and what his role's access to the collection's group gives:
 *   `asTheirDoctor` — in a clinic the patient approved, what a doctor who looks after the patient gets on a document he
 *   does not own (the case's `inCareNotOwner`, by default the doctor's letters), elsewhere nothing;
 *   `manage`, `read` — on his own clinic's documents, the case's `clinicLetters` for that access;
 *   `none` — nothing.
 * Widening lists are never given by a clinic: a member lists beyond his own documents what the role he acts like does.
 */
import { ROLE_TABLE, clinicDataGroupOf } from '@rehab/model/clinics';
import { APPROVED_CLINICS, CLINIC_A, MEMBERSHIPS, OUTSIDE_HIS_CLINIC, type Role } from './actors';
import type { CollectionCase, WideList } from './firestoreMatrix';

const NOTHING = '-----';

/** The operations either set of letters allows. */
function union(a: string, b: string): string {
  return [...a].map((letter, index) => (letter !== '-' ? letter : b[index])).join('');
}

/** What a member's clinic gives him on the case's target (a document of the patient, or of clinic A). */
function clinicGrant(entry: CollectionCase, role: Role): string {
  const membership = MEMBERSHIPS[role];
  const group = clinicDataGroupOf(entry.collection);
  if (!membership || !group) return NOTHING;
  const access = ROLE_TABLE[membership.role][group];
  switch (access) {
    case 'none':
      return NOTHING;
    case 'asTheirDoctor':
      return APPROVED_CLINICS.includes(membership.clinicId) ? (entry.inCareNotOwner ?? entry.access.doctor ?? NOTHING) : NOTHING;
    case 'manage':
    case 'read':
      return membership.clinicId === CLINIC_A ? (entry.clinicLetters?.[access] ?? NOTHING) : NOTHING;
  }
}

/** The letters a role is expected to get on a case ('glcud', '-' where refused). */
export function expectedLetters(entry: CollectionCase, role: Role): string {
  const like = OUTSIDE_HIS_CLINIC[role];
  const outside = union(entry.access[role] ?? NOTHING, like ? expectedLetters(entry, like) : NOTHING);
  return union(outside, clinicGrant(entry, role));
}

/** Whether a role's list beyond his own documents (the case's wide list) is allowed. */
export function wideListAllows(wide: WideList, role: Role): boolean {
  const like = OUTSIDE_HIS_CLINIC[role];
  return wide.access.includes(role) || (like !== undefined && wideListAllows(wide, like));
}
