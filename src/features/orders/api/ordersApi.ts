import { orderBy, query, where } from 'firebase/firestore';
import { col, docRef } from '../../../lib/firebase/collections';
import type { WithId } from '../../../lib/firebase/withId';
import { subscribeDoc, subscribeQuery } from '../../../lib/firebase/subscribe';
import { subscribeUntilReadable } from '../../../lib/firebase/subscribeUntilReadable';
import type { Order, OrderProduct } from '@rehab/model/collections';
import type { IssueRefundResponse } from '@rehab/model/payments';
import { settle } from '../../../lib/store/errors';
import { liveQuery } from '../../../lib/store/live';
import { serverData } from '../../../lib/store/serverData';
import { issueRefund } from './refundCalls';

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
    /**
     * The order a checkout that just came back is paying for: null until the
     * payment's webhook has written it (the rules refuse to read an order that
     * does not exist yet, so the listener is opened again until it can read it).
     */
    awaitedOrder: build.query<WithId<Order> | null, string>({
      ...liveQuery((sessionId: string) => subscribeUntilReadable(subscribeDoc(docRef('orders', sessionId)))),
    }),
    /**
     * Refunds one line of an order. The function stores the refund id on the
     * line and takes the sessions off the balance; the live order and user
     * record show both, so nothing is invalidated.
     */
    refundOrderLine: build.mutation<IssueRefundResponse, { orderId: string; line: Pick<OrderProduct, 'priceId' | 'unit_price' | 'quantity'> }>({
      queryFn: ({ orderId, line }) => settle(() => issueRefund({ sessionID: orderId, priceId: line.priceId, amount: line.unit_price * line.quantity })),
    }),
  }),
});

export const { useOrderHistoryQuery, useOrderByIdQuery, useAwaitedOrderQuery, useRefundOrderLineMutation } = ordersApi;
