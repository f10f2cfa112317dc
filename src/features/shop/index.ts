/** What other features use of the shop area: the cart preview of the top bar, and emptying the cart after a paid checkout. */
export { CartPreview } from './components/CartPreview';
export { clearCart } from './shopSlice';
/** The checkout plumbing the pre-order checkout shares: one attempt id per purchase, and leaving for the payment page. */
export { useCheckoutAttempt } from './hooks/useCheckoutAttempt';
export { goToHostedCheckout } from './api/hostedCheckout';
/** Where an unpaid checkout leads: the cart with the payment-failed alert. */
export { cartAfterIncompletePayment } from './logic/cartLocation';
