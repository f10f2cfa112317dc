/**
 * The doctor's record in Firestore (its listener and the profile's writes)
 * and the auth account through the updateAuthDoctor function; the endpoints
 * in ./doctorProfileApi call these. The avatar: lib/profile.
 */
import { arrayRemove, arrayUnion, runTransaction, updateDoc } from 'firebase/firestore';
import { db } from '../../../lib/firebase/firestore';
import { auditedUpdate } from '../../../lib/firebase/audit';
import { callable } from '../../../lib/firebase/callables';
import { docRef } from '../../../lib/firebase/collections';
import { auditContext, currentActor } from '../../../lib/firebase/currentActor';
import type { WithId } from '../../../lib/firebase/withId';
import { subscribeDoc } from '../../../lib/firebase/subscribe';
import type { AuthDoctorInfo } from '../../../lib/model/callables';
import type { Doctor, Speciality } from '../../../lib/model/collections';
import type { Subscribe } from '../../../lib/store/live';

export function doctorRecordSubscription(uid: string): Subscribe<WithId<Doctor> | null> {
  return subscribeDoc(docRef('doctors', uid));
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

/** Registers or removes a device, recorded in the history of the device's patient. */
async function changeRegisteredDevices(uid: string, deviceId: string, registered: boolean): Promise<void> {
  await runTransaction(db, async (tx) => {
    const actor = await currentActor('doctor', tx);
    const device = (await tx.get(docRef('devices', deviceId))).data();
    auditedUpdate(
      auditContext(tx, actor),
      docRef('doctors', uid),
      { devices: registered ? arrayUnion(deviceId) : arrayRemove(deviceId) },
      {
        action: registered ? 'device.registered' : 'device.unregistered',
        patientUid: device?.userId ?? '',
        changes: { devices: registered ? { before: [], after: [deviceId] } : { before: [deviceId], after: [] } },
      },
    );
  });
}

export function addRegisteredDevice(uid: string, deviceId: string): Promise<void> {
  return changeRegisteredDevices(uid, deviceId, true);
}

export function removeRegisteredDevice(uid: string, deviceId: string): Promise<void> {
  return changeRegisteredDevices(uid, deviceId, false);
}
