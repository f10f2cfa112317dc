/**
 * The doctor's record in Firestore (its listener and the profile's writes)
 * and the auth account through the updateAuthDoctor function; the endpoints
 * in ./doctorProfileApi call these. The avatar: lib/profile.
 */
import { arrayRemove, deleteField, updateDoc, writeBatch } from 'firebase/firestore';
import { db } from '../../../lib/firebase/firestore';
import { auth } from '../../../lib/firebase/app';
import { auditedUpdate } from '../../../lib/firebase/audit';
import { callable } from '../../../lib/firebase/callables';
import { docRef } from '../../../lib/firebase/collections';
import { auditContext, currentActor } from '../../../lib/firebase/currentActor';
import type { WithId } from '../../../lib/firebase/withId';
import { reauthenticateWithPassword } from '../../../lib/firebase/reauthenticate';
import { subscribeDoc } from '../../../lib/firebase/subscribe';
import type { AuthDoctorInfo } from '@rehab/model/callables';
import type { Doctor, Speciality } from '@rehab/model/collections';
import type { Subscribe } from '../../../lib/store/live';
import type { BillingSettings } from '../logic/billingSettings';

export function doctorRecordSubscription(uid: string): Subscribe<WithId<Doctor> | null> {
  return subscribeDoc(docRef('doctors', uid));
}

export function updateDoctor(uid: string, fields: Partial<Doctor>): Promise<void> {
  return updateDoc(docRef('doctors', uid), fields);
}

/** The time zone and the discipline (none: the field goes; physicians bill without a modifier). */
export function setBillingSettings(uid: string, { timeZone, discipline }: BillingSettings): Promise<void> {
  return updateDoc(docRef('doctors', uid), { timeZone, discipline: discipline || deleteField() });
}

export function setSpecialities(uid: string, specialities: Speciality[]): Promise<void> {
  return updateDoc(docRef('doctors', uid), { specialities });
}

/** Changes the auth account (the updateAuthDoctor function; the caller must be that doctor). */
export async function updateAuthDoctor(uid: string, info: AuthDoctorInfo): Promise<void> {
  await callable('updateAuthDoctor')({ uid, info });
}

/** Signs the doctor in again with the current password: updateAuthDoctor wants a recent sign-in for credentials. */
export async function reauthenticateDoctor(uid: string, password: string): Promise<void> {
  const user = auth.currentUser;
  if (!user || user.uid !== uid) throw new Error('You are no longer signed in as this doctor. Please sign in again.');
  await reauthenticateWithPassword(user, password);
}

/**
 * Removes a registered device, recorded in the history of the device's patient: the doctor's care
 * relationships name the patient (the doctor may not read a device he no longer has access to).
 * Registering is the registerDevice function's.
 */
export async function removeRegisteredDevice(uid: string, deviceId: string, patientUid: string): Promise<void> {
  const actor = await currentActor('doctor');
  const batch = writeBatch(db);
  auditedUpdate(
    auditContext(batch, actor),
    docRef('doctors', uid),
    { devices: arrayRemove(deviceId) },
    { action: 'device.unregistered', patientUid, changes: { devices: { before: [deviceId], after: [] } } },
  );
  await batch.commit();
}
