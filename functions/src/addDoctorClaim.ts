import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { auth, db } from './admin';

/**
 * Grants the `doctor` custom claim to the caller when a doctors record exists
 * for them. The claim is what firestore.rules check for doctor access.
 */
export const addDoctorClaim = onCall<{ uid?: unknown }>(async (request) => {
  const callerUid = request.auth?.uid;
  if (!callerUid) throw new HttpsError('unauthenticated', 'Sign in first.');
  const { uid } = request.data ?? {};
  if (typeof uid !== 'string' || uid.length === 0) {
    throw new HttpsError('invalid-argument', 'uid must be a non-empty string.');
  }
  if (uid !== callerUid) throw new HttpsError('permission-denied', 'You can only claim your own account.');
  const doctor = await db.collection('doctors').doc(uid).get();
  if (!doctor.exists) throw new HttpsError('failed-precondition', 'No doctor record for this account.');
  const user = await auth.getUser(uid);
  await auth.setCustomUserClaims(uid, { ...user.customClaims, doctor: true });
  return { uid, doctor: true };
});
