import { getDoc } from 'firebase/firestore';
import { onAuthStateChanged, signOut, type User as FirebaseUser } from 'firebase/auth';
import { auth } from '../../lib/firebase/app';
import { callable } from '../../lib/firebase/callables';
import { docRef } from '../../lib/firebase/collections';
import type { CustomClaims } from '../../lib/model/claims';
import type { AppDispatch } from '../../lib/store/hooks';
import { accessRefused, roleFailed, roleResolving, signedIn, signedOut, userUpdated, type SignedInUser } from './authSlice';
import { roleOf, type Role } from './roles';

/** Marks a browser that holds a signed-in session (read by the sign-in page). */
export const ACCESS_TOKEN_KEY = 'access_token';

export function hasAccessToken(): boolean {
  return localStorage.getItem(ACCESS_TOKEN_KEY) !== null;
}

function toSignedInUser(user: FirebaseUser): SignedInUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    emailVerified: user.emailVerified,
    phoneNumber: user.phoneNumber,
  };
}

/** Refreshes the session's copy of the account after its profile (name, e-mail, phone) changed. */
export function accountUpdated(user: FirebaseUser) {
  return userUpdated(toSignedInUser(user));
}

export const addDoctorClaim = callable('addDoctorClaim');

interface RoleReading {
  role: Role;
  claims: CustomClaims;
}

async function readRole(user: FirebaseUser, forceRefresh: boolean): Promise<RoleReading> {
  const [doctor, patient, token] = await Promise.all([
    getDoc(docRef('doctors', user.uid)),
    getDoc(docRef('users', user.uid)),
    user.getIdTokenResult(forceRefresh),
  ]);
  const claims = token.claims as CustomClaims;
  return {
    role: roleOf({ doctor: doctor.exists() ? doctor.data() : null, user: patient.exists() ? patient.data() : null, claims }),
    claims,
  };
}

/**
 * Reads the records and claims that decide an account's role. A token that
 * may predate a newly granted admin claim is refreshed once before the
 * account is taken for one without access.
 */
export async function resolveRole(user: FirebaseUser): Promise<Role> {
  let reading = await readRole(user, false);
  if (reading.role === 'none') reading = await readRole(user, true);
  // Doctors created before the doctor claim existed get it now: the rules need it.
  if (reading.role === 'doctor' && reading.claims.doctor !== true) {
    await addDoctorClaim({ uid: user.uid });
    await user.getIdToken(true);
  }
  return reading.role;
}

/**
 * A sign-in, sign-up or provisioning step in progress: the role is read
 * only once it has finished (e.g. after a social sign-in has created the
 * users record), so that a half-made account is never judged.
 */
let pendingSignIn: Promise<unknown> | null = null;

export async function signInWith<T>(work: () => Promise<T>): Promise<T> {
  const running = work();
  pendingSignIn = running;
  try {
    return await running;
  } finally {
    if (pendingSignIn === running) pendingSignIn = null;
  }
}

/** Counts auth changes, so that a slow role reading for an old account is dropped. */
let generation = 0;
let settleCurrentUser: (() => void) | null = null;

async function settle(user: FirebaseUser, dispatch: AppDispatch) {
  const run = ++generation;
  dispatch(roleResolving());
  while (pendingSignIn) await pendingSignIn.catch(() => undefined);
  const stale = () => run !== generation || auth.currentUser?.uid !== user.uid;
  if (stale()) return;
  try {
    const role = await resolveRole(user);
    if (stale()) return;
    if (role === 'unverifiedDoctor' || role === 'none') {
      dispatch(accessRefused(role === 'none' ? 'noAccess' : 'notVerified'));
      await signOut(auth);
      return;
    }
    localStorage.setItem(ACCESS_TOKEN_KEY, user.uid);
    dispatch(signedIn({ user: toSignedInUser(auth.currentUser ?? user), role }));
  } catch (error) {
    if (stale()) return;
    console.error('Could not read the role of the signed-in account', error);
    dispatch(roleFailed(error instanceof Error ? error.message : String(error)));
  }
}

/**
 * Keeps the auth slice in step with Firebase Auth (sign-in, sign-out,
 * restored sessions); returns the unsubscribe. Accounts that may not use the
 * app (unverified doctors, accounts without records or admin claim) are
 * signed out again with a notice.
 */
export function watchAuth(dispatch: AppDispatch): () => void {
  const unsubscribe = onAuthStateChanged(auth, (user) => {
    if (!user) {
      generation++;
      localStorage.removeItem(ACCESS_TOKEN_KEY);
      dispatch(signedOut());
      return;
    }
    void settle(user, dispatch);
  });
  settleCurrentUser = () => {
    if (auth.currentUser) void settle(auth.currentUser, dispatch);
  };
  return () => {
    settleCurrentUser = null;
    unsubscribe();
  };
}

/** Reads the role again after it failed (the "Try again" of the session error). */
export function retryRole() {
  settleCurrentUser?.();
}

/** Ends the session; the caller goes to the sign-in page. */
export async function signOutUser() {
  localStorage.removeItem(ACCESS_TOKEN_KEY);
  await signOut(auth);
}
