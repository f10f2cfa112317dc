import { orderBy, query, where } from 'firebase/firestore';
import { col, docRef } from '../../../lib/firebase/collections';
import type { WithId } from '../../../lib/firebase/hooks';
import { subscribeDoc, subscribeQuery } from '../../../lib/firebase/subscribe';
import type { KneeSleevePreorder } from '../../../lib/model/collections';
import { liveQuery } from '../../../lib/store/live';
import { serverData } from '../../../lib/store/serverData';

/** Knee sleeve pre-orders, live: their status changes (the admin's timeline) show while a page is open. */
export const preordersApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    /** The pre-orders placed with one e-mail address, newest first. */
    customerPreorders: build.query<WithId<KneeSleevePreorder>[], string>({
      ...liveQuery((email: string) =>
        subscribeQuery(query(col('kneeSleevePreorders'), where('email', '==', email), orderBy('orderDate', 'desc'))),
      ),
    }),
    /** One pre-order by its number; null while it does not exist. */
    preorderById: build.query<WithId<KneeSleevePreorder> | null, string>({
      ...liveQuery((id: string) => subscribeDoc(docRef('kneeSleevePreorders', id))),
    }),
  }),
});

export const { useCustomerPreordersQuery, usePreorderByIdQuery } = preordersApi;
