import {
  clearIndexedDbPersistence,
  connectFirestoreEmulator,
  getFirestore,
  initializeFirestore,
  memoryLocalCache,
  persistentLocalCache,
  persistentMultipleTabManager,
  type FirestoreSettings,
} from 'firebase/firestore';
import type { User } from 'firebase/auth';
import type { CustomClaims } from '@rehab/model/claims';
import { readStored, writeStored } from '../storage';
import { auth, emulatorHost, emulatorPorts, firebaseApp, usingEmulators } from './app';

/** The account whose documents the device's Firestore cache holds. */
const CACHE_OWNER_KEY = 'rehab.firestoreCacheOwner';

/**
 * Whether this account's documents may stay on the device: a patient's (or
 * customer's) on their own phone, so that the app works offline. Doctors and
 * admins see other people's clinical records, often on shared computers: their
 * cache lives in memory only. Offline with an expired token the claims cannot
 * be read: the account the device's cache belongs to is its patient.
 */
async function keepsCacheOnDevice(user: User | null): Promise<boolean> {
  if (!user || typeof indexedDB === 'undefined') return false;
  try {
    const claims = (await user.getIdTokenResult()).claims as CustomClaims;
    return claims.doctor !== true && claims.admin !== true;
  } catch {
    return readStored<string | null>(CACHE_OWNER_KEY, null) === user.uid;
  }
}

// A page that starts signed in restores its account from the device first: until then currentUser is null.
await auth.authStateReady();
const user = auth.currentUser;
const persistent = await keepsCacheOnDevice(user);
const settings: FirestoreSettings = {
  localCache: persistent ? persistentLocalCache({ tabManager: persistentMultipleTabManager() }) : memoryLocalCache(),
};

/**
 * The Firestore client, loaded after sign-in (or with a page that needs it):
 * the sign-in page needs only Auth. A patient's client keeps what it read and
 * the changes made offline in the device's cache (IndexedDB), which every
 * account of the browser shares: a cache left by another account is emptied
 * before this one uses it.
 */
export const db = firestoreClient();

/**
 * A client is made once per app: this module evaluated again (a hot update in development, or test files sharing
 * one page) takes the client made the first time, already connected, instead of failing.
 */
function firestoreClient() {
  try {
    const client = initializeFirestore(firebaseApp, settings);
    if (usingEmulators) connectFirestoreEmulator(client, emulatorHost, emulatorPorts.firestore);
    return client;
  } catch (error) {
    if ((error as { code?: string }).code !== 'failed-precondition') throw error;
    return getFirestore(firebaseApp);
  }
}

if (persistent && user && readStored<string | null>(CACHE_OWNER_KEY, null) !== user.uid) {
  // Possible only before the client's first read or write; it fails while another tab holds the cache open (which then stays).
  await clearIndexedDbPersistence(db).catch(() => undefined);
  writeStored(CACHE_OWNER_KEY, user.uid);
}
