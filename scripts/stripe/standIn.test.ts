// @vitest-environment node
/**
 * The stand-in driven by the official stripe SDK, as the functions drive it,
 * with a local webhook endpoint that verifies every delivery's signature.
 */
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GST, PST, TAX_RATE_IDS } from '@rehab/model/shop';
import { DECLINE_MESSAGE } from './checkoutPage';
import { createStripeStandIn, type StripeStandIn } from './standIn';

const secretKey = 'sk_test_unit';
const webhookSecret = 'whsec_unit';

/** The webhook endpoint: verifies signatures, answers 500 while told to fail. */
const received: Stripe.Event[] = [];
let failuresToAnswer = 0;
let webhook: Server;
let standIn: StripeStandIn;
let baseUrl: string;
let stripe: Stripe;

beforeAll(async () => {
  webhook = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (failuresToAnswer > 0) {
        failuresToAnswer -= 1;
        response.writeHead(500).end();
        return;
      }
      try {
        received.push(stripe.webhooks.constructEvent(Buffer.concat(chunks), String(request.headers['stripe-signature']), webhookSecret));
        response.writeHead(200).end();
      } catch {
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  const webhookUrl = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/`;
  standIn = createStripeStandIn({ secretKey, webhookSecret, webhookUrl, retryDelaysMs: [50, 100] });
  baseUrl = await standIn.listen(0);
  const { port } = new URL(baseUrl);
  stripe = new Stripe(secretKey, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
});

afterAll(async () => {
  await standIn.close();
  await new Promise((resolve) => webhook.close(resolve));
});

beforeEach(() => {
  received.length = 0;
  failuresToAnswer = 0;
});

const createParams = (): Stripe.Checkout.SessionCreateParams => ({
  mode: 'payment',
  line_items: [
    { price: 'price_sessions_2', quantity: 2, tax_rates: [...TAX_RATE_IDS] },
    { price: 'price_sessions_5', quantity: 1, tax_rates: [...TAX_RATE_IDS] },
  ],
  client_reference_id: 'uid-1',
  customer_email: 'pat@example.test',
  success_url: 'http://app.test/order/success/{CHECKOUT_SESSION_ID}',
  cancel_url: 'http://app.test/order/cancel',
  metadata: { kind: 'order' },
});

/** Submits the hosted page's card form, as a browser would. */
function pay(session: Stripe.Checkout.Session, cardNumber: string) {
  return fetch(`${baseUrl}/c/pay/${session.id}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardNumber, expiry: '12 / 34', cvc: '123' }),
    redirect: 'manual',
  });
}

async function until(condition: () => boolean, timeoutMs = 3000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('checkout sessions', () => {
  it('are created with Stripe\'s amounts: each tax rate per line, rounded half up', async () => {
    const session = await stripe.checkout.sessions.create(createParams());
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: 3528,
      amount_total: 3952,
      total_details: { amount_tax: 424 },
      client_reference_id: 'uid-1',
      metadata: { kind: 'order' },
      url: `${baseUrl}/c/pay/${session.id}`,
    });
    expect(session.id).toMatch(/^cs_test_/);

    const expanded = await stripe.checkout.sessions.retrieve(session.id, { expand: ['line_items'] });
    const [first] = expanded.line_items!.data;
    expect(first).toMatchObject({ quantity: 2, amount_subtotal: 1578, amount_tax: 189, price: { id: 'price_sessions_2', unit_amount: 789 } });
    expect(first.taxes!.map((tax) => [tax.rate.id, tax.amount])).toEqual([
      [PST.id, 110],
      [GST.id, 79],
    ]);
    expect((await stripe.checkout.sessions.retrieve(session.id)).line_items).toBeUndefined();
  });

  it('honour idempotency keys: same key and parameters → the same session; other parameters → an idempotency error', async () => {
    const key = `attempt-${Date.now()}`;
    const first = await stripe.checkout.sessions.create(createParams(), { idempotencyKey: key });
    const again = await stripe.checkout.sessions.create(createParams(), { idempotencyKey: key });
    expect(again.id).toBe(first.id);
    await expect(stripe.checkout.sessions.create({ ...createParams(), client_reference_id: 'uid-2' }, { idempotencyKey: key })).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
    });
  });

  it('refuse unknown prices and tax rates, a bad key and oversize metadata with Stripe errors', async () => {
    await expect(stripe.checkout.sessions.create({ ...createParams(), line_items: [{ price: 'price_forged', quantity: 1 }] })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
      message: "No such price: 'price_forged'",
    });
    await expect(
      stripe.checkout.sessions.create({ ...createParams(), line_items: [{ price: 'price_sessions_1', quantity: 1, tax_rates: ['txr_0'] }] }),
    ).rejects.toMatchObject({ code: 'resource_missing' });
    await expect(stripe.checkout.sessions.create({ ...createParams(), metadata: { form: 'x'.repeat(501) } })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
    });
    const intruder = new Stripe('sk_test_wrong', { host: '127.0.0.1', port: new URL(baseUrl).port, protocol: 'http' });
    await expect(intruder.checkout.sessions.retrieve('cs_test_x')).rejects.toMatchObject({ type: 'StripeAuthenticationError' });
    await expect(stripe.checkout.sessions.retrieve('cs_test_unknown')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });
});

