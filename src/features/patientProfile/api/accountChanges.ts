/**
 * The writes behind the patient's profile edit (the endpoints in
 * ./patientProfileApi.ts run them): the users/{uid} record and the auth
 * account, changed through the Firebase Auth SDK by the signed-in patient themselves.
 */
import {
  EmailAuthProvider,
  reload,
  updatePassword,
  updateProfile,
  verifyBeforeUpdateEmail,
  type User as FirebaseUser,
} from 'firebase/auth';
import { updateDoc } from 'firebase/firestore';
import { auth } from '../../../lib/firebase/app';
import { docRef } from '../../../lib/firebase/collections';
import { reauthenticateWithPassword } from '../../../lib/firebase/reauthenticate';
import { displayNameOf, type Names } from '../logic/profileEdit';

/** The signed-in account, which must be the patient whose profile is edited. */
function accountOf(uid: string): FirebaseUser {
  const user = auth.currentUser;
  if (!user || user.uid !== uid) throw new Error('You are no longer signed in as this patient. Please sign in again.');
  return user;
}

/** The time zone of the patient's days (reminders, triage, monitoring), an IANA name. */
export function saveTimeZone(uid: string, timeZone: string): Promise<void> {
  return updateDoc(docRef('users', uid), { timeZone });
}

/** Writes names and picture to users/{uid} (also offline: see the endpoint). */
export function savePersonalRecord(uid: string, { firstName, lastName, profilePic }: Names & { profilePic: string }): Promise<void> {
  return updateDoc(docRef('users', uid), { firstName, lastName, profilePic });
}

/**
 * Gives the account the record's names as its display name (first + last) and its picture (left as it is
 * while there is no picture); returns the account.
 */
export async function syncAccountProfile(uid: string, { firstName, lastName, profilePic }: Names & { profilePic: string }): Promise<FirebaseUser> {
  const user = accountOf(uid);
  await updateProfile(user, { displayName: displayNameOf({ firstName, lastName }), ...(profilePic ? { photoURL: profilePic } : {}) });
  return user;
}

export function changePassword(uid: string, password: string): Promise<void> {
  return updatePassword(accountOf(uid), password);
}

/**
 * Sends a confirmation link to the new address; the account's e-mail changes
 * when it is opened (users/{uid}.email follows at the next visit: syncRecordEmail).
 */
export function requestEmailChange(uid: string, email: string): Promise<void> {
  return verifyBeforeUpdateEmail(accountOf(uid), email);
}

/** Whether the account signs in with a password, which it can then type again to prove it is the patient. */
export function signsInWithPassword(uid: string): boolean {
  return accountOf(uid).providerData.some((provider) => provider.providerId === EmailAuthProvider.PROVIDER_ID);
}

export function reauthenticate(uid: string, password: string): Promise<void> {
  return reauthenticateWithPassword(accountOf(uid), password);
}

/**
 * Brings users/{uid}.email in step with the account's e-mail (which changes
 * outside the app, when the confirmation link is opened). The account is
 * reloaded first, so that a stale session never writes back an old address.
 * Returns the reloaded account.
 */
export async function syncRecordEmail(uid: string, recordEmail: string): Promise<FirebaseUser> {
  const user = accountOf(uid);
  await reload(user);
  if (user.email && user.email !== recordEmail) {
    // The rules accept the address only when it is the ID token's e-mail, and
    // the token from before the change still carries the old one.
    await user.getIdToken(true);
    await updateDoc(docRef('users', uid), { email: user.email });
  }
  return user;
}
