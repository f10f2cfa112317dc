/*
 * The session listener: keeps the auth slice in step with Firebase Auth. It
 * dispatches the slice's actions itself (the slice is where the session
 * lives); the records that decide the role are read through ./accountRecords,
 * loaded once someone is signed in.
 */
import { onAuthStateChanged, signOut, type User as FirebaseUser } from 'firebase/auth';
import { auth } from '../../../lib/firebase/app';
import type { CustomClaims } from '@rehab/model/claims';
import { errorMessage } from '../../../lib/store/errors';
import { readStored, removeStored, writeStored } from '../../../lib/storage';
import type { AppDispatch } from '../../../lib/store/hooks';
import { serverData } from '../../../lib/store/serverData';
import { accessRefused, roleFailed, roleResolving, signedIn, signedOut, userUpdated, type SignedInUser } from '../authSlice';
import { roleWhileOffline, type LastRole } from '../logic/offlineRole';
import { roleOf, type Role } from '../logic/roles';
import { timeZoneToStore } from '../logic/timeZone';
import type { AccountRecords } from './accountRecords';
import { accountRecords } from './loadAccountRecords';
import { signInSettled } from './pendingSignIn';
import { browserTimeZone } from '../../../lib/browserTimeZone';

/** Marks a browser that holds a signed-in session (read by the sign-in page). */
export const ACCESS_TOKEN_KEY = 'access_token';

export function hasAccessToken(): boolean {
  return localStorage.getItem(ACCESS_TOKEN_KEY) !== null;
}

/** The role the signed-in account had when it was last read, for starting offline (../logic/offlineRole.ts). */
const LAST_ROLE_KEY = 'rehab.lastRole';

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

interface RoleReading {
  role: Role;
  claims: CustomClaims;
  records: AccountRecords;
}

async function readRole(user: FirebaseUser, forceRefresh: boolean): Promise<RoleReading> {
  const { readAccountRecords } = await accountRecords();
  const [records, token] = await Promise.all([readAccountRecords(user.uid), user.getIdTokenResult(forceRefresh)]);
  const claims = token.claims as CustomClaims;
  return { role: roleOf({ ...records, claims }), claims, records };
}

/** A doctor's or patient's record without a time zone gets the browser's; a failure only costs the default zone. */
async function storeMissingTimeZone(uid: string, reading: RoleReading): Promise<void> {
  const missing = timeZoneToStore(reading.role, reading.records, browserTimeZone());
  if (!missing) return;
  try {
    await (await accountRecords()).storeTimeZone(missing.kind, uid, missing.timeZone);
  } catch (error) {
    console.warn('Could not store the time zone of the signed-in account', error);
  }
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
    await (await accountRecords()).addDoctorClaim(user.uid);
    await user.getIdToken(true);
  }
  void storeMissingTimeZone(user.uid, reading);
  return reading.role;
}

/** Counts auth changes, so that a slow role reading for an old account is dropped. */
let generation = 0;
let settleCurrentUser: (() => Promise<void>) | null = null;
let whileRoleIsRead: ((uid: string) => void) | undefined;

async function resolveSession(user: FirebaseUser, dispatch: AppDispatch) {
  const run = ++generation;
  // An account coming back to this device starts with the role it had last time while its records are read
  // again: its pages, and their reads, start a round trip sooner. The rules decide what it may read either way,
  // and the role read replaces the remembered one (or ends the session) as soon as it is known.
  const last = readStored<LastRole | null>(LAST_ROLE_KEY, null);
  const remembered = last?.uid === user.uid ? last.role : null;
  if (!remembered) dispatch(roleResolving());
  await signInSettled();
  const stale = () => run !== generation || auth.currentUser?.uid !== user.uid;
  if (stale()) return;
  if (remembered) dispatch(signedIn({ user: toSignedInUser(user), role: remembered }));
  else whileRoleIsRead?.(user.uid);
  try {
    const role = await resolveRole(user);
    if (stale()) return;
    if (role === 'unverifiedDoctor' || role === 'none') {
      dispatch(accessRefused(role === 'none' ? 'noAccess' : 'notVerified'));
      await signOut(auth);
      return;
    }
    localStorage.setItem(ACCESS_TOKEN_KEY, user.uid);
    writeStored(LAST_ROLE_KEY, { uid: user.uid, role } satisfies LastRole);
    dispatch(signedIn({ user: toSignedInUser(auth.currentUser ?? user), role }));
  } catch (error) {
    if (stale()) return;
    const offlineRole = roleWhileOffline(user.uid, error, navigator.onLine, last);
    if (offlineRole) {
      dispatch(signedIn({ user: toSignedInUser(user), role: offlineRole }));
      return;
    }
    console.error('Could not read the role of the signed-in account', error);
    dispatch(roleFailed(errorMessage(error)));
  }
}

/**
 * Empties the server-data cache once no sign-in step is under way. Sign-up and
 * phone sign-in run as mutations that sign accounts in and out themselves; a
 * reset while one runs would abort it. The timeout lets the finished
 * mutation's result reach the store first.
 */
function resetServerDataWhenSettled(dispatch: AppDispatch) {
  void signInSettled().then(() => setTimeout(() => dispatch(serverData.util.resetApiState()), 0));
}

export interface WatchOptions {
  /** called when an account's role is read with nothing remembered to start with: the page may start its reads meanwhile */
  whileRoleIsRead?: (uid: string) => void;
}

/**
 * Keeps the auth slice in step with Firebase Auth (sign-in, sign-out,
 * restored sessions); returns the unsubscribe. Accounts that may not use the
 * app (unverified doctors, accounts without records or admin claim) are
 * signed out again with a notice.
 */
export function watchAuth(dispatch: AppDispatch, options: WatchOptions = {}): () => void {
  whileRoleIsRead = options.whileRoleIsRead;
  let cachedFor: string | null = null;
  const unsubscribe = onAuthStateChanged(auth, (user) => {
    // The next account on this browser must not see the last one's cached data; resetting also stops every listener.
    if ((user?.uid ?? null) !== cachedFor) {
      if (cachedFor !== null) resetServerDataWhenSettled(dispatch);
      cachedFor = user?.uid ?? null;
    }
    if (!user) {
      generation++;
      localStorage.removeItem(ACCESS_TOKEN_KEY);
      dispatch(signedOut());
      return;
    }
    void resolveSession(user, dispatch);
  });
  settleCurrentUser = () => (auth.currentUser ? resolveSession(auth.currentUser, dispatch) : Promise.resolve());
  return () => {
    settleCurrentUser = null;
    whileRoleIsRead = undefined;
    unsubscribe();
  };
}

/** Reads the role again after it failed (the "Try again" of the session error). */
export function retryRole() {
  void settleCurrentUser?.();
}

/**
 * Reads the role again after the account's records changed (it joined a clinic): resolves once the session has
 * its new role. The ID token is refreshed first, for the claims the change may have given.
 */
export async function refreshRole(): Promise<void> {
  await auth.currentUser?.getIdToken(true);
  await settleCurrentUser?.();
}

/** Ends the session; the caller goes to the sign-in page. */
export async function signOutUser() {
  localStorage.removeItem(ACCESS_TOKEN_KEY);
  removeStored(LAST_ROLE_KEY);
  await signOut(auth);
}
