/**
 * `npm run bench:reads` only: stands in for 'firebase/firestore' in the app the
 * bench builds (scripts/bench-reads.ts redirects every other module's import
 * of 'firebase/firestore' here; this module's own import reaches the real
 * package). Everything is the real SDK, except that listeners and one-off
 * reads count what they read into window.__firestoreReads (readCounter.ts).
 */
import * as firestore from 'firebase/firestore';
import type { AggregateSpec, DocumentData, DocumentReference, Firestore, Query, Transaction, TransactionOptions } from 'firebase/firestore';
import { countAggregate, countedListen, countGet, countTransactionGets } from './readCounter';

export * from 'firebase/firestore';

type Listen = (...args: unknown[]) => () => void;

export const onSnapshot = ((...args: unknown[]) => countedListen(firestore.onSnapshot as Listen, args)) as typeof firestore.onSnapshot;
export const onSnapshotResume = ((...args: unknown[]) => countedListen(firestore.onSnapshotResume as Listen, args)) as typeof firestore.onSnapshotResume;

export async function getDoc<A, D extends DocumentData>(reference: DocumentReference<A, D>) {
  return countGet('get', await firestore.getDoc(reference));
}

export async function getDocFromServer<A, D extends DocumentData>(reference: DocumentReference<A, D>) {
  return countGet('get', await firestore.getDocFromServer(reference));
}

export async function getDocs<A, D extends DocumentData>(query: Query<A, D>) {
  return countGet('get', await firestore.getDocs(query));
}

export async function getDocsFromServer<A, D extends DocumentData>(query: Query<A, D>) {
  return countGet('get', await firestore.getDocsFromServer(query));
}

export async function getCountFromServer<A, D extends DocumentData>(query: Query<A, D>) {
  const snapshot = await firestore.getCountFromServer(query);
  return countAggregate(snapshot, snapshot.data().count);
}

export async function getAggregateFromServer<S extends AggregateSpec, A, D extends DocumentData>(query: Query<A, D>, spec: S) {
  return countAggregate(await firestore.getAggregateFromServer(query, spec));
}

export function runTransaction<T>(db: Firestore, update: (transaction: Transaction) => Promise<T>, options?: TransactionOptions): Promise<T> {
  return firestore.runTransaction(db, (transaction) => update(countTransactionGets('get', transaction)), options);
}
