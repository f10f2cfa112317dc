/** Firebase Auth errors of the Admin SDK, as the HttpsErrors a caller can act on. */
import { HttpsError } from 'firebase-functions/v2/https';

const BY_AUTH_CODE: Record<string, [HttpsError['code'], string]> = {
  'auth/user-not-found': ['not-found', 'No account has this uid.'],
  'auth/email-already-exists': ['already-exists', 'Another account already uses this e-mail address.'],
  'auth/phone-number-already-exists': ['already-exists', 'Another account already uses this phone number.'],
  'auth/invalid-email': ['invalid-argument', 'email must be a valid e-mail address.'],
  'auth/invalid-phone-number': ['invalid-argument', 'phoneNumber must be an E.164 phone number such as +16045550100.'],
  'auth/invalid-password': ['invalid-argument', 'password is not accepted: at least 8 characters are needed.'],
  'auth/invalid-display-name': ['invalid-argument', 'displayName is not accepted.'],
};

export function authErrorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : undefined;
}

/** Rethrows an Admin SDK auth error as an HttpsError (internal when it is unexpected). */
export function rethrowAuthError(error: unknown): never {
  if (error instanceof HttpsError) throw error;
  const known = BY_AUTH_CODE[authErrorCode(error) ?? ''];
  if (known) throw new HttpsError(known[0], known[1]);
  throw new HttpsError('internal', 'The account could not be updated. Try again later.');
}
