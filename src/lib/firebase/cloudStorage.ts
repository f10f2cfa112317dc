import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { emulatorHost, emulatorPorts, firebaseApp, usingEmulators } from './app';

/** Cloud Storage (loaded with the pages that upload or show stored files). */
export const storage = getStorage(firebaseApp);

if (usingEmulators) connectStorageEmulator(storage, emulatorHost, emulatorPorts.storage);
