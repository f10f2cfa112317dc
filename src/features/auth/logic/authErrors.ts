/**
 * How the access pages read a failure: by its Firebase error code
 * ('auth/invalid-credential'…), which thrown errors and the server-data
 * layer's ApiError both carry.
 */
export function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}

const WRONG_CREDENTIALS = new Set([
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-email',
]);

export function isWrongCredentials(error: unknown): boolean {
  return WRONG_CREDENTIALS.has(errorCode(error));
}

/** The user closed the provider's window: not an error to report. */
export function isCancelledPopup(error: unknown): boolean {
  return ['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled'].includes(errorCode(error));
}

const WRONG_CODE = new Set(['auth/invalid-verification-code', 'auth/code-expired', 'auth/missing-verification-code']);

/** A texted code that was mistyped, has expired or is missing: the code dialog asks for it again. */
export function isWrongCode(error: unknown): boolean {
  return WRONG_CODE.has(errorCode(error));
}
