/**
 * Which patients a doctor's patient list shows: users sharing at least one of
 * the doctor's devices (doctors.devices ∩ keys(users.devices)).
 */
import type { PatientListItem } from '../../../src/lib/model/callables';
import type { Doctor, User } from '../../../src/lib/model/collections';

export function sharesDevice(doctorDevices: readonly string[], user: Pick<User, 'devices'>): boolean {
  const devices = user.devices ?? {};
  return doctorDevices.some((id) => Object.prototype.hasOwnProperty.call(devices, id));
}

export function hasFullName(user: Partial<Pick<User, 'firstName' | 'lastName'>>): boolean {
  return Boolean(user.firstName?.trim()) && Boolean(user.lastName?.trim());
}

export function toListItem(uid: string, user: Partial<User>): PatientListItem {
  const item: PatientListItem = {
    uid,
    name: `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim(),
    email: user.email ?? '',
  };
  if (user.phoneNumber) item.phoneNumber = user.phoneNumber;
  if (user.profilePic) item.profilePic = user.profilePic;
  return item;
}

/** The list for a doctor from candidate users: sharing a device, optionally with full names, sorted by name. */
export function patientList(
  doctorDevices: readonly string[],
  users: readonly { uid: string; user: Partial<User> }[],
  { requireFullName }: { requireFullName: boolean },
): PatientListItem[] {
  const seen = new Set<string>();
  return users
    .filter(({ uid, user }) => {
      if (seen.has(uid) || !sharesDevice(doctorDevices, { devices: user.devices ?? {} })) return false;
      seen.add(uid);
      return !requireFullName || hasFullName(user);
    })
    .map(({ uid, user }) => toListItem(uid, user))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.uid.localeCompare(b.uid));
}

/**
 * Whether a doctor looks after a patient, as firestore.rules' caresFor decides
 * it: a verified doctor who lists the patient or shares a device with them.
 */
export function caresFor(doctor: Pick<Doctor, 'isVerified' | 'patients' | 'devices'> | undefined, patientUid: string, patient: Pick<User, 'devices'> | undefined): boolean {
  if (doctor?.isVerified !== true) return false;
  return (doctor.patients ?? []).includes(patientUid) || (patient !== undefined && sharesDevice(doctor.devices ?? [], { devices: patient.devices ?? {} }));
}
