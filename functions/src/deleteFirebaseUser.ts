import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { auth } from './admin';
import { requireAdmin } from './lib/auth';
import { authErrorCode, rethrowAuthError } from './lib/accountErrors';
import { payloadWith, requireUid } from './lib/validation';

/**
 * Deletes an auth account ({uid} → {uid, deleted}), called by the admin console
 * before it deletes a users, doctors or admin document. An account that is
 * already gone counts as deleted (deleted: false), so retries are harmless.
 */
export const deleteFirebaseUser = onCall(async (request) => {
  const caller = requireAdmin(request);
  const uid = requireUid(payloadWith(request.data, ['uid']));
  if (uid === caller) throw new HttpsError('failed-precondition', 'You cannot delete your own account here.');
  try {
    await auth.deleteUser(uid);
    return { uid, deleted: true };
  } catch (error) {
    if (authErrorCode(error) === 'auth/user-not-found') return { uid, deleted: false };
    rethrowAuthError(error);
  }
});
