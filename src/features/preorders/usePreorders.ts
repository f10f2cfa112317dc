import { useMemo } from 'react';
import { orderBy, query, where } from 'firebase/firestore';
import { useAppSelector } from '../../app/hooks';
import { col, docRef } from '../../lib/firebase/collections';
import { useLiveDoc, useLiveQuery } from '../../lib/firebase/hooks';
import { selectAuth } from '../auth/authSlice';

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

export function usePreorder(id: string) {
  const ref = useMemo(() => (id ? docRef('kneeSleevePreorders', id) : null), [id]);
  return useLiveDoc(ref);
}
