/**
 * Payload validation for the callable functions: small pure checks that throw
 * an `invalid-argument` HttpsError naming the field and what is wrong with it.
 */
import { HttpsError } from 'firebase-functions/v2/https';
import {
  E164,
  isEmailAddress,
  PASSWORD_MAX_LENGTH,
  PASSWORD_PROBLEM_TEXT,
  passwordProblems,
  type PasswordStrength,
} from '@rehab/model/accountRules';
import { LIMITS } from '@rehab/model/limits';

export type Payload = Record<string, unknown>;

function invalid(message: string): never {
  throw new HttpsError('invalid-argument', message);
}

/**
 * Refuses data holding anything but plain JSON objects and lists, at any depth. The callable framework decodes a
 * `__proto__` key by assigning it, which makes its value the object's prototype: its fields would then be read as
 * the payload's while Object.keys (the unexpected-field check) never sees them.
 */
function requirePlainData(value: unknown, path: string): void {
  if (typeof value !== 'object' || value === null) return;
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== Array.prototype) invalid(`${path} must be plain JSON data (no __proto__).`);
  for (const key of Object.keys(value)) requirePlainData((value as Record<string, unknown>)[key], `${path}.${key}`);
}

/** A field of a payload object, only if the object itself holds it (never one inherited). */
export function own(object: object, field: string): unknown {
  return Object.hasOwn(object, field) ? (object as Record<string, unknown>)[field] : undefined;
}

/** The payload as a plain object (plain at every depth) holding only the allowed fields. */
export function payloadWith(data: unknown, allowed: readonly string[]): Payload {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) invalid('The request data must be an object.');
  requirePlainData(data, 'data');
  const extra = Object.keys(data).filter((key) => !allowed.includes(key));
  if (extra.length > 0) invalid(`Unexpected field${extra.length > 1 ? 's' : ''}: ${extra.join(', ')}. Allowed: ${allowed.join(', ')}.`);
  return data as Payload;
}

export function requireString(payload: Payload, field: string, { min = 1, max }: { min?: number; max: number }): string {
  const value = own(payload, field);
  if (typeof value !== 'string') invalid(`${field} must be a string.`);
  if (value.trim().length < min) invalid(min === 1 ? `${field} must not be empty.` : `${field} must have at least ${min} characters.`);
  if (value.length > max) invalid(`${field} must have at most ${max} characters.`);
  return value;
}

export function optionalString(payload: Payload, field: string, limits: { min?: number; max: number }): string | undefined {
  return own(payload, field) === undefined ? undefined : requireString(payload, field, limits);
}

/** A Firebase Auth uid: 1 to 128 characters, no slash (it also names Firestore documents). */
export function requireUid(payload: Payload, field = 'uid'): string {
  const uid = requireString(payload, field, { max: LIMITS.text.id });
  if (uid.includes('/')) invalid(`${field} must not contain '/'.`);
  return uid;
}

/** A Firestore document id: 1 to 1500 characters, no slash. */
export function requireDocumentId(payload: Payload, field: string): string {
  const id = requireString(payload, field, { max: 1500 });
  if (id.includes('/')) invalid(`${field} must not contain '/'.`);
  return id;
}

export function requireEmail(payload: Payload, field = 'email'): string {
  const email = requireString(payload, field, { max: LIMITS.text.email }).trim();
  if (!isEmailAddress(email)) invalid(`${field} must be a valid e-mail address.`);
  return email;
}

export function optionalEmail(payload: Payload, field = 'email'): string | undefined {
  return own(payload, field) === undefined ? undefined : requireEmail(payload, field);
}

export function optionalBoolean(payload: Payload, field: string): boolean | undefined {
  const value = own(payload, field);
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') invalid(`${field} must be true or false.`);
  return value;
}

export function requirePassword(payload: Payload, field: string, strength: PasswordStrength): string {
  const password = requireString(payload, field, { max: PASSWORD_MAX_LENGTH });
  const problems = passwordProblems(password, strength);
  if (problems.length > 0) invalid(`${field}: ${problems.map((problem) => PASSWORD_PROBLEM_TEXT[problem]).join('; ')}.`);
  return password;
}

export function optionalPassword(payload: Payload, field: string, strength: PasswordStrength): string | undefined {
  return own(payload, field) === undefined ? undefined : requirePassword(payload, field, strength);
}

export function requirePhoneNumber(payload: Payload, field = 'phoneNumber'): string {
  const phone = requireString(payload, field, { max: 16 });
  if (!E164.test(phone)) invalid(`${field} must be an E.164 phone number such as +16045550100.`);
  return phone;
}

/** A display name: what Firebase Auth accepts, trimmed. */
export function requireDisplayName(payload: Payload, field = 'displayName'): string {
  return requireString(payload, field, { max: 256 }).trim();
}

export function optionalDisplayName(payload: Payload, field = 'displayName'): string | undefined {
  return own(payload, field) === undefined ? undefined : requireDisplayName(payload, field);
}
