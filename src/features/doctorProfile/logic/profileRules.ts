/**
 * The rules of the doctor's profile forms, as pure functions: what a save
 * writes, the phone prefix, and the device registration checks.
 */
import type { Doctor, Speciality } from '@rehab/model/collections';
import { isPhoneNumber, PHONE_PREFIX, toE164 } from '@rehab/model/accountRules';
import { LIMITS } from '@rehab/model/limits';

/** The most specialities a profile lists (the server refuses more). */
export const MAX_SPECIALITIES = LIMITS.doctor.specialities;

export interface PersonalInformation {
  firstName: string;
  lastName: string;
  position: string;
  gender: Doctor['gender'];
  address: string;
  specialities: Speciality[];
}

/**
 * What saving the Personal Information tab writes: a blank first or last
 * name keeps the old one; specialities without a title are dropped.
 */
export function personalUpdate(current: Pick<Doctor, 'firstName' | 'lastName'>, form: PersonalInformation): PersonalInformation {
  return {
    firstName: form.firstName.trim() || current.firstName,
    lastName: form.lastName.trim() || current.lastName,
    position: form.position.trim(),
    gender: form.gender,
    address: form.address.trim(),
    specialities: form.specialities
      .filter((s) => s.title.trim() !== '')
      .map((s) => ({ title: s.title.trim(), description: s.description.trim() })),
  };
}

/**
 * A typed phone number is ten digits after the +1 prefix, or blank to keep
 * the current one (the account needs one: blank is refused when there is none).
 */
export function isValidPhoneInput(typed: string, current: string): boolean {
  return typed.trim() === '' ? current !== '' : isPhoneNumber(typed);
}

/** The digits to show in the phone field (the +1 prefix is shown beside it). */
export function withoutPhonePrefix(stored: string): string {
  return stored.startsWith(PHONE_PREFIX) ? stored.slice(PHONE_PREFIX.length) : stored.replace(/^\+/, '');
}

export interface ContactInformation {
  email: string;
  phoneNumber: string;
}

/** What saving the Contact Information tab sends: a blank e-mail or phone keeps the current one. */
export function contactUpdate(current: ContactInformation, form: ContactInformation): ContactInformation {
  return {
    email: form.email.trim() || current.email,
    phoneNumber: form.phoneNumber.trim() ? toE164(form.phoneNumber) : current.phoneNumber,
  };
}

export type RegistrationProblem = 'noId' | 'alreadyRegistered';

/** Checks a device id before looking it up: present, and not registered by this doctor yet. */
export function registrationProblem(deviceId: string, registered: readonly string[]): RegistrationProblem | null {
  if (deviceId.trim() === '') return 'noId';
  if (registered.includes(deviceId.trim())) return 'alreadyRegistered';
  return null;
}
