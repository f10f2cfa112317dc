import { callable } from '../../../lib/firebase/callables';
import type { CheckoutSessionResponse, CreateCheckoutSessionRequest } from '@rehab/model/payments';

/** The cart's checkout: createCheckoutSession answers the hosted payment page of this attempt. */
export async function createCheckoutSession(request: CreateCheckoutSessionRequest): Promise<CheckoutSessionResponse> {
  return (await callable('createCheckoutSession')(request)).data;
}
