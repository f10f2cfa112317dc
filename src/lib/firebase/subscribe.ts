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

/** Several documents read by id (each with its id; the missing ones left out) as one `liveQuery` subscription. */
export function subscribeDocs<T>(refs: readonly DocumentReference<T>[]): Subscribe<WithId<T>[]> {
  return (next, fail) => {
    const latest: (WithId<T> | null | undefined)[] = refs.map(() => undefined);
    const emit = () => {
      if (latest.every((value) => value !== undefined)) next(latest.filter((value): value is WithId<T> => value !== null));
    };
    if (refs.length === 0) next([]);
    const stops = refs.map((ref, index) =>
      onSnapshot(
        ref,
        (snap) => {
          latest[index] = snap.exists() ? withId(snap) : null;
          emit();
        },
        fail,
      ),
    );
    return () => stops.forEach((stop) => stop());
  };
}
