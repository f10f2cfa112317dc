/** Auth's codes for a password that does not match the account (older and newer SDKs, with and without enumeration protection). */
const WRONG_PASSWORD_CODES = new Set(['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials']);

/** Whether signing in again failed because the password typed is not the account's. */
export function isWrongPassword(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && WRONG_PASSWORD_CODES.has(String(error.code));
}
