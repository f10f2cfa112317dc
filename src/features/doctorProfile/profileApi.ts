/** Saving the doctor's profile: Firestore record, avatar in Storage, and the auth account through updateAuthDoctor. */
import { arrayRemove, arrayUnion, updateDoc } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { getDownloadURL, ref, uploadBytes } from 'firebase/storage';
import { functions, storage } from '../../lib/firebase/app';
import { docRef } from '../../lib/firebase/collections';
import type { Doctor, Speciality } from '../../lib/model/collections';
import type { ContactInformation } from './profileRules';

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

export type AuthChange = { displayName: string } | ContactInformation | { password: string };

/** Changes the auth account (the updateAuthDoctor function; the caller must be that doctor). */
export async function updateAuthDoctor(uid: string, info: AuthChange): Promise<void> {
  await httpsCallable<{ uid: string; info: AuthChange }, unknown>(functions, 'updateAuthDoctor')({ uid, info });
}

export function addRegisteredDevice(uid: string, deviceId: string): Promise<void> {
  return updateDoc(docRef('doctors', uid), { devices: arrayUnion(deviceId) });
}

export function removeRegisteredDevice(uid: string, deviceId: string): Promise<void> {
  return updateDoc(docRef('doctors', uid), { devices: arrayRemove(deviceId) });
}
