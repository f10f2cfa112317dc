import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { auth } from './admin';
import { requireSignedIn } from './lib/auth';
import { docRef } from './lib/collections';
import { payloadWith, requireUid } from './lib/validation';

/**
 * Grants the `doctor` custom claim to the caller when a doctors record exists
 * for them ({uid} → {uid, doctor: true}; repeating it changes nothing). The
 * claim, together with a verified record, is what firestore.rules treat as a doctor.
 */
export const addDoctorClaim = onCall(async (request) => {
  const callerUid = requireSignedIn(request);
  const uid = requireUid(payloadWith(request.data, ['uid']));
  if (uid !== callerUid) throw new HttpsError('permission-denied', 'You can only claim your own account.');
  const doctor = await docRef('doctors', uid).get();
  if (!doctor.exists) throw new HttpsError('failed-precondition', 'No doctor record for this account.');
  const user = await auth.getUser(uid);
  if (user.customClaims?.doctor !== true) await auth.setCustomUserClaims(uid, { ...user.customClaims, doctor: true });
  return { uid, doctor: true };
});
