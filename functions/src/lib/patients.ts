/**
 * Which patients a doctor's patient list shows: the patients who granted the
 * doctor access (an active care relationship, packages/model/src/care.ts).
 */
import type { PatientListItem } from '@rehab/model/callables';
import type { CareRelationship } from '@rehab/model/care';
import type { Doctor, User } from '@rehab/model/collections';

export function hasFullName(user: Partial<Pick<User, 'firstName' | 'lastName'>>): boolean {
  return Boolean(user.firstName?.trim()) && Boolean(user.lastName?.trim());
}

export function toListItem(uid: string, user: Partial<User>): PatientListItem {
  const item: PatientListItem = {
    uid,
    name: `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim(),
    email: user.email ?? '',
  };
  if (user.phoneNumber) item.phoneNumber = user.phoneNumber;
  if (user.profilePic) item.profilePic = user.profilePic;
  return item;
}

/** The list for a doctor from candidate users: those who granted access, optionally with full names, sorted by name. */
export function patientList(
  grantedBy: ReadonlySet<string>,
  users: readonly { uid: string; user: Partial<User> }[],
  { requireFullName }: { requireFullName: boolean },
): PatientListItem[] {
  const seen = new Set<string>();
  return users
    .filter(({ uid, user }) => {
      if (seen.has(uid) || !grantedBy.has(uid)) return false;
      seen.add(uid);
      return !requireFullName || hasFullName(user);
    })
    .map(({ uid, user }) => toListItem(uid, user))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.uid.localeCompare(b.uid));
}

/**
 * Whether a doctor looks after a patient, as firestore.rules' caresFor decides
 * it: a verified doctor whose care relationship with the patient is active.
 */
export function caresFor(doctor: Pick<Doctor, 'isVerified'> | undefined, relationship: Pick<CareRelationship, 'state'> | undefined): boolean {
  return doctor?.isVerified === true && relationship?.state === 'active';
}
