/** Devices' Firestore reads and writes (the patient's owned devices), run by ./devicesApi.ts. */
import { FieldPath, FirestoreError, deleteField, query, where, writeBatch } from 'firebase/firestore';
import { db } from '../../../lib/firebase/firestore';
import { auditedUpdateField } from '../../../lib/firebase/audit';
import { col, docRef } from '../../../lib/firebase/collections';
import { auditContext, currentActor } from '../../../lib/firebase/currentActor';

/** The device records of a user's devices (they give the types). */
export function ownedDevicesQuery(uid: string) {
  return query(col('devices'), where('userId', '==', uid));
}

/**
 * Removes a device from the patient's devices map (users/{uid}.devices.{id}),
 * recorded in the patient's history. An unknown user is only logged, as in
 * the original product.
 */
export async function removeOwnedDevice(uid: string, deviceId: string): Promise<void> {
  try {
    const actor = await currentActor('patient');
    const batch = writeBatch(db);
    auditedUpdateField(auditContext(batch, actor), docRef('users', uid), new FieldPath('devices', deviceId), deleteField(), {
      action: 'device.removed',
      patientUid: uid,
      changes: { devices: { before: [deviceId], after: [] } },
    });
    await batch.commit();
  } catch (error) {
    if (error instanceof FirestoreError && error.code === 'not-found') {
      console.error(`Cannot remove device ${deviceId}: no user ${uid}.`);
      return;
    }
    throw error;
  }
}
