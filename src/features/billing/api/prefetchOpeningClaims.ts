import { defaultBillingMonth } from '../logic/months';
import { prefetchRtmClaims } from './billingApi';
import { browserTimeZone } from '../../../lib/browserTimeZone';

/** The claims of the month the Billing page opens on without a `?month=` (the previous month in the browser's zone). */
export const prefetchOpeningClaims = () => prefetchRtmClaims(defaultBillingMonth(Date.now(), browserTimeZone()));
