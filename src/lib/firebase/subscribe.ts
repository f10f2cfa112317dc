import { onSnapshot, type DocumentReference, type Query } from 'firebase/firestore';
import type { Subscribe } from '../store/live';
import { withId, type WithId } from './withId';

/** A query's documents (with their ids) as a `liveQuery` subscription. */
export function subscribeQuery<T>(query: Query<T>): Subscribe<WithId<T>[]> {
  return (next, fail) => onSnapshot(query, (snap) => next(snap.docs.map(withId)), fail);
}

/** A document (with its id; null while it does not exist) as a `liveQuery` subscription. */
export function subscribeDoc<T>(ref: DocumentReference<T>): Subscribe<WithId<T> | null> {
  return (next, fail) => onSnapshot(ref, (snap) => next(snap.exists() ? withId(snap) : null), fail);
}
