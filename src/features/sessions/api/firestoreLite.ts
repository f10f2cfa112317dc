import {
  collection,
  connectFirestoreEmulator,
  getFirestore,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { firebaseApp, usingEmulators } from '../../../lib/firebase/app';
import type { SensorDataBin } from '../../../lib/model/collections';

/**
 * Firestore Lite (plain REST requests: no listeners, no local cache) for the
 * large one-off sensor data reads: it answers them about twice as fast as the
 * full SDK and with far less work on the page. Connected to the emulators as
 * src/lib/firebase/app.ts connects `db`.
 */
const dbLite = getFirestore(firebaseApp);
if (usingEmulators) {
  const env = import.meta.env;
  connectFirestoreEmulator(dbLite, env.VITE_EMULATOR_HOST || '127.0.0.1', 8080 + Number(env.VITE_EMULATOR_PORT_OFFSET || 0));
}

const binConverter: FirestoreDataConverter<SensorDataBin, DocumentData> = {
  toFirestore: (bin) => bin as DocumentData,
  fromFirestore: (snapshot: QueryDocumentSnapshot) => ({ values: [], ...(snapshot.data() as Partial<SensorDataBin>) }) as SensorDataBin,
};

/** data_by_sensor, read through Firestore Lite. */
export const sensorBins = collection(dbLite, 'data_by_sensor').withConverter(binConverter);
