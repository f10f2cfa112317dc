/**
 * issueRefund against the Functions emulator and the local Stripe stand-in:
 * only the owner, the stored line's amount, the spec's refusal when the
 * sessions were used, and one refund per line whatever the clicks, races and
 * failures.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@rehab/model/collections';
import type { IssueRefundResponse } from '@rehab/model/payments';
import { refusalOf } from '../functions/callers';
import { adminDb, closeClients } from '../support';
import { balanceOf, buy, cart, clearFaults, injectFault, orderOf, patient, stripe, type Client } from './payments';

afterAll(closeClients);
afterEach(clearFaults);

const refund = (client: Client, sessionID: string, priceId: string, amount?: number) =>
  client.call<unknown, IssueRefundResponse>('issueRefund', { sessionID, priceId, ...(amount === undefined ? {} : { amount }) }).then((result) => result.data);

async function refundsOf(order: Order) {
  return (await stripe.refunds.list({ payment_intent: order.paymentId! })).data;
}

const refundIdOf = async (sessionId: string, priceId: string) => (await orderOf(sessionId))!.products.find((line) => line.priceId === priceId)?.refundId;

describe('issueRefund', () => {
  let owner: Client;
  let sessionId: string;
  let order: Order;

  beforeAll(async () => {
    owner = await patient();
    ({ sessionId, order } = await buy(owner, cart(['price_sessions_2', 2], ['price_sessions_5', 1])));
  });

  it('is refused to anyone but the order\'s owner, changing nothing', async () => {
    const stranger = await patient(50);
    expect(await refusalOf(refund(stranger, sessionId, 'price_sessions_2'))).toMatchObject({
      code: 'functions/permission-denied',
      message: "Only the order's owner can refund it.",
    });
    expect(await refusalOf(refund(owner, 'cs_test_no_such_order', 'price_sessions_2'))).toMatchObject({ code: 'functions/not-found' });
    expect(await refundsOf(order)).toEqual([]);
    expect(await orderOf(sessionId)).toEqual(order);
  });

  it('refunds the stored line\'s unit_price × quantity (a sent amount is ignored) and takes its sessions off the balance', async () => {
    expect(await balanceOf(owner.uid)).toBe(9);
    const result = await refund(owner, sessionId, 'price_sessions_2', 1);
    expect(result.amount).toBe(1578);
    expect(await refundIdOf(sessionId, 'price_sessions_2')).toBe(result.id);
    expect(await balanceOf(owner.uid)).toBe(5);
    expect((await refundsOf(order)).map((made) => [made.id, made.amount])).toEqual([[result.id, 1578]]);
  });

  it('refunds once when asked again', async () => {
    const first = await refundIdOf(sessionId, 'price_sessions_2');
    expect((await refund(owner, sessionId, 'price_sessions_2')).id).toBe(first);
    expect(await balanceOf(owner.uid)).toBe(5);
    expect(await refundsOf(order)).toHaveLength(1);
  });

  it('refunds once when two requests for one line race', async () => {
    const [a, b] = await Promise.all([refund(owner, sessionId, 'price_sessions_5'), refund(owner, sessionId, 'price_sessions_5')]);
    expect(a.id).toBe(b.id);
    expect(await refundIdOf(sessionId, 'price_sessions_5')).toBe(a.id);
    expect(await balanceOf(owner.uid)).toBe(0);
    expect((await refundsOf(order)).map((made) => made.amount).sort()).toEqual([1578, 1950]);
  });

  it('refuses with the spec\'s message when the bought sessions were used, changing nothing', async () => {
    const buyer = await patient();
    const bought = await buy(buyer, cart(['price_sessions_10', 1]));
    await adminDb.doc(`users/${buyer.uid}`).update({ purchasedSessions: 3 }); // seven of the ten were used
    expect(await refusalOf(refund(buyer, bought.sessionId, 'price_sessions_10'))).toMatchObject({
      code: 'functions/failed-precondition',
      message: 'Not enough sessions balance. Refund cannot be processed.',
    });
    expect(await balanceOf(buyer.uid)).toBe(3);
    expect(await refundIdOf(bought.sessionId, 'price_sessions_10')).toBeUndefined();
    expect(await refundsOf(bought.order)).toEqual([]);
  });

  it('completes exactly once when Stripe\'s answer is lost and the refund is asked for again', async () => {
    const buyer = await patient();
    const bought = await buy(buyer, cart(['price_sessions_1', 2]));
    // Stripe makes the refund, but the function never hears back (the SDK's retries included).
    await injectFault({ method: 'POST', path: '/v1/refunds', when: 'after', times: 3 });
    expect(await refusalOf(refund(buyer, bought.sessionId, 'price_sessions_1'))).toMatchObject({
      code: 'functions/unavailable',
      message: 'The refund could not be completed right now. Please try again.',
    });
    expect(await refundIdOf(bought.sessionId, 'price_sessions_1')).toBeUndefined();
    await clearFaults();

    const retried = await refund(buyer, bought.sessionId, 'price_sessions_1');
    expect(await refundIdOf(bought.sessionId, 'price_sessions_1')).toBe(retried.id);
    expect((await refundsOf(bought.order)).map((made) => made.id)).toEqual([retried.id]);
    expect(await balanceOf(buyer.uid)).toBe(0);
  });

  it('gives the sessions back when Stripe refuses the refund', async () => {
    const buyer = await patient(5);
    const orderId = `cs_test_unknown_payment_${buyer.uid}`;
    await adminDb.doc(`orders/${orderId}`).set({
      uid: buyer.uid,
      date: new Date(),
      name: 'Pat Buyer',
      total: 2184,
      paymentId: 'pi_not_known_to_stripe',
      products: [{ priceId: 'price_sessions_5', name: '5 Sessions', quantity: 1, unit_price: 1950 }],
    });
    const refusal = await refusalOf(refund(buyer, orderId, 'price_sessions_5'));
    expect(refusal.code).toBe('functions/failed-precondition');
    expect(refusal.message).toContain("No such payment_intent: 'pi_not_known_to_stripe'");
    expect(await balanceOf(buyer.uid)).toBe(5);
    expect((await adminDb.doc(`refunds/${orderId}_price_sessions_5`).get()).exists).toBe(false);
  });
});
