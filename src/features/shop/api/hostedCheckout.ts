/**
 * Leaves the app for the payment provider's hosted checkout page (the local
 * Stripe stand-in's test page in emulator mode). Its own module, so that
 * tests can see where the page would have gone.
 */
export function goToHostedCheckout(url: string): void {
  window.location.assign(url);
}
