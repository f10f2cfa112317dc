import { useMemo } from 'react';
import { orderBy, query, where } from 'firebase/firestore';
import { col, docRef } from '../../lib/firebase/collections';
import { useLiveDoc, useLiveQuery } from '../../lib/firebase/hooks';

/** The signed-in user's orders, newest first. */
export function useMyOrders(uid: string) {
  const orders = useMemo(() => query(col('orders'), where('uid', '==', uid), orderBy('date', 'desc')), [uid]);
  return useLiveQuery(orders);
}

export function useOrder(sessionId: string) {
  const ref = useMemo(() => (sessionId ? docRef('orders', sessionId) : null), [sessionId]);
  return useLiveDoc(ref);
}
