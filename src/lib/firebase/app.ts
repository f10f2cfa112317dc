import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { portsAt } from '../emulatorPorts';

/**
 * Firebase is initialised once here. With VITE_USE_EMULATORS set (the default
 * for `npm start` and the tests) every service talks to the local Emulator
 * Suite of a demo project; otherwise the VITE_FIREBASE_* settings of a real
 * project are used, and the production build refuses to start without them
 * (vite.config.ts), so there is no silent fallback to the demo project.
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

export const auth = getAuth(firebaseApp);
export const db = getFirestore(firebaseApp);
export const functions = getFunctions(firebaseApp, env.VITE_FIREBASE_FUNCTIONS_REGION || 'us-central1');
export const storage = getStorage(firebaseApp);

/** Where the local emulators listen (a port offset lets a second local stack run beside the default one). */
export const emulatorHost = env.VITE_EMULATOR_HOST || '127.0.0.1';
export const emulatorPorts = portsAt(Number(env.VITE_EMULATOR_PORT_OFFSET || 0));

if (usingEmulators) {
  connectAuthEmulator(auth, `http://${emulatorHost}:${emulatorPorts.auth}`, { disableWarnings: true });
  connectFirestoreEmulator(db, emulatorHost, emulatorPorts.firestore);
  connectFunctionsEmulator(functions, emulatorHost, emulatorPorts.functions);
  connectStorageEmulator(storage, emulatorHost, emulatorPorts.storage);
}
