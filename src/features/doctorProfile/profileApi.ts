/** Saving the doctor's profile: Firestore record, avatar in Storage, and the auth account through updateAuthDoctor. */
import { arrayRemove, arrayUnion, updateDoc } from 'firebase/firestore';
import { getDownloadURL, ref, uploadBytes } from 'firebase/storage';
import { storage } from '../../lib/firebase/app';
import { callable } from '../../lib/firebase/callables';
import { docRef } from '../../lib/firebase/collections';
import type { AuthDoctorInfo } from '../../lib/model/callables';
import type { Doctor, Speciality } from '../../lib/model/collections';

/** Uploads the cropped avatar to doctorAvatars/{uid} and returns its download URL. */
export async function uploadAvatar(uid: string, jpeg: Blob): Promise<string> {
  const avatar = ref(storage, `doctorAvatars/${uid}`);
  await uploadBytes(avatar, jpeg, { contentType: 'image/jpeg' });
  return getDownloadURL(avatar);
}

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
