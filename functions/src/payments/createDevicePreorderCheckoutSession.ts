import { createHash } from 'node:crypto';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { Timestamp } from 'firebase-admin/firestore';
import type { PreorderCheckoutSessionResponse } from '@rehab/model/payments';
import { normalizedPreorderForm, preorderFormErrors, type PreorderForm } from '@rehab/model/preorderForm';
import { ROUTES, routePath } from '@rehab/model/routes';
import { TAX_RATE_IDS, preorderPricing, type PreorderPricing } from '@rehab/model/shop';
import { db } from '../admin';
import { requireSignedIn } from '../lib/auth';
import { docRef } from '../lib/collections';
import { own, payloadWith } from '../lib/validation';
import { requireAttemptId, requireOwnUid } from './checkoutPayloads';
import type { PreorderCheckout } from './records';
import { appUrl, checkoutError, stripe, stripeSecretKey } from './stripeClient';

/** The pre-order's id, the same for every call of one attempt. */
function preorderIdFor(uid: string, attemptId: string): string {
  return `KSP-${createHash('sha256').update(`${uid}/${attemptId}`).digest('hex').slice(0, 12).toUpperCase()}`;
}

/** The form, checked as the page checks it; the amounts the page computed are not used. */
function requireForm(metadata: unknown, accountEmail: string): PreorderForm {
  if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata)) {
    throw new HttpsError('invalid-argument', 'metadata must be the pre-order form.');
  }
  const values = metadata as Partial<Record<keyof PreorderForm, unknown>>;
  const errors = preorderFormErrors(values);
  if (!errors.email && String(values.email).trim().toLowerCase() !== accountEmail.toLowerCase()) {
    errors.email = "The e-mail must be your account's e-mail address";
  }
  if (Object.keys(errors).length > 0) throw new HttpsError('invalid-argument', Object.values(errors).join('. '), { fields: errors });
  return { ...normalizedPreorderForm(values), email: accountEmail };
}

/**
 * Keeps the form until the payment arrives. A repeated call of the attempt
 * finds its own record; another form under the same attempt id is refused,
 * since the session already made for the attempt charges for the first one.
 */
async function keepPendingCheckout(preorderId: string, checkout: PreorderCheckout): Promise<void> {
  const ref = docRef('preorderCheckouts', preorderId);
  await db.runTransaction(async (transaction) => {
    const earlier = (await transaction.get(ref)).data();
    if (!earlier) transaction.create(ref, checkout);
    else if (earlier.state === 'paid') throw new HttpsError('failed-precondition', 'This pre-order is already paid.');
    else if (earlier.fingerprint !== checkout.fingerprint) {
      throw new HttpsError('failed-precondition', 'This checkout attempt was already started with a different order. Start a new checkout.');
    }
  });
}

const fingerprintOf = (form: PreorderForm, pricing: PreorderPricing) => JSON.stringify([form, pricing]);

/**
 * The knee sleeve pre-order's checkout ({lineItems?, uid?, metadata: the form, attemptId} →
 * {url, sessionId, preorderId}): for a signed-in account with a verified e-mail; the form is validated
 * and priced here (299 per sleeve, 279 for an organization order of at least 10, PST and GST) and kept in
 * a pending record that the paid session's webhook turns into kneeSleevePreorders/{preorderId}.
 */
export const createDevicePreorderCheckoutSession = onCall({ secrets: [stripeSecretKey] }, async (request): Promise<PreorderCheckoutSessionResponse> => {
  const uid = requireSignedIn(request);
  const payload = payloadWith(request.data, ['lineItems', 'uid', 'metadata', 'attemptId']);
  requireOwnUid(payload, uid);
  const attemptId = requireAttemptId(payload);
  const { email, email_verified: emailVerified } = request.auth!.token;
  if (!email || emailVerified !== true) throw new HttpsError('permission-denied', 'Verify your e-mail address before pre-ordering.');
  const form = requireForm(own(payload, 'metadata'), email);
  const pricing = preorderPricing(form.quantity, form.isOrganizationOrder);
  const preorderId = preorderIdFor(uid, attemptId);
  await keepPendingCheckout(preorderId, {
    uid,
    email,
    attemptId,
    form,
    pricing,
    fingerprint: fingerprintOf(form, pricing),
    state: 'pending',
    createdAt: Timestamp.now(),
  });

  const app = appUrl(request);
  try {
    const session = await (await stripe()).checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [{ price: pricing.priceId, quantity: pricing.quantity, tax_rates: [...TAX_RATE_IDS] }],
        client_reference_id: uid,
        customer_email: email,
        // The pre-order's own page: it shows the pre-order once the webhook has recorded the payment.
        success_url: app + routePath('patient.preorderDetails', { id: preorderId }),
        cancel_url: app + ROUTES['patient.PreorderCancel'],
        metadata: { kind: 'preorder', uid, preorderId },
      },
      { idempotencyKey: `preorder-${uid}-${attemptId}` },
    );
    await docRef('preorderCheckouts', preorderId).update({ sessionId: session.id });
    return { url: session.url!, sessionId: session.id, preorderId };
  } catch (error) {
    throw checkoutError(error);
  }
});
