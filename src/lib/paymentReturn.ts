/**
 * What a checkout's cancel route tells the page it sends the customer back to
 * (router location state): the payment was not completed (a declined card,
 * Cancel), and the page shows 'Incomplete payment. Please try again.' above
 * what the customer was buying. The cart and the pre-order form use it.
 */
export interface PaymentReturnState {
  paymentIncomplete?: boolean;
}

export const PAYMENT_INCOMPLETE: PaymentReturnState = { paymentIncomplete: true };

export function isPaymentIncomplete(state: unknown): boolean {
  return (state as PaymentReturnState | null)?.paymentIncomplete === true;
}
