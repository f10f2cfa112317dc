/**
 * The knee sleeve pre-order's checkout: the form checked and priced on the
 * server, kept pending until paid, then the spec's pre-order record.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KneeSleevePreorder } from '@rehab/model/collections';
import type { PreorderCheckoutMetadata, PreorderCheckoutSessionResponse } from '@rehab/model/payments';
import { KNEE_SLEEVE_PREORDER } from '@rehab/model/shop';
import { refusalOf } from '../functions/callers';
import { adminAuth, adminDb, closeClients, signedInClient } from '../support';
import { PAYING_CARD, eventsOf, payOnHostedPage, resend, stripe, waitFor, type Client } from './payments';

afterAll(closeClients);

function form(email: string, changes: Partial<PreorderCheckoutMetadata> = {}): PreorderCheckoutMetadata {
  return {
    email,
    firstName: 'Camille',
    lastName: 'Client',
    phone: '+15145550188',
    streetAddress: '1200 Av. McGill College',
    address2: 'Suite 1800',
    city: 'Montréal',
    state: 'QC',
    postalCode: 'H3B 4G7',
    country: 'Canada',
    quantity: 12,
    isOrganizationOrder: true,
    organizationName: 'Clinique Physio Plateau',
    planToUseProduct: 'Lend sleeves to post-operative knee patients.',
    useApplication: 'Yes',
    requestDetails: '',
    howDidYouHearAboutUs: ['Google'],
    terms: true,
    subscribe: true,
    // What the page computed: not used.
    productType: 'Preorder',
    subtotal: '$ 1.00',
    pst: '$ 0.00',
    gst: '$ 0.00',
    total: '$ 1.00',
    ...changes,
  };
}

const preorderCheckout = (client: Client, metadata: PreorderCheckoutMetadata, attemptId = randomUUID()) =>
  client
    .call<unknown, PreorderCheckoutSessionResponse>('createDevicePreorderCheckoutSession', {
      lineItems: [{ price: 'price_forged', quantity: 1, tax_rates: [] }],
      uid: client.uid,
      metadata,
      attemptId,
    })
    .then((result) => result.data);

describe('createDevicePreorderCheckoutSession', () => {
  let customer: Client;

  beforeAll(async () => {
    customer = await signedInClient();
  });

  it('prices an organization order of 12 at 279 a sleeve plus PST and GST, whatever the page sent', async () => {
    const { url, sessionId, preorderId } = await preorderCheckout(customer, form(customer.email));
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    expect(url).toBe(session.url);
    expect(session).toMatchObject({
      amount_subtotal: 334_800,
      amount_total: 374_976,
      client_reference_id: customer.uid,
      metadata: { kind: 'preorder', preorderId },
    });
    expect(session.success_url).toMatch(new RegExp(`/customer/preorders/${preorderId}$`));
    expect(session.cancel_url).toMatch(/\/customer\/preorders\/cancel$/);
    const { data: lines } = await stripe.checkout.sessions.listLineItems(sessionId);
    expect(lines.map((line) => [line.price?.id, line.quantity])).toEqual([[KNEE_SLEEVE_PREORDER.organizationPriceId, 12]]);
    // Nothing is a pre-order until it is paid.
    expect((await adminDb.doc(`kneeSleevePreorders/${preorderId}`).get()).exists).toBe(false);
  });

  it('records the paid pre-order: Payment received, the spec\'s money strings, one Pending unit per sleeve, once', async () => {
    const { url, sessionId, preorderId } = await preorderCheckout(customer, form(customer.email));
    expect((await payOnHostedPage(url, PAYING_CARD)).headers.get('location')).toMatch(new RegExp(`/customer/preorders/${preorderId}$`));

    const preorder = await waitFor('the pre-order', async () => (await adminDb.doc(`kneeSleevePreorders/${preorderId}`).get()).data() as KneeSleevePreorder);
    const { payment_intent: paymentIntent } = await stripe.checkout.sessions.retrieve(sessionId);
    expect(preorder).toMatchObject({
      id: preorderId,
      email: customer.email,
      quantity: 12,
      isOrganizationOrder: true,
      organizationName: 'Clinique Physio Plateau',
      productType: 'Preorder',
      subtotal: '$ 3348.00',
      pst: '$ 234.36',
      gst: '$ 167.40',
      total: '$ 3749.76',
      paymentId: paymentIntent,
      status: 'Payment received',
    });
    expect(preorder.timeline.map((entry) => entry.event)).toEqual(['Payment received']);
    expect(preorder.orderDevicesData).toHaveLength(12);
    expect(preorder.orderDevicesData.every((unit, index) => unit.id === index && unit.status === 'Pending')).toBe(true);
    expect((await adminDb.doc(`emails/preorder-${preorderId}`).get()).get('to')).toBe(customer.email);

    const [event] = await eventsOf(sessionId);
    expect(await resend(event.id)).toBe(200);
    expect((await adminDb.doc(`kneeSleevePreorders/${preorderId}`).get()).data()).toEqual(preorder);
  });

  it('gives one attempt one session, and refuses another form under the same attempt', async () => {
    const attemptId = randomUUID();
    const first = await preorderCheckout(customer, form(customer.email), attemptId);
    expect(await preorderCheckout(customer, form(customer.email), attemptId)).toEqual(first);
    expect(await refusalOf(preorderCheckout(customer, form(customer.email, { quantity: 20 }), attemptId))).toMatchObject({
      code: 'functions/failed-precondition',
      message: 'This checkout attempt was already started with a different order. Start a new checkout.',
    });
  });

  it('checks the form as the page does, with the spec\'s messages', async () => {
    const refusal = await refusalOf(
      preorderCheckout(customer, form(customer.email, { quantity: 9, organizationName: ' ', city: '', terms: false })),
    );
    expect(refusal.code).toBe('functions/invalid-argument');
    expect(refusal.details).toEqual({
      fields: {
        quantity: 'An organization order is at least 10 sleeves',
        city: 'Please input your city',
        organizationName: 'Please input the organization name',
        terms: 'Please accept the terms',
      },
    });
    expect(await refusalOf(preorderCheckout(customer, form('someone.else@example.test')))).toMatchObject({
      code: 'functions/invalid-argument',
      details: { fields: { email: "The e-mail must be your account's e-mail address" } },
    });
  });

  it('needs a verified e-mail address', async () => {
    const unverified = await signedInClient();
    await adminAuth.updateUser(unverified.uid, { emailVerified: false });
    await unverified.auth.currentUser!.getIdToken(true);
    expect(await refusalOf(preorderCheckout(unverified, form(unverified.email)))).toMatchObject({
      code: 'functions/permission-denied',
      message: 'Verify your e-mail address before pre-ordering.',
    });
  });
});
