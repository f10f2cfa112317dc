import { readStored, removeStored, writeStored } from '../../../lib/storage';

/**
 * The pre-order whose payment page the customer was just sent to. The
 * checkout comes back to that pre-order's own page, which the payment's
 * webhook creates a moment later: with this note the page waits for it
 * ('Confirming your payment…') instead of saying it does not exist.
 */
const KEY = 'rehab.preorderCheckout';

export function rememberPendingPreorder(preorderId: string): void {
  writeStored(KEY, preorderId);
}

export function isPendingPreorder(preorderId: string): boolean {
  return preorderId !== '' && readStored<unknown>(KEY, null) === preorderId;
}

export function forgetPendingPreorder(preorderId: string): void {
  if (isPendingPreorder(preorderId)) removeStored(KEY);
}
