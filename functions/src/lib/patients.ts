/**
 * Which patients a doctor's patient list shows: the patients in his care
 * (patientsInCareOf of ./care: an active relationship, or an approval of his clinic).
 */
import type { PatientListItem } from '@rehab/model/callables';
import type { User } from '@rehab/model/collections';

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

/** The list for a doctor from candidate users: those in his care, optionally with full names, sorted by name. */
export function patientList(
  inCare: ReadonlySet<string>,
  users: readonly { uid: string; user: Partial<User> }[],
  { requireFullName }: { requireFullName: boolean },
): PatientListItem[] {
  const seen = new Set<string>();
  return users
    .filter(({ uid, user }) => {
      if (seen.has(uid) || !inCare.has(uid)) return false;
      seen.add(uid);
      return !requireFullName || hasFullName(user);
    })
    .map(({ uid, user }) => toListItem(uid, user))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.uid.localeCompare(b.uid));
}
