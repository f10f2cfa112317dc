import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { UpdateRequest } from 'firebase-admin/auth';
import { auth } from './admin';
import { isAdmin, requireSignedIn } from './lib/auth';
import { rethrowAuthError } from './lib/accountErrors';
import { optionalBoolean, optionalDisplayName, optionalEmail, optionalPassword, payloadWith, requireUid } from './lib/validation';

/**
 * What a user may change on their own account here. The e-mail is not among
 * them: through this function it would change without a recent sign-in and
 * without proving the new address (the Auth SDK's own e-mail change asks for both).
 */
const SELF_SERVICE_FIELDS = ['displayName'];

/**
 * Updates an auth account ({uid, email?, displayName?, emailVerified?, password?} → {uid}).
 * Admins may change any account (verify e-mails, reset passwords, names, e-mail);
 * anyone may change their own display name.
 */
export const updateFirebaseUser = onCall(async (request) => {
  const caller = requireSignedIn(request);
  const payload = payloadWith(request.data, ['uid', 'email', 'displayName', 'emailVerified', 'password']);
  const uid = requireUid(payload);
  const changes: UpdateRequest = {
    email: optionalEmail(payload),
    displayName: optionalDisplayName(payload),
    emailVerified: optionalBoolean(payload, 'emailVerified'),
    password: optionalPassword(payload, 'password', 'strong'),
  };
  const fields = Object.keys(changes).filter((key) => changes[key as keyof UpdateRequest] !== undefined);
  if (fields.length === 0) throw new HttpsError('invalid-argument', 'Nothing to update: give email, displayName, emailVerified or password.');
  if (!isAdmin(request)) {
    if (uid !== caller) throw new HttpsError('permission-denied', 'Only an admin may update another account.');
    const forbidden = fields.filter((field) => !SELF_SERVICE_FIELDS.includes(field));
    if (forbidden.length > 0) throw new HttpsError('permission-denied', `Only an admin may change ${forbidden.join(', ')}.`);
  }
  const defined = Object.fromEntries(fields.map((field) => [field, changes[field as keyof UpdateRequest]])) as UpdateRequest;
  try {
    await auth.updateUser(uid, defined);
  } catch (error) {
    rethrowAuthError(error);
  }
  return { uid };
});
