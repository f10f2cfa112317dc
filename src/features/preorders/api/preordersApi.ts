import { orderBy, query, where } from 'firebase/firestore';
import { col, docRef } from '../../../lib/firebase/collections';
import type { WithId } from '../../../lib/firebase/withId';
import { subscribeDoc, subscribeQuery } from '../../../lib/firebase/subscribe';
import { subscribeUntilReadable } from '../../../lib/firebase/subscribeUntilReadable';
import type { KneeSleevePreorder } from '@rehab/model/collections';
import type { PreorderCheckoutMetadata, PreorderCheckoutSessionResponse } from '@rehab/model/payments';
import { TAX_RATE_IDS, preorderPricing } from '@rehab/model/shop';
import { settle } from '../../../lib/store/errors';
import { liveQuery } from '../../../lib/store/live';
import { serverData } from '../../../lib/store/serverData';
import { createDevicePreorderCheckoutSession } from './preorderCheckoutCalls';

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
    /**
     * The pre-order a checkout that just came back paid for: null until the
     * payment's webhook has created it (the rules refuse to read a pre-order
     * that does not exist yet, so the listener is opened again until it can).
     */
    awaitedPreorder: build.query<WithId<KneeSleevePreorder> | null, string>({
      ...liveQuery((id: string) => subscribeUntilReadable(subscribeDoc(docRef('kneeSleevePreorders', id)))),
    }),
    /**
     * Starts the pre-order's checkout: the form (with the amounts the page
     * shows, which the function recomputes) and one line priced from the
     * quantity and the organization flag. Answers the payment page's URL and
     * the pre-order's id.
     */
    startPreorderCheckout: build.mutation<PreorderCheckoutSessionResponse, { uid: string; metadata: PreorderCheckoutMetadata; attemptId: string }>({
      queryFn: ({ uid, metadata, attemptId }) => {
        const pricing = preorderPricing(metadata.quantity, metadata.isOrganizationOrder);
        return settle(() =>
          createDevicePreorderCheckoutSession({
            lineItems: [{ price: pricing.priceId, quantity: pricing.quantity, tax_rates: [...TAX_RATE_IDS] }],
            uid,
            metadata,
            attemptId,
          }),
        );
      },
    }),
  }),
});

export const { useCustomerPreordersQuery, usePreorderByIdQuery, useAwaitedPreorderQuery, useStartPreorderCheckoutMutation } = preordersApi;
