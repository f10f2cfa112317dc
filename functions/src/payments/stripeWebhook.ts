/**
 * stripeWebhook (HTTPS): Stripe's events. Only a request whose
 * Stripe-Signature verifies on the raw body is read. A paid
 * `checkout.session.completed` becomes, in one transaction, the order with the
 * buyer's new session balance and wallet history (or the paid knee sleeve
 * pre-order), its confirmation e-mail, and the record that the event was
 * handled: a redelivered or concurrent duplicate finds that record and changes
 * nothing. Coins are rewarded on the chain before that transaction, under the
 * event's id as the contract's operation id, so a retry never mints twice.
 * Any failure answers 500, and Stripe delivers the event again later.
 */
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { db } from '../admin';
import { coinUnits, operationKey } from '@rehab/model/chain/coinToken';
import { docRef, getAll } from '../lib/collections';
import { applyCoinOperation, chainSignerKey } from './coinChain';
import {
  coinPurchaseEntries,
  coinsBought,
  expectedTotal,
  orderConfirmationEmail,
  orderFromCheckout,
  preorderConfirmationEmail,
  preorderFromCheckout,
  sessionsBought,
  type Buyer,
  type PaidLine,
} from './fulfilment';
import type { CoinReward } from '@rehab/model/payments';
import type { HandledEvent } from './records';
import { stripe, stripeSecretKey, stripeWebhookSecret } from './stripeClient';

type Outcome = 'fulfilled' | 'duplicate' | 'ignored';

async function verifiedEvent(rawBody: Buffer, signature: string | undefined): Promise<Stripe.Event | null> {
  if (!signature) return null;
  const client = await stripe();
  try {
    return client.webhooks.constructEvent(rawBody, signature, stripeWebhookSecret.value());
  } catch {
    return null;
  }
}

/** The session's lines, read from Stripe (the event carries none). Up to 100: a cart has at most 20. */
async function paidLines(sessionId: string): Promise<PaidLine[]> {
  const { data } = await (await stripe()).checkout.sessions.listLineItems(sessionId, { limit: 100 });
  return data.map((line) => ({
    priceId: line.price?.id ?? '',
    description: line.description ?? '',
    quantity: line.quantity ?? 0,
    unitAmount: line.price?.unit_amount ?? 0,
  }));
}

const eventRef = (event: Stripe.Event) => docRef('stripeEvents', event.id);

function handledRecord(event: Stripe.Event, sessionId: string, outcome: string): HandledEvent {
  return { type: event.type, sessionId, outcome, handledAt: Timestamp.now() };
}

const paymentIdOf = (session: Stripe.Checkout.Session) =>
  typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? '');

/**
 * Claims the order's coins for the buyer's wallet (or finds the claim an earlier
 * delivery made) and rewards them on the chain. Null when the order is written
 * already (nothing to reward) or the buyer has no wallet.
 */
async function rewardCoins(event: Stripe.Event, uid: string, sessionId: string, coins: number): Promise<CoinReward | null> {
  const claimRef = docRef('coinRewards', sessionId);
  // Read outside the claim, so that concurrent orders of one buyer do not contend for the wallet.
  const wallet = (await docRef('web3Wallets', uid).get()).data();
  const claim = await db.runTransaction(async (transaction): Promise<CoinReward | null> => {
    const [claimed, order] = await getAll(transaction, claimRef, docRef('orders', sessionId));
    if (order.exists) return null;
    const earlier = claimed.data();
    if (earlier) return earlier;
    const address = wallet?.address ?? null;
    const reward: CoinReward = { uid, sessionId, eventId: event.id, coins, address, state: address ? 'claimed' : 'no wallet', createdAt: Timestamp.now() };
    transaction.create(claimRef, reward);
    return reward;
  });
  if (!claim?.address) {
    if (claim) logger.error('A coin purchase was paid by a buyer without a wallet: no coins rewarded', { sessionId, uid, coins });
    return null;
  }
  await applyCoinOperation({ kind: 'reward', address: claim.address, units: coinUnits(claim.coins), operationKey: operationKey('reward', claim.eventId) });
  return claim;
}

