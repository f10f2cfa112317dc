import type { AppDispatch } from '../../lib/store/hooks';
import { prefetchOpeningClaims } from '../../features/billing';

/**
 * The Billing page's claims, asked for while its code loads (the rtmClaims function takes a second or more): at
 * sign-in on its address, and when the pointer, a finger or the keyboard is on a link to it.
 */
export function startFirstReads(_uid: string, dispatch: AppDispatch): void {
  dispatch(prefetchOpeningClaims());
}
