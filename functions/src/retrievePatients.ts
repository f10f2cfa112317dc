import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from './admin';
import { requireVerifiedDoctor } from './lib/auth';
import { patientsInCareOf } from './lib/care';
import { docRef, snapshotData } from './lib/collections';
import { patientList } from './lib/patients';
import { payloadWith, requireUid } from './lib/validation';

/**
 * The doctor's patient list ({uid} → [{uid, name, email, phoneNumber?}]):
 * the patients in the doctor's care (an active care relationship, or an
 * approval of his clinic: patientsInCareOf) with first and last names, sorted by name. Only that doctor may ask.
 */
export const retrievePatients = onCall(async (request) => {
  const { uid: caller } = await requireVerifiedDoctor(request);
  const uid = requireUid(payloadWith(request.data, ['uid']));
  if (uid !== caller) throw new HttpsError('permission-denied', 'You can only list your own patients.');
  const inCare = await patientsInCareOf(uid);
  if (inCare.size === 0) return [];
  const snapshots = await db.getAll(...[...inCare].map((patient) => docRef('users', patient)));
  // Firestore.getAll gives untyped snapshots, whatever its references.
  const users = snapshots.flatMap((s) => {
    const user = snapshotData('users', s);
    return user ? [{ uid: s.id, user }] : [];
  });
  return patientList(inCare, users, { requireFullName: true });
});
