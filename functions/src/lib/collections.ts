/**
 * Typed references for the functions' Firestore access: every collection by its name, with the type of its documents
 * (CollectionTypes of the shared model, and the payment functions' own records). The app has the same in
 * src/lib/firebase/collections.ts; unlike the app's converter, this one fills in no defaults: a document is read as
 * it is stored, so a field older documents may lack is still read with `??` where it matters.
 */
import type { CollectionReference, DocumentData, DocumentReference, DocumentSnapshot, FirestoreDataConverter, Transaction } from 'firebase-admin/firestore';
import type { Audited, CollectionTypes, ScheduledEvent } from '@rehab/model/collections';
import { db } from '../admin';
import type { PaymentCollectionTypes } from '../payments/records';

/**
 * scheduledWorkouts/{patientUid} as stored: the dates of ScheduledWorkouts and, beside them, the audit id (which the
 * app's converter leaves out, and this one keeps).
 */
export interface StoredScheduledWorkouts extends Audited {
  [date: string]: Record<string, ScheduledEvent> | string | undefined;
}

/** Every collection the functions read or write, and the type of its documents. */
export interface ServerCollectionTypes extends Omit<CollectionTypes, 'scheduledWorkouts'>, PaymentCollectionTypes {
  scheduledWorkouts: StoredScheduledWorkouts;
}

export type ServerCollectionName = keyof ServerCollectionTypes;

/** A converter that reads snapshots of any kind, so that trigger snapshots go through it as well. */
interface Converter<T> extends FirestoreDataConverter<T> {
  fromFirestore(snapshot: DocumentSnapshot): T;
}

/** Changes nothing: writes go to Firestore as they are, reads come back as stored. */
const passThrough = {
  toFirestore: (data: DocumentData) => data,
  fromFirestore: (snapshot: DocumentSnapshot): unknown => snapshot.data(),
};

/** What types every reference, unchecked: a document of collection N is taken to hold a ServerCollectionTypes[N]. */
const converterOf = <N extends ServerCollectionName>() => passThrough as Converter<ServerCollectionTypes[N]>;

export function col<N extends ServerCollectionName>(name: N): CollectionReference<ServerCollectionTypes[N]> {
  return db.collection(name).withConverter(converterOf<N>());
}

export function docRef<N extends ServerCollectionName>(name: N, id: string): DocumentReference<ServerCollectionTypes[N]> {
  return col(name).doc(id);
}

/** A document of a subcollection (appointments/{id}/visitPresence/{uid}), typed as its collection's model type. */
export function subDocRef<N extends 'visitSignals' | 'visitPresence'>(parent: DocumentReference, name: N, id: string): DocumentReference<ServerCollectionTypes[N]> {
  return parent.collection(name).doc(id).withConverter(converterOf<N>());
}

/** The data of a trigger's snapshot (`event.data?.after`, which firebase-functions gives untyped); undefined when there is no document. */
export function snapshotData<N extends ServerCollectionName>(_name: N, snapshot: DocumentSnapshot | undefined): ServerCollectionTypes[N] | undefined {
  return snapshot?.exists ? converterOf<N>().fromFirestore(snapshot) : undefined;
}

/**
 * Transaction.getAll for documents of different collections, each snapshot typed as its reference: they are still read
 * in one request. The SDK types the answer as one array, so its tuple is asserted here.
 */
export function getAll<T extends readonly unknown[]>(tx: Transaction, ...refs: { [K in keyof T]: DocumentReference<T[K]> }) {
  return tx.getAll(...refs) as Promise<{ [K in keyof T]: DocumentSnapshot<T[K]> }>;
}
