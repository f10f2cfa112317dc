import { routePath } from '../../../lib/routes';

/** What the cart page is told by the page that sends the customer to it (router location state). */
export interface CartPageState {
  /** the checkout came back unpaid (declined card, Cancel): the cart shows 'Incomplete payment. Please try again.' */
  paymentIncomplete?: boolean;
}

/** Where a checkout that came back unpaid leads: the cart, with the payment-failed alert. */
export function cartAfterIncompletePayment(): { to: string; state: CartPageState } {
  return { to: routePath('patient.cart'), state: { paymentIncomplete: true } };
}

export function isPaymentIncomplete(state: unknown): boolean {
  return (state as CartPageState | null)?.paymentIncomplete === true;
}
