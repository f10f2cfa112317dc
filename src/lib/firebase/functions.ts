import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { emulatorHost, emulatorPorts, firebaseApp, usingEmulators } from './app';

/** The Cloud Functions client (loaded with the first callable a page or step uses). */
export const functions = getFunctions(firebaseApp, import.meta.env.VITE_FIREBASE_FUNCTIONS_REGION || 'us-central1');

if (usingEmulators) connectFunctionsEmulator(functions, emulatorHost, emulatorPorts.functions);