describe('the hosted checkout page', () => {
  it('shows the lines, taxes and total, and a Cancel link to the cancel URL', async () => {
    const session = await stripe.checkout.sessions.create(createParams());
    const html = await (await fetch(session.url!)).text();
    expect(html).toContain('Local test checkout');
    expect(html).toContain('2 Sessions × 2');
    expect(html).toContain('PST (7%)');
    expect(html).toContain('$39.52');
    expect(html).toContain('href="http://app.test/order/cancel"');
  });

  it('declines 4000 0000 0000 0002 with Stripe\'s message and keeps the session open, sending nothing', async () => {
    const session = await stripe.checkout.sessions.create(createParams());
    const answer = await pay(session, '4000 0000 0000 0002');
    expect(answer.status).toBe(402);
    expect(await answer.text()).toContain(DECLINE_MESSAGE);
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'open', payment_status: 'unpaid' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toEqual([]);
  });

  it('pays with 4242 4242 4242 4242: back to the success URL, session paid, a signed checkout.session.completed delivered', async () => {
    const session = await stripe.checkout.sessions.create(createParams());
    const answer = await pay(session, '4242 4242 4242 4242');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`http://app.test/order/success/${session.id}`);
    await until(() => received.length === 1);
    const [event] = received;
    expect(event.type).toBe('checkout.session.completed');
    const paid = event.data.object as Stripe.Checkout.Session;
    expect(paid).toMatchObject({ id: session.id, status: 'complete', payment_status: 'paid', amount_total: 3952 });
    expect(paid.payment_intent).toMatch(/^pi_/);
  });

  it('retries a delivery the endpoint refused, and re-delivers an event on request', async () => {
    failuresToAnswer = 2;
    const session = await stripe.checkout.sessions.create(createParams());
    await pay(session, '4242424242424242');
    await until(() => received.length === 1);
    const events = (await (await fetch(`${baseUrl}/_test/events`)).json()) as { id: string; sessionId: string; deliveries: { status: number }[] }[];
    const mine = events.find((entry) => entry.sessionId === session.id)!;
    expect(mine.deliveries.map((delivery) => delivery.status)).toEqual([500, 500, 200]);

    const resent = await fetch(`${baseUrl}/_test/events/${mine.id}/resend`, { method: 'POST' });
    expect(await resent.json()).toEqual({ status: 200 });
    expect(received.map((event) => event.id)).toEqual([mine.id, mine.id]);
  });
});

describe('refunds', () => {
  async function paidSession() {
    const session = await stripe.checkout.sessions.create(createParams());
    await pay(session, '4242424242424242');
    return (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;
  }

  it('refund a paid payment once per idempotency key, up to what was paid', async () => {
    const paymentIntent = await paidSession();
    const first = await stripe.refunds.create({ payment_intent: paymentIntent, amount: 1578 }, { idempotencyKey: `refund-${paymentIntent}` });
    const again = await stripe.refunds.create({ payment_intent: paymentIntent, amount: 1578 }, { idempotencyKey: `refund-${paymentIntent}` });
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ object: 'refund', amount: 1578, status: 'succeeded', payment_intent: paymentIntent });
    expect((await stripe.refunds.list({ payment_intent: paymentIntent })).data).toHaveLength(1);
    await expect(stripe.refunds.create({ payment_intent: paymentIntent, amount: 3000 })).rejects.toMatchObject({ code: 'amount_too_large' });
    await expect(stripe.refunds.create({ payment_intent: 'pi_unknown', amount: 1 })).rejects.toMatchObject({ code: 'resource_missing' });
  });

  it('fail on request, after doing the work: the retry with the same key gets the refund made', async () => {
    const paymentIntent = await paidSession();
    await fetch(`${baseUrl}/_test/faults`, { method: 'POST', body: JSON.stringify({ method: 'POST', path: '/v1/refunds', when: 'after', times: 1 }) });
    const key = `refund-crash-${paymentIntent}`;
    await expect(stripe.refunds.create({ payment_intent: paymentIntent, amount: 100 }, { idempotencyKey: key })).rejects.toMatchObject({ statusCode: 500 });
    const retried = await stripe.refunds.create({ payment_intent: paymentIntent, amount: 100 }, { idempotencyKey: key });
    expect((await stripe.refunds.list({ payment_intent: paymentIntent })).data.map((refund) => refund.id)).toEqual([retried.id]);
  });
});

describe('payments made elsewhere and a restart', () => {
  it('refund a registered payment up to what was left unrefunded, and remember payments and refunds in the state file', async () => {
    const stateFile = join(mkdtempSync(join(tmpdir(), 'stripe-stand-in-')), 'state.json');
    const keeping = createStripeStandIn({ secretKey, webhookSecret, webhookUrl: 'http://127.0.0.1:9/', stateFile });
    const client = (url: string) => new Stripe(secretKey, { host: '127.0.0.1', port: new URL(url).port, protocol: 'http', maxNetworkRetries: 0 });
    const keepingUrl = await keeping.listen(0);
    const first = client(keepingUrl);
    const registered = await fetch(`${keepingUrl}/_test/payments`, {
      method: 'POST',
      body: JSON.stringify([{ id: 'pi_test_seeded', amount: 5000, refunded: 3900 }]),
    });
    expect(registered.status).toBe(201);
    await expect(first.refunds.create({ payment_intent: 'pi_test_seeded', amount: 1200 })).rejects.toMatchObject({ code: 'amount_too_large' });
    const refund = await first.refunds.create({ payment_intent: 'pi_test_seeded', amount: 1100 });
    await keeping.close();

    const restarted = createStripeStandIn({ secretKey, webhookSecret, webhookUrl: 'http://127.0.0.1:9/', stateFile });
    const second = client(await restarted.listen(0));
    expect((await second.refunds.list({ payment_intent: 'pi_test_seeded' })).data.map((made) => made.id)).toEqual([refund.id]);
    await expect(second.refunds.create({ payment_intent: 'pi_test_seeded', amount: 1 })).rejects.toMatchObject({ code: 'charge_already_refunded' });
    await restarted.close();
  });
});
