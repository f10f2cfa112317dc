/**
 * `npm run bench:reads` only: stands in for 'firebase/firestore/lite' in the
 * app the bench builds, like countingFirestore.ts for the full SDK: the real
 * Firestore Lite, with its reads counted into window.__firestoreReads.
 */
import * as lite from 'firebase/firestore/lite';
import type { AggregateSpec, DocumentData, DocumentReference, Firestore, Query, Transaction, TransactionOptions } from 'firebase/firestore/lite';
import { countAggregate, countGet, countTransactionGets } from './readCounter';

export * from 'firebase/firestore/lite';

export async function getDoc<A, D extends DocumentData>(reference: DocumentReference<A, D>) {
  return countGet('lite', await lite.getDoc(reference));
}

export async function getDocs<A, D extends DocumentData>(query: Query<A, D>) {
  return countGet('lite', await lite.getDocs(query));
}

export async function getCount<A, D extends DocumentData>(query: Query<A, D>) {
  const snapshot = await lite.getCount(query);
  return countAggregate(snapshot, snapshot.data().count);
}

export async function getAggregate<S extends AggregateSpec, A, D extends DocumentData>(query: Query<A, D>, spec: S) {
  return countAggregate(await lite.getAggregate(query, spec));
}

export function runTransaction<T>(db: Firestore, update: (transaction: Transaction) => Promise<T>, options?: TransactionOptions): Promise<T> {
  return lite.runTransaction(db, (transaction) => update(countTransactionGets('lite', transaction)), options);
}
