import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { auth } from './admin';
import { requireAdmin } from './lib/auth';
import { authErrorCode, rethrowAuthError } from './lib/accountErrors';
import { payloadWith, requireDisplayName, requireEmail, requirePassword } from './lib/validation';

/**
 * Creates an auth account for a document added in the admin console
 * ({email, password, displayName} → {uid}). A retry after a lost answer finds
 * the e-mail taken: `already-exists` then carries the existing account's uid.
 */
export const createFirebaseUser = onCall(async (request) => {
  requireAdmin(request);
  const payload = payloadWith(request.data, ['email', 'password', 'displayName']);
  const email = requireEmail(payload);
  const password = requirePassword(payload, 'password', 'strong');
  const displayName = requireDisplayName(payload);
  try {
    const user = await auth.createUser({ email, password, displayName });
    return { uid: user.uid };
  } catch (error) {
    if (authErrorCode(error) === 'auth/email-already-exists') {
      const existing = await auth.getUserByEmail(email);
      throw new HttpsError('already-exists', 'An account with this e-mail address already exists.', { uid: existing.uid });
    }
    rethrowAuthError(error);
  }
});
