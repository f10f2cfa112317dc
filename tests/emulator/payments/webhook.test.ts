/**
 * Paying through the local Stripe stand-in's hosted checkout and the
 * stripeWebhook function: one order per paid checkout, whatever the
 * redeliveries, races and failures; nothing for a declined card or a request
 * Stripe did not sign.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Email } from '@rehab/model/collections';
import type { CheckoutSessionResponse } from '@rehab/model/payments';
import { adminDb, closeClients } from '../support';
import {
  DECLINED_CARD,
  PAYING_CARD,
  balanceOf,
  buy,
  cart,
  checkout,
  clearFaults,
  completedEvent,
  eventsOf,
  injectFault,
  orderOf,
  patient,
  payOnHostedPage,
  postToWebhook,
  resend,
  secrets,
  signedWith,
  stripe,
  waitFor,
  type Client,
} from './payments';

afterAll(closeClients);
afterEach(clearFaults);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function handledEvents(sessionId: string): Promise<number> {
  return (await adminDb.collection('stripeEvents').where('sessionId', '==', sessionId).get()).size;
}

// A function's first call in the emulator starts its worker, which takes long on a busy machine.
describe('paying with 4242 4242 4242 4242', { timeout: 120_000 }, () => {
  it('writes the order, adds the sessions to the balance and queues the confirmation, all once', async () => {
    const buyer = await patient(1);
    const { url, sessionId } = await checkout(buyer, cart(['price_sessions_2', 2], ['price_sessions_5', 1]));
    const paid = await payOnHostedPage(url, PAYING_CARD);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(new RegExp(`/order/success/${sessionId}$`));

    const order = await waitFor('the order', () => orderOf(sessionId));
    const { payment_intent: paymentIntent } = await stripe.checkout.sessions.retrieve(sessionId);
    expect(order).toMatchObject({
      uid: buyer.uid,
      name: 'Pat Buyer',
      total: 3952,
      paymentId: paymentIntent,
      products: [
        { priceId: 'price_sessions_2', name: '2 Sessions', quantity: 2, unit_price: 789 },
        { priceId: 'price_sessions_5', name: '5 Sessions', quantity: 1, unit_price: 1950 },
      ],
    });
    expect(await balanceOf(buyer.uid)).toBe(10);

    const email = (await adminDb.doc(`emails/order-${sessionId}`).get()).data() as Email;
    expect(email.to).toBe(buyer.email);
    expect(email.message.subject).toBe('Your Texavie order confirmation');
    expect(email.message.text).toContain(`Order number: ${sessionId}`);
    expect(email.message.text).toContain('PST (7%): $2.47');
    expect(email.message.text).toContain('Total: $39.52');
  });

  it('changes nothing when the event is delivered again, or twice at the same time', async () => {
    const buyer = await patient();
    const { sessionId, order } = await buy(buyer, cart(['price_sessions_10', 1]));
    const [event] = await eventsOf(sessionId);

    expect(await resend(event.id)).toBe(200);
    expect(await Promise.all([resend(event.id), resend(event.id)])).toEqual([200, 200]);

    expect(await orderOf(sessionId)).toEqual(order);
    expect(await balanceOf(buyer.uid)).toBe(10);
    expect(await handledEvents(sessionId)).toBe(1);
  });

  it('writes one order when deliveries race the first one', async () => {
    const buyer = await patient();
    const { url, sessionId } = await checkout(buyer, cart(['price_sessions_1', 3]));
    await payOnHostedPage(url, PAYING_CARD);
    const [event] = await waitFor('the event', async () => (await eventsOf(sessionId)).length > 0 && eventsOf(sessionId));
    // The stand-in's own delivery is under way; three more arrive with it.
    expect(await Promise.all([resend(event.id), resend(event.id), resend(event.id)])).toEqual([200, 200, 200]);
    await waitFor('the order', () => orderOf(sessionId));
    await waitFor('the first delivery', async () => (await eventsOf(sessionId))[0].deliveries.length >= 4);
    expect(await balanceOf(buyer.uid)).toBe(3);
    expect(await handledEvents(sessionId)).toBe(1);
  });

  it('completes exactly once when the handler fails after retrieving the session and Stripe retries', async () => {
    const buyer = await patient();
    const { url, sessionId } = await checkout(buyer, cart(['price_sessions_5', 2]));
    // Listing the paid lines fails (the SDK's own two retries included): the first delivery gets a 500.
    await injectFault({ method: 'GET', path: `/v1/checkout/sessions/${sessionId}/line_items`, when: 'before', times: 3 });
    await payOnHostedPage(url, PAYING_CARD);

    await waitFor('the order', () => orderOf(sessionId));
    // The order is written before the handler answers the retry: the stand-in notes that answer a moment later.
    const [event] = await waitFor('the answer to the retry', async () => {
      const events = await eventsOf(sessionId);
      return events[0]?.deliveries.length >= 2 && events;
    });
    expect(event.deliveries.map((delivery) => delivery.status)).toEqual([500, 200]);
    expect(await balanceOf(buyer.uid)).toBe(10);
    expect(await handledEvents(sessionId)).toBe(1);
  });
});

describe('what writes nothing', { timeout: 60_000 }, () => {
  let buyer: Client;

  async function unpaidSession() {
    buyer ??= await patient();
    return (await checkout(buyer, cart(['price_sessions_25', 1]))).sessionId;
  }

  it('a declined card: the page says so and the session stays open', async () => {
    const sessionId = await unpaidSession();
    const { url } = await stripe.checkout.sessions.retrieve(sessionId);
    const declined = await payOnHostedPage(url!, DECLINED_CARD);
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    await pause(1500);
    expect(await stripe.checkout.sessions.retrieve(sessionId)).toMatchObject({ status: 'open', payment_status: 'unpaid' });
    expect(await eventsOf(sessionId)).toEqual([]);
    expect(await orderOf(sessionId)).toBeUndefined();
  });

  it('a request without a signature, or signed with another secret: 400', async () => {
    const sessionId = await unpaidSession();
    const body = completedEvent(sessionId);
    expect((await postToWebhook(body)).status).toBe(400);
    expect((await postToWebhook(body, signedWith('whsec_forged', body))).status).toBe(400);
    const genuine = signedWith(secrets.webhookSecret, body);
    const tampered = `${genuine.slice(0, -1)}${genuine.endsWith('0') ? '1' : '0'}`;
    expect((await postToWebhook(body, tampered)).status).toBe(400);
    expect(await orderOf(sessionId)).toBeUndefined();
    expect(await handledEvents(sessionId)).toBe(0);
  });

  it('a correctly signed event for a session Stripe has not been paid for', async () => {
    const sessionId = await unpaidSession();
    const body = completedEvent(sessionId);
    const answer = await postToWebhook(body, signedWith(secrets.webhookSecret, body));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await orderOf(sessionId)).toBeUndefined();
    expect(await balanceOf(buyer.uid)).toBe(0);
  });
});

// The Functions emulator starts one worker process per concurrent request, each loading every function: on a
// two-core machine more than a few at once miss its 30 s load timeout. So the checkouts are made one at a time,
// and the deliveries race in batches; a delivery the emulator drops is retried by the stand-in, as Stripe would.
describe('50 checkouts, each event delivered twice, concurrently and out of order', () => {
  it('give exactly 50 orders and exact balances', { timeout: 600_000 }, async () => {
    const buyers = await Promise.all(Array.from({ length: 5 }, () => patient()));
    const packs: [priceId: string, sessions: number][] = [
      ['price_sessions_1', 1],
      ['price_sessions_2', 2],
      ['price_sessions_5', 5],
      ['price_sessions_10', 10],
    ];
    const plans = Array.from({ length: 50 }, (_, index) => ({
      buyer: buyers[index % buyers.length],
      pack: packs[index % packs.length],
      quantity: 1 + (index % 3),
    }));
    const checkouts: ((typeof plans)[number] & CheckoutSessionResponse)[] = [];
    for (const plan of plans) checkouts.push({ ...plan, ...(await checkout(plan.buyer, cart([plan.pack[0], plan.quantity]))) });

    for (let start = 0; start < checkouts.length; start += 3) {
      const batch = checkouts.slice(start, start + 3);
      await Promise.all(batch.map(({ url }) => payOnHostedPage(url, PAYING_CARD)));
      // Each event once more, in reverse order, while the stand-in's own deliveries are under way.
      const events = await Promise.all(batch.map(({ sessionId }) => waitFor('the event', async () => (await eventsOf(sessionId))[0])));
      await Promise.all(events.reverse().map((event) => resend(event.id)));
    }

    const orders = await waitFor(
      '50 orders',
      async () => {
        const found = await Promise.all(checkouts.map(({ sessionId }) => orderOf(sessionId)));
        return found.every(Boolean) && found;
      },
      300_000,
    );
    expect(orders).toHaveLength(50);
    for (const buyer of buyers) {
      const own = checkouts.filter((entry) => entry.buyer === buyer);
      expect(await balanceOf(buyer.uid)).toBe(own.reduce((sum, entry) => sum + entry.pack[1] * entry.quantity, 0));
      expect((await adminDb.collection('orders').where('uid', '==', buyer.uid).get()).size).toBe(own.length);
    }
    for (const { sessionId } of checkouts) expect(await handledEvents(sessionId)).toBe(1);
  });
});
