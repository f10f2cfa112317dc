import { PAYMENT_INCOMPLETE, type PaymentReturnState } from '../../../lib/paymentReturn';
import { routePath } from '../../../lib/routes';

/** Where a checkout that came back unpaid leads: the cart, with the payment-failed alert. */
export function cartAfterIncompletePayment(): { to: string; state: PaymentReturnState } {
  return { to: routePath('patient.cart'), state: PAYMENT_INCOMPLETE };
}
