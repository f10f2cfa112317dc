import {
  collection,
  connectFirestoreEmulator,
  doc,
  getFirestore,
  type DocumentData,
  type DocumentReference,
  type FirestoreDataConverter,
} from 'firebase/firestore/lite';
import type { CollectionName, CollectionTypes } from '@rehab/model/collections';
import { emulatorHost, emulatorPorts, firebaseApp, usingEmulators } from './app';
import { converterOf } from './collections';

/**
 * Firestore Lite (plain REST requests: no listeners, no local cache) for
 * large one-off reads such as sensor data: it answers them about twice as
 * fast as the full SDK, with far less work on the page.
 */
const dbLite = getFirestore(firebaseApp);
if (usingEmulators) connectFirestoreEmulator(dbLite, emulatorHost, emulatorPorts.firestore);

/** A typed Firestore Lite reference to a document, with its collection's one converter. */
export function liteDoc<K extends CollectionName>(name: K, id: string): DocumentReference<CollectionTypes[K], DocumentData> {
  // Both SDKs call the converter with a snapshot that has data(); the types differ only by SDK.
  const converter = converterOf(name) as unknown as FirestoreDataConverter<CollectionTypes[K], DocumentData>;
  return doc(collection(dbLite, name), id).withConverter(converter);
}
