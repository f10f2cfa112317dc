/**
 * createCheckoutSession against the Functions emulator and the local Stripe
 * stand-in: who may check out, what the session charges (the catalogue's
 * prices and taxes, whatever the client sends) and one session per attempt.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GST, PST } from '@rehab/model/shop';
import { refusalOf, callSignedOut } from '../functions/callers';
import { adminDb, closeClients, signedInClient } from '../support';
import { cart, checkout, patient, stripe, type Client } from './payments';

afterAll(closeClients);

describe('createCheckoutSession', () => {
  let buyer: Client;

  beforeAll(async () => {
    buyer = await patient();
  });

  it('creates a Stripe checkout for the cart at the catalogue\'s prices, each line with PST and GST', async () => {
    const forgedTaxes = cart(['price_sessions_2', 2], ['price_sessions_5', 1]).map((line) => ({ ...line, tax_rates: ['txr_zero_percent'] }));
    const { url, sessionId } = await checkout(buyer, forgedTaxes);

    const session = await stripe.checkout.sessions.retrieve(sessionId);
    expect(url).toBe(session.url);
    expect(session).toMatchObject({
      mode: 'payment',
      status: 'open',
      client_reference_id: buyer.uid,
      customer_email: buyer.email,
      amount_subtotal: 3528,
      amount_total: 3952,
      metadata: { kind: 'order', uid: buyer.uid },
    });
    expect(session.success_url).toMatch(/\/order\/success\/\{CHECKOUT_SESSION_ID\}$/);
    expect(session.cancel_url).toMatch(/\/order\/cancel$/);
    const { data: lines } = await stripe.checkout.sessions.listLineItems(sessionId);
    expect(lines.map((line) => [line.price?.id, line.quantity, line.price?.unit_amount])).toEqual([
      ['price_sessions_2', 2, 789],
      ['price_sessions_5', 1, 1950],
    ]);
    for (const line of lines) expect(line.taxes?.map((tax) => tax.rate.id)).toEqual([PST.id, GST.id]);
  });

  it('gives the same session to a repeated or concurrent call of one attempt, a new one to a new attempt', async () => {
    const attemptId = randomUUID();
    const lines = cart(['price_sessions_1', 3]);
    const [first, doubleClick] = await Promise.all([checkout(buyer, lines, attemptId), checkout(buyer, lines, attemptId)]);
    const retry = await checkout(buyer, lines, attemptId);
    expect(doubleClick.sessionId).toBe(first.sessionId);
    expect(retry.sessionId).toBe(first.sessionId);
    expect((await checkout(buyer, lines)).sessionId).not.toBe(first.sessionId);

    expect(await refusalOf(checkout(buyer, cart(['price_sessions_1', 4]), attemptId))).toMatchObject({
      code: 'functions/failed-precondition',
      message: 'This checkout attempt was already started with a different order. Start a new checkout.',
    });
  });

  it('refuses amounts, unknown prices and quantities the catalogue does not sell', async () => {
    const call = (lineItems: unknown) => refusalOf(buyer.call('createCheckoutSession', { lineItems, attemptId: randomUUID() }));
    expect(await call([{ price: 'price_sessions_25', quantity: 1, unit_amount: 1 }])).toMatchObject({
      code: 'functions/invalid-argument',
      message: 'lineItems[0] has unexpected fields: unit_amount. Allowed: price, quantity, tax_rates.',
    });
    expect(await call([{ price: 'price_forged', quantity: 1 }])).toMatchObject({ message: 'lineItems[0].price is not a product of the shop.' });
    expect(await call(cart(['price_sessions_1', 100]))).toMatchObject({ message: 'lineItems[0].quantity must be a whole number from 1 to 99.' });
    expect(await call(cart(['price_sessions_1', 1.5]))).toMatchObject({ code: 'functions/invalid-argument' });
    expect(await call([])).toMatchObject({ message: 'lineItems must list 1 to 20 products.' });
    expect(await call(cart(['price_sessions_1', 1], ['price_sessions_1', 2]))).toMatchObject({ message: 'lineItems lists 1 Session more than once.' });
    expect(await call(cart(['price_knee_sleeve', 1]))).toMatchObject({ message: 'Knee Sleeve is bought through an invoice request, not the cart.' });
    expect(await refusalOf(buyer.call('createCheckoutSession', { lineItems: cart(['price_sessions_1', 1]) }))).toMatchObject({
      code: 'functions/invalid-argument',
      message: 'attemptId must be 8 to 64 letters, digits, - or _, one id per checkout attempt.',
    });
  });

  it('is for signed-in authorised patients, each for their own account', async () => {
    const lineItems = cart(['price_sessions_1', 1]);
    expect(await refusalOf(callSignedOut('createCheckoutSession', { lineItems, attemptId: randomUUID() }))).toMatchObject({
      code: 'functions/unauthenticated',
    });
    const customer = await signedInClient();
    await adminDb.doc(`users/${customer.uid}`).set({ firstName: 'Cus', lastName: 'Tomer', email: customer.email, isAuthorized: false, devices: {}, sessions: [] });
    expect(await refusalOf(checkout(customer, lineItems))).toMatchObject({
      code: 'functions/permission-denied',
      message: 'Only an authorised patient can buy from the shop.',
    });
    expect(await refusalOf(buyer.call('createCheckoutSession', { lineItems, uid: customer.uid, attemptId: randomUUID() }))).toMatchObject({
      code: 'functions/permission-denied',
      message: 'You can only check out for your own account.',
    });
  });
});
