/** Saving the doctor's profile: Firestore record and the auth account through updateAuthDoctor (the avatar: lib/profile/avatarStorage). */
import { arrayRemove, arrayUnion, updateDoc } from 'firebase/firestore';
import { callable } from '../../lib/firebase/callables';
import { docRef } from '../../lib/firebase/collections';
import type { AuthDoctorInfo } from '../../lib/model/callables';
import type { Doctor, Speciality } from '../../lib/model/collections';

export function updateDoctor(uid: string, fields: Partial<Doctor>): Promise<void> {
  return updateDoc(docRef('doctors', uid), fields);
}

export function setSpecialities(uid: string, specialities: Speciality[]): Promise<void> {
  return updateDoc(docRef('doctors', uid), { specialities });
}

/** Changes the auth account (the updateAuthDoctor function; the caller must be that doctor). */
export async function updateAuthDoctor(uid: string, info: AuthDoctorInfo): Promise<void> {
  await callable('updateAuthDoctor')({ uid, info });
}

export function addRegisteredDevice(uid: string, deviceId: string): Promise<void> {
  return updateDoc(docRef('doctors', uid), { devices: arrayUnion(deviceId) });
}

export function removeRegisteredDevice(uid: string, deviceId: string): Promise<void> {
  return updateDoc(docRef('doctors', uid), { devices: arrayRemove(deviceId) });
}
