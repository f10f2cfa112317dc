import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { FieldPath } from 'firebase-admin/firestore';
import type { User } from '../../src/lib/model/collections';
import { db } from './admin';
import { requireVerifiedDoctor } from './lib/auth';
import { patientList } from './lib/patients';
import { payloadWith, requireUid } from './lib/validation';

/** The users holding any of these devices (one query per device: users.devices is a map keyed by device id). */
async function usersWithDevices(deviceIds: readonly string[]) {
  const snapshots = await Promise.all(
    deviceIds.map((id) => db.collection('users').orderBy(new FieldPath('devices', id)).get()),
  );
  return snapshots.flatMap((snapshot) => snapshot.docs.map((d) => ({ uid: d.id, user: d.data() as Partial<User> })));
}

/**
 * The doctor's patient list ({uid} → [{uid, name, email, phoneNumber?}]):
 * patients sharing at least one device with the doctor and having first and
 * last names, sorted by name. Only that doctor may ask.
 */
export const retrievePatients = onCall(async (request) => {
  const { uid: caller, doctor } = await requireVerifiedDoctor(request);
  const uid = requireUid(payloadWith(request.data, ['uid']));
  if (uid !== caller) throw new HttpsError('permission-denied', 'You can only list your own patients.');
  const devices = doctor.devices ?? [];
  return patientList(devices, await usersWithDevices(devices), { requireFullName: true });
});
