import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { portsAt } from '@rehab/model/emulatorPorts';

/**
 * Firebase is initialised once here. With VITE_USE_EMULATORS set (the default
 * for `npm start` and the tests) every service talks to the local Emulator
 * Suite of a demo project; otherwise the VITE_FIREBASE_* settings of a real
 * project are used, and the production build refuses to start without them
 * (vite.config.ts), so there is no silent fallback to the demo project.
 *
 * Only Auth is set up here, as the first page needs nothing else: Firestore
 * (./firestore.ts), Functions (./functions.ts) and Storage (./cloudStorage.ts)
 * are modules of their own, loaded with the pages and steps that use them.
 */
const env = import.meta.env;
export const usingEmulators = env.VITE_USE_EMULATORS === 'true' || env.VITE_USE_EMULATORS === '1';
/** The emulators and the unit tests run against a demo project; a production build never does. */
const demoFallback = usingEmulators || !env.PROD;
const projectId = env.VITE_FIREBASE_PROJECT_ID || (demoFallback ? 'demo-rehab' : '');

export const firebaseApp = initializeApp({
  apiKey: env.VITE_FIREBASE_API_KEY || (demoFallback ? 'demo-api-key' : ''),
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
  projectId,
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET || `${projectId}.appspot.com`,
  messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
  appId: env.VITE_FIREBASE_APP_ID,
});

/**
 * The persistence getAuth() would choose, without its pop-up and redirect
 * resolver: that one loads Google's sign-in scripts on every page at start.
 * The provider sign-in passes it when it opens a pop-up.
 */
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
});

/** Where the local emulators listen (a port offset lets a second local stack run beside the default one). */
export const emulatorHost = env.VITE_EMULATOR_HOST || '127.0.0.1';
export const emulatorPorts = portsAt(Number(env.VITE_EMULATOR_PORT_OFFSET || 0));

if (usingEmulators) {
  connectAuthEmulator(auth, `http://${emulatorHost}:${emulatorPorts.auth}`, { disableWarnings: true });
}
