import { useEffect, useState } from 'react';
import { onSnapshot, queryEqual, refEqual, type DocumentReference, type Query } from 'firebase/firestore';

/** A document's data together with its id. */
export type WithId<T> = T & { docId: string };

export interface Live<T> {
  data: T;
  loading: boolean;
  error: Error | null;
}

/**
 * Subscribes to a document while mounted. Pass null to wait (e.g. until a uid
 * is known). The subscription is replaced only when the reference changes.
 */
export function useLiveDoc<T>(ref: DocumentReference<T> | null): Live<WithId<T> | null> {
  const stable = useStable(ref, (a, b) => refEqual(a, b));
  const [state, setState] = useState<Live<WithId<T> | null> & { for: unknown }>({ data: null, loading: true, error: null, for: stable });
  useEffect(() => {
    if (!stable) return;
    return onSnapshot(
      stable,
      (snap) => setState({ data: snap.exists() ? withId(snap) : null, loading: false, error: null, for: stable }),
      (error) => setState({ data: null, loading: false, error, for: stable }),
    );
  }, [stable]);
  if (!stable) return { data: null, loading: false, error: null };
  if (state.for !== stable) return { data: null, loading: true, error: null };
  return state;
}

/** Subscribes to a query while mounted. Pass null to wait. */
export function useLiveQuery<T>(query: Query<T> | null): Live<WithId<T>[]> {
  const stable = useStable(query, (a, b) => queryEqual(a, b));
  const [state, setState] = useState<Live<WithId<T>[]> & { for: unknown }>({ data: [], loading: true, error: null, for: stable });
  useEffect(() => {
    if (!stable) return;
    return onSnapshot(
      stable,
      (snap) => setState({ data: snap.docs.map(withId), loading: false, error: null, for: stable }),
      (error) => setState({ data: [], loading: false, error, for: stable }),
    );
  }, [stable]);
  if (!stable) return { data: [], loading: false, error: null };
  if (state.for !== stable) return { data: [], loading: true, error: null };
  return state;
}

export function withId<T>(snapshot: { id: string; data(): T | undefined }): WithId<T> {
  return { ...(snapshot.data() as T), docId: snapshot.id };
}

/** Keeps the previous object while `equal` says the new one is the same. */
function useStable<T>(value: T | null, equal: (a: T, b: T) => boolean): T | null {
  const [kept, setKept] = useState(value);
  const same = kept === value || (kept !== null && value !== null && equal(kept, value));
  if (!same) setKept(value);
  return same ? kept : value;
}
