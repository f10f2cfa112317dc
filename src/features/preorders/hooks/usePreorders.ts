import { useMemo } from 'react';
import { orderBy, query, where } from 'firebase/firestore';
import { useAppSelector } from '../../lib/store/hooks';
import { col, docRef } from '../../lib/firebase/collections';
import { useLiveDoc, useLiveQuery } from '../../lib/firebase/hooks';
import { selectAuth } from '../auth';

/**
 * The signed-in account's pre-orders, newest first. They are addressed by
 * e-mail, so the rules show them only once the account's e-mail is verified.
 */
export function useMyPreorders() {
  const { user } = useAppSelector(selectAuth);
  const email = user?.emailVerified ? user.email : null;
  const preorders = useMemo(
    () => (email ? query(col('kneeSleevePreorders'), where('email', '==', email), orderBy('orderDate', 'desc')) : null),
    [email],
  );
  return { ...useLiveQuery(preorders), emailVerified: Boolean(user?.emailVerified) };
}

/** One pre-order, kept up to date while the page is open. */
export function usePreorder(id: string) {
  // A slash would make the id a path into another collection.
  const ref = useMemo(() => (id && !id.includes('/') ? docRef('kneeSleevePreorders', id) : null), [id]);
  return useLiveDoc(ref);
}
