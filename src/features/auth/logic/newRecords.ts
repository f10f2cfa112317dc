import type { Doctor, User } from '@rehab/model/collections';

/** First word of a provider's display name, and the rest. */
export function splitName(displayName: string | null): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = (displayName ?? '').trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** A new patient or customer: not authorised until a doctor takes them on. */
export function newUserRecord(fields: Pick<User, 'firstName' | 'lastName' | 'email'>): User {
  return { ...fields, isAuthorized: false, devices: {}, sessions: [] };
}

/** A new doctor: unverified until Texavie verifies them. */
export function newDoctorRecord(fields: Pick<Doctor, 'firstName' | 'lastName' | 'email' | 'phoneNumber'>): Doctor {
  return {
    ...fields,
    position: '',
    gender: '',
    address: '',
    specialities: [],
    profilePic: '',
    devices: [],
    patients: [],
    isVerified: false,
    notifications: [],
  };
}
