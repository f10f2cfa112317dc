import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { User } from '@rehab/model/collections';
import { NO_WALLET_FOR_COINS, type CheckoutSessionResponse } from '@rehab/model/payments';
import { ROUTES } from '@rehab/model/routes';
import { TAX_RATE_IDS } from '@rehab/model/shop';
import { requireSignedIn } from '../lib/auth';
import { docRef } from '../lib/collections';
import { own, payloadWith } from '../lib/validation';
import { requireAttemptId, requireCartLines, requireOwnUid, type CartLine } from './checkoutPayloads';
import { appUrl, checkoutError, stripe, stripeSecretKey } from './stripeClient';

async function requireAuthorisedPatient(uid: string): Promise<User> {
  const user = (await docRef('users', uid).get()).data();
  if (user?.isAuthorized !== true) throw new HttpsError('permission-denied', 'Only an authorised patient can buy from the shop.');
  return user;
}

/** Coins are rewarded to the buyer's wallet: without one there is nowhere to put them. */
async function requireWalletForCoins(uid: string, lines: readonly CartLine[]): Promise<void> {
  if (!lines.some(({ product }) => product.kind === 'coins')) return;
  if (!(await docRef('web3Wallets', uid).get()).exists) throw new HttpsError('failed-precondition', NO_WALLET_FOR_COINS);
}

/**
 * The cart's checkout ({lineItems: [{price, quantity, tax_rates?}], uid?, attemptId} → {url, sessionId}):
 * a Stripe Checkout session priced from the catalogue, each line with PST and GST, for the calling
 * authorised patient. The same attempt id gives the same session (a double click, a retry).
 */
export const createCheckoutSession = onCall({ secrets: [stripeSecretKey] }, async (request): Promise<CheckoutSessionResponse> => {
  const uid = requireSignedIn(request);
  const payload = payloadWith(request.data, ['lineItems', 'uid', 'attemptId']);
  requireOwnUid(payload, uid);
  const attemptId = requireAttemptId(payload);
  const lines = requireCartLines(own(payload, 'lineItems'));
  const user = await requireAuthorisedPatient(uid);
  await requireWalletForCoins(uid, lines);
  const app = appUrl(request);
  try {
    const session = await (await stripe()).checkout.sessions.create(
      {
        mode: 'payment',
        line_items: lines.map(({ product, quantity }) => ({ price: product.priceId, quantity, tax_rates: [...TAX_RATE_IDS] })),
        client_reference_id: uid,
        customer_email: user.email || request.auth?.token.email,
        // Stripe fills in the session's id: the placeholder goes in as it is, not encoded as routePath would.
        success_url: app + ROUTES['patient.orderSuccess'].replace(':sessionId', '{CHECKOUT_SESSION_ID}'),
        cancel_url: app + ROUTES['patient.orderCancel'],
        metadata: { kind: 'order', uid },
      },
      { idempotencyKey: `checkout-${uid}-${attemptId}` },
    );
    return { url: session.url!, sessionId: session.id };
  } catch (error) {
    throw checkoutError(error);
  }
});