async function fulfilOrder(event: Stripe.Event, session: Stripe.Checkout.Session): Promise<Outcome> {
  const uid = session.client_reference_id;
  if (!uid) {
    logger.error('A paid checkout session has no client_reference_id; no order written', { sessionId: session.id });
    return 'ignored';
  }
  const lines = await paidLines(session.id);
  // Names and e-mail for the order and its confirmation; the balance itself is changed inside the transaction.
  const user = (await docRef('users', uid).get()).data();
  const buyer: Buyer = {
    uid,
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email || session.customer_details?.email || session.customer_email || null,
  };
  const paidAt = Timestamp.fromMillis(event.created * 1000);
  const order = orderFromCheckout(lines, buyer, { total: session.amount_total ?? 0, paymentId: paymentIdOf(session) }, paidAt);
  if (order.total !== expectedTotal(order.products)) {
    logger.error('Stripe charged another total than the catalogue gives: are the Stripe prices those of packages/model/src/shop.ts?', {
      sessionId: session.id,
      charged: order.total,
      expected: expectedTotal(order.products),
    });
  }
  const sessions = sessionsBought(order.products);
  const coins = coinsBought(order.products);
  const orderRef = docRef('orders', session.id);
  const reward = coins > 0 ? await rewardCoins(event, uid, session.id, coins) : null;

  return db.runTransaction(async (transaction) => {
    const [handled, existing] = await getAll(transaction, eventRef(event), orderRef);
    if (handled.exists) return 'duplicate';
    if (existing.exists) {
      // Another event of the same session (e.g. resent by hand) already wrote the order.
      transaction.set(eventRef(event), handledRecord(event, session.id, 'duplicate'));
      return 'duplicate';
    }
    transaction.create(orderRef, order);
    if (sessions > 0) {
      // A blind increment: concurrent orders of one buyer do not contend. Merge keeps the order's sessions even
      // if the users record went missing since the checkout.
      transaction.set(docRef('users', uid), { purchasedSessions: FieldValue.increment(sessions) }, { merge: true });
    }
    if (reward) {
      // Blind, like the balance: the claim holds the wallet's address, and the history only grows.
      const entries = coinPurchaseEntries(session.id, order.products, paidAt);
      transaction.set(docRef('web3Wallets', uid), { transactions: FieldValue.arrayUnion(...entries) }, { merge: true });
      transaction.update(docRef('coinRewards', session.id), { state: 'rewarded' });
    }
    if (buyer.email) transaction.create(docRef('emails', `order-${session.id}`), orderConfirmationEmail(session.id, order, { ...buyer, email: buyer.email }));
    transaction.set(eventRef(event), handledRecord(event, session.id, 'fulfilled'));
    return 'fulfilled';
  });
}

async function fulfilPreorder(event: Stripe.Event, session: Stripe.Checkout.Session): Promise<Outcome> {
  const preorderId = session.metadata?.preorderId;
  if (!preorderId) {
    logger.error('A paid pre-order checkout session names no pre-order; nothing written', { sessionId: session.id });
    return 'ignored';
  }
  const checkoutRef = docRef('preorderCheckouts', preorderId);
  const preorderRef = docRef('kneeSleevePreorders', preorderId);
  const paidAt = Timestamp.fromMillis(event.created * 1000);

  return db.runTransaction(async (transaction) => {
    const [handled, pending, existing] = await getAll(transaction, eventRef(event), checkoutRef, preorderRef);
    if (handled.exists) return 'duplicate';
    if (existing.exists) {
      transaction.set(eventRef(event), handledRecord(event, session.id, 'duplicate'));
      return 'duplicate';
    }
    const checkout = pending.data();
    if (!checkout) {
      logger.error('A paid pre-order has no pending record; nothing written', { sessionId: session.id, preorderId });
      transaction.set(eventRef(event), handledRecord(event, session.id, 'unknown pre-order'));
      return 'ignored';
    }
    if (session.amount_total !== checkout.pricing.total) {
      logger.error('Stripe charged another total than the pre-order was priced at', { preorderId, charged: session.amount_total, expected: checkout.pricing.total });
    }
    const preorder = preorderFromCheckout(preorderId, checkout, paymentIdOf(session), paidAt);
    transaction.create(preorderRef, preorder);
    transaction.update(checkoutRef, { state: 'paid', sessionId: session.id, paidAt });
    transaction.create(docRef('emails', `preorder-${preorderId}`), preorderConfirmationEmail(preorder));
    transaction.set(eventRef(event), handledRecord(event, session.id, 'fulfilled'));
    return 'fulfilled';
  });
}

async function handle(event: Stripe.Event): Promise<Outcome> {
  if (event.type !== 'checkout.session.completed') return 'ignored';
  // Stripe's current state of the session decides, not the event's copy of it.
  const session = await (await stripe()).checkout.sessions.retrieve(event.data.object.id);
  if (session.payment_status !== 'paid') return 'ignored';
  return session.metadata?.kind === 'preorder' ? fulfilPreorder(event, session) : fulfilOrder(event, session);
}

export const stripeWebhook = onRequest({ secrets: [stripeSecretKey, stripeWebhookSecret, chainSignerKey] }, async (request, response) => {
  if (request.method !== 'POST') {
    response.status(405).send('Stripe webhooks are POST requests.');
    return;
  }
  const event = await verifiedEvent(request.rawBody, request.header('stripe-signature'));
  if (!event) {
    logger.warn('Refused a webhook request without a valid Stripe-Signature');
    response.status(400).send('Webhook signature verification failed.');
    return;
  }
  try {
    const outcome = await handle(event);
    response.status(200).json({ received: true, outcome });
  } catch (error) {
    logger.error('A Stripe event could not be handled; Stripe will deliver it again', {
      eventId: event.id,
      error: error instanceof Error ? error.message : String(error),
    });
    response.status(500).send('The event could not be handled; it will be retried.');
  }
});
