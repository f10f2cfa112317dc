/** The admin's new password for an account: the spec's rules, first failing one first. */

const SPECIAL_CHARACTER = /[!@#$%^&*(),.?":{}|<>]/;

/** Translation keys of the rules' messages. */
export type PasswordProblem = 'passwordTooShort' | 'passwordNeedsLetter' | 'passwordNeedsNumber' | 'passwordNeedsSpecial';

export const PASSWORD_MIN_LENGTH = 8;

/** The first rule the password breaks, or null when it keeps them all. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (!/[A-Za-z]/.test(password)) return 'passwordNeedsLetter';
  if (!/[0-9]/.test(password)) return 'passwordNeedsNumber';
  if (!SPECIAL_CHARACTER.test(password)) return 'passwordNeedsSpecial';
  return null;
}
