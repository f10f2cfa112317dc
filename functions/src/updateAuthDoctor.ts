import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { RECENT_SIGN_IN_REQUIRED, RECENT_SIGN_IN_SECONDS } from '@rehab/model/callables';
import type { UpdateRequest } from 'firebase-admin/auth';
import { auth } from './admin';
import { requireVerifiedDoctor } from './lib/auth';
import { docRef } from './lib/collections';
import { rethrowAuthError } from './lib/accountErrors';
import { own, payloadWith, requireDisplayName, requireEmail, requirePassword, requirePhoneNumber, requireUid, type Payload } from './lib/validation';

const SHAPES = 'info must be exactly one of {displayName}, {email, phoneNumber} or {password}.';

/** The auth change an info object asks for, and what the doctors record mirrors of it. */
function changeOf(info: unknown): { auth: UpdateRequest; record?: { email: string; phoneNumber: string } } {
  if (typeof info !== 'object' || info === null || Array.isArray(info)) throw new HttpsError('invalid-argument', SHAPES);
  const keys = Object.keys(info).sort().join(',');
  const payload = info as Payload;
  switch (keys) {
    case 'displayName':
      return { auth: { displayName: requireDisplayName(payload) } };
    case 'email,phoneNumber': {
      const contact = { email: requireEmail(payload), phoneNumber: requirePhoneNumber(payload) };
      return { auth: contact, record: contact };
    }
    case 'password':
      return { auth: { password: requirePassword(payload, 'password', 'basic') } };
    default:
      throw new HttpsError('invalid-argument', SHAPES);
  }
}

/**
 * A password or e-mail change needs a sign-in within the last 5 minutes, as the Auth SDK asks of a client's own
 * change: any valid ID token (a session left open, a token taken from a device) must not take over the account.
 */
function requireRecentSignIn(request: CallableRequest): void {
  const signedInAt = request.auth?.token.auth_time;
  if (typeof signedInAt !== 'number' || Date.now() / 1000 - signedInAt > RECENT_SIGN_IN_SECONDS) {
    throw new HttpsError('failed-precondition', RECENT_SIGN_IN_REQUIRED);
  }
}

/**
 * A doctor changes their own auth account from the profile settings
 * ({uid, info} → {uid}); contact changes are mirrored in doctors/{uid}.
 */
export const updateAuthDoctor = onCall(async (request) => {
  const { uid: caller } = await requireVerifiedDoctor(request);
  const payload = payloadWith(request.data, ['uid', 'info']);
  const uid = requireUid(payload);
  if (uid !== caller) throw new HttpsError('permission-denied', 'You can only change your own account.');
  const change = changeOf(own(payload, 'info'));
  try {
    // A new address is unproven: data addressed to it (inbox, pre-orders) opens only once it is verified.
    // The same address again (a retry, or the form's blank field keeping it) keeps its verification.
    const current = change.record ? await auth.getUser(uid) : undefined;
    const isNewAddress = current !== undefined && current.email?.toLowerCase() !== change.record?.email.toLowerCase();
    if (isNewAddress || change.auth.password !== undefined) requireRecentSignIn(request);
    await auth.updateUser(uid, isNewAddress ? { ...change.auth, emailVerified: false } : change.auth);
  } catch (error) {
    rethrowAuthError(error);
  }
  if (change.record) await docRef('doctors', uid).update(change.record);
  return { uid };
});
