/** Devices: the patient's owned devices and the lookup of a device id. */
import { FieldPath, FirestoreError, deleteField, getDoc, updateDoc } from 'firebase/firestore';
import { docRef } from '../../lib/firebase/collections';

/** Whether a device with this id exists (devices/{id}). */
export async function deviceExists(deviceId: string): Promise<boolean> {
  return (await getDoc(docRef('devices', deviceId))).exists();
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
