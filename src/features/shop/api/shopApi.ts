import type { CheckoutSessionResponse } from '@rehab/model/payments';
import { settle } from '../../../lib/store/errors';
import { serverData } from '../../../lib/store/serverData';
import { checkoutLineItems } from '../logic/checkout';
import type { InvoiceRequestValues } from '../logic/invoiceRequest';
import type { CartLine } from '../shopSlice';
import { fileInvoiceRequest } from './invoiceRequestRecords';
import { createCheckoutSession } from './paymentCalls';

/**
 * The shop's writes: starting the cart's checkout (createCheckoutSession; the
 * page then sends the browser to the answered URL) and filing an invoice
 * request. What the shop reads (the session balance) is the shared live
 * user record (src/lib/store/userRecordApi.ts), which the payment and refund
 * functions update.
 */
export const shopApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    startCheckout: build.mutation<CheckoutSessionResponse, { uid: string; lines: readonly CartLine[]; attemptId: string }>({
      queryFn: ({ uid, lines, attemptId }) => settle(() => createCheckoutSession({ lineItems: checkoutLineItems(lines), uid, attemptId })),
    }),
    /** Answers the new request's id. */
    requestInvoice: build.mutation<string, { uid: string; values: InvoiceRequestValues }>({
      queryFn: ({ uid, values }) => settle(() => fileInvoiceRequest(uid, values)),
    }),
  }),
});

export const { useStartCheckoutMutation, useRequestInvoiceMutation } = shopApi;
