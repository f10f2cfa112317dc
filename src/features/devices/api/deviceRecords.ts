/** Devices' Firestore reads and writes (the patient's owned devices, the lookup of a device id), run by ./devicesApi.ts. */
import { FieldPath, FirestoreError, deleteField, getDoc, query, updateDoc, where } from 'firebase/firestore';
import { col, docRef } from '../../../lib/firebase/collections';

/** Whether a device with this id exists (devices/{id}). */
export async function deviceExists(deviceId: string): Promise<boolean> {
  return (await getDoc(docRef('devices', deviceId))).exists();
}

/** The device records of a user's devices (they give the types). */
export function ownedDevicesQuery(uid: string) {
  return query(col('devices'), where('userId', '==', uid));
}

/**
 * Removes a device from the patient's devices map (users/{uid}.devices.{id}).
 * An unknown user is only logged, as in the original product.
 */
export async function removeOwnedDevice(uid: string, deviceId: string): Promise<void> {
  try {
    await updateDoc(docRef('users', uid), new FieldPath('devices', deviceId), deleteField());
  } catch (error) {
    if (error instanceof FirestoreError && error.code === 'not-found') {
      console.error(`Cannot remove device ${deviceId}: no user ${uid}.`);
      return;
    }
    throw error;
  }
}
