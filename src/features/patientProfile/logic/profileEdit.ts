/**
 * The rules of the patient's profile edit, as pure functions: what a save
 * writes, whether an e-mail change is asked for, and the texts of auth errors.
 */
import type { User } from '@rehab/model/collections';

export interface Names {
  firstName: string;
  lastName: string;
}

/** What saving the Personal Information tab writes: a blank first or last name keeps the old one. */
export function namesUpdate(current: Pick<User, 'firstName' | 'lastName'>, form: Names): Names {
  return {
    firstName: form.firstName.trim() || current.firstName,
    lastName: form.lastName.trim() || current.lastName,
  };
}

/** The auth account's display name: first and last name. */
export function displayNameOf({ firstName, lastName }: Names): string {
  return `${firstName} ${lastName}`.trim();
}

/** The address the Contact Information tab asks to change to, or null: a blank or unchanged e-mail keeps the current one. */
export function emailChange(current: string, typed: string): string | null {
  const email = typed.trim();
  return email === '' || email.toLowerCase() === current.trim().toLowerCase() ? null : email;
}

/** Firebase errors carry a code such as 'auth/email-already-in-use'. */
export function authErrorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}

/** Auth refuses a credential change this long after the sign-in until the user proves it is them again. */
export const REQUIRES_RECENT_LOGIN = 'auth/requires-recent-login';

const AUTH_ERROR_KEYS: Record<string, string> = {
  'auth/email-already-in-use': 'errors.emailInUse',
  'auth/invalid-email': 'invalidEmail',
  'auth/invalid-new-email': 'invalidEmail',
  'auth/wrong-password': 'errors.wrongPassword',
  'auth/invalid-credential': 'errors.wrongPassword',
  'auth/invalid-login-credentials': 'errors.wrongPassword',
  'auth/weak-password': 'errors.weakPassword',
  'auth/too-many-requests': 'errors.tooManyRequests',
  'auth/network-request-failed': 'errors.network',
  [REQUIRES_RECENT_LOGIN]: 'errors.signInAgain',
};

/** The patientProfile translation key of an auth error, or null for errors shown with their own message. */
export function authErrorKey(error: unknown): string | null {
  return AUTH_ERROR_KEYS[authErrorCode(error)] ?? null;
}
