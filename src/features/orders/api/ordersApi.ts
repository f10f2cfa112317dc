import { orderBy, query, where } from 'firebase/firestore';
import { col, docRef } from '../../../lib/firebase/collections';
import type { WithId } from '../../../lib/firebase/hooks';
import { subscribeDoc, subscribeQuery } from '../../../lib/firebase/subscribe';
import type { Order } from '../../../lib/model/collections';
import { liveQuery } from '../../../lib/store/live';
import { serverData } from '../../../lib/store/serverData';

/**
 * The patient's orders, live: the checkout's webhook writes an order (and a
 * refund marks its lines) while the history or the confirmation is open.
 */
export const ordersApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    /** One user's orders, newest first. */
    orderHistory: build.query<WithId<Order>[], string>({
      ...liveQuery((uid: string) => subscribeQuery(query(col('orders'), where('uid', '==', uid), orderBy('date', 'desc')))),
    }),
    /** One order by its checkout session id; null while it does not exist. */
    orderById: build.query<WithId<Order> | null, string>({
      ...liveQuery((sessionId: string) => subscribeDoc(docRef('orders', sessionId))),
    }),
  }),
});

export const { useOrderHistoryQuery, useOrderByIdQuery } = ordersApi;
