import { callable } from '../../../lib/firebase/callables';
import type { CreateDevicePreorderCheckoutSessionRequest, PreorderCheckoutSessionResponse } from '@rehab/model/payments';

/** The knee sleeve pre-order's checkout: the function validates and prices the form and answers the hosted payment page. */
export async function createDevicePreorderCheckoutSession(request: CreateDevicePreorderCheckoutSessionRequest): Promise<PreorderCheckoutSessionResponse> {
  return (await callable('createDevicePreorderCheckoutSession')(request)).data;
}
