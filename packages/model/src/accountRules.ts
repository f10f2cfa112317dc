/**
 * The account rules the app's forms and the Cloud Functions both enforce:
 * one definition of the password policy, e-mail addresses and phone numbers.
 */
import { TEXT } from './textLimits';

/** Every password form (sign-up, change password, admin reset) asks for at least this many characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Special characters the admin console's password rule accepts. */
const SPECIAL_CHARACTER = /[!@#$%^&*(),.?":{}|<>]/;

/** A rule a password breaks, as a key (forms translate it; functions turn it into English). */
export type PasswordProblem = 'passwordTooShort' | 'passwordNeedsLetter' | 'passwordNeedsNumber' | 'passwordNeedsSpecial';

/**
 * 'basic': the length rule of every self-service form; 'strong': accounts an
 * admin makes or resets also need a letter, a number and a special character.
 */
export type PasswordStrength = 'basic' | 'strong';

/** Every rule the password breaks, in the order the forms report them. */
export function passwordProblems(password: string, strength: PasswordStrength): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('passwordTooShort');
  if (strength === 'strong') {
    if (!/[A-Za-z]/.test(password)) problems.push('passwordNeedsLetter');
    if (!/[0-9]/.test(password)) problems.push('passwordNeedsNumber');
    if (!SPECIAL_CHARACTER.test(password)) problems.push('passwordNeedsSpecial');
  }
  return problems;
}

/** The first rule the password breaks (length, letter, number, special), or null when it keeps them all. */
export function firstPasswordProblem(password: string, strength: PasswordStrength): PasswordProblem | null {
  return passwordProblems(password, strength)[0] ?? null;
}

/** The English text of each problem (the functions' error messages). */
export const PASSWORD_PROBLEM_TEXT: Record<PasswordProblem, string> = {
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  passwordNeedsLetter: 'Password must contain at least one letter',
  passwordNeedsNumber: 'Password must contain at least one number',
  passwordNeedsSpecial: 'Password must contain at least one special character',
};

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** An e-mail address as the functions accept it (forms also use yup's own e-mail check first). */
export function isEmailAddress(value: string): boolean {
  return value.length <= TEXT.email && EMAIL.test(value.trim());
}

/** Phone numbers are North American: the +1 prefix is prepended to ten typed digits (spec 1, section 5). */
export const PHONE_PREFIX = '+1';

/** The ten digits of a North American number, without the +1 prefix. */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
}

/** Ten digits, with or without the prefix and punctuation. */
export function isPhoneNumber(input: string): boolean {
  return /^\d{10}$/.test(phoneDigits(input));
}

/** The number in E.164 form with the +1 prefix. */
export function toE164(input: string): string {
  return `${PHONE_PREFIX}${phoneDigits(input)}`;
}

/** A phone number in E.164 form as Firebase Auth stores it: '+', country code and number, 15 digits at most. */
export const E164 = /^\+[1-9][0-9]{1,14}$/;
