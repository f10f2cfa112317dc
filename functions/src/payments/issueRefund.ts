import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { coinUnits, operationKey } from '@rehab/model/chain/coinToken';
import type { Order, WalletTransaction } from '@rehab/model/collections';
import { NO_COIN_PAYOUT_RECORD, NOT_ENOUGH_COINS, NOT_ENOUGH_SESSIONS, type CoinReward, type IssueRefundResponse } from '@rehab/model/payments';
import { productByPriceId } from '@rehab/model/shop';
import { db } from '../admin';
import { requireSignedIn } from '../lib/auth';
import { docRef, getAll } from '../lib/collections';
import { own, payloadWith, requireString } from '../lib/validation';
import type { RefundRecord } from './records';
import { applyCoinOperation, chainSignerKey, coinBalance, InsufficientCoinsError } from './coinChain';
import { stripe, stripeErrorOf, stripeSecretKey } from './stripeClient';

/**
 * Refunds one order line ({sessionID, priceId, amount?} → {id, amount}) for the
 * order's owner: unit_price × quantity of the stored line (a sent amount is
 * ignored), taking the line's sessions off purchasedSessions, or its coins off
 * the address the order's coins were paid to (coinRewards/{order}) on the chain.
 *
 * Exactly once per line, whatever the clicks, retries and crashes:
 *  1. reserve (transaction): refuse when the balance is short, else record the
 *     refund as pending and take the sessions off the balance (coins: record
 *     the paid address and an operation key, then deduct the coins on the
 *     chain under that key and mark the record 'deducted');
 *  2. refund through Stripe with an idempotency key of the line;
 *  3. complete (transaction): store the refundId on the line (coins: and
 *     append 'Coins refund' to the wallet's history).
 * A second call finds the record and resumes where it stopped with the same
 * keys: the contract applies a deduction's operation id once, Stripe a refund's
 * idempotency key once. If Stripe refuses, the reservation is released and the
 * sessions or coins given back.
 *
 * Coins are taken back from the address coinRewards recorded when they were
 * paid, never from the wallet's address of the moment: a buyer who points his
 * wallet at another patient's address would otherwise burn that patient's
 * coins and keep his own. A coin order without that record is refused.
 */

interface RefundableLine {
  orderRef: DocumentReference<Order>;
  refundRef: DocumentReference<RefundRecord>;
  index: number;
  record: RefundRecord;
  /** a coin line's coins and the address they were paid to (coinRewards); none for sessions, or coins never paid out */
  paidCoins?: { amount: number; address: string };
}

const refused = (message: string) => new HttpsError('failed-precondition', message);

async function refundableLine(uid: string, orderId: string, priceId: string): Promise<RefundableLine | IssueRefundResponse> {
  const orderRef = docRef('orders', orderId);
  const order = (await orderRef.get()).data();
  if (!order) throw new HttpsError('not-found', 'No such order.');
  if (order.uid !== uid) throw new HttpsError('permission-denied', "Only the order's owner can refund it.");
  const index = order.products.findIndex((line) => line.priceId === priceId);
  if (index < 0) throw new HttpsError('not-found', 'The order has no line with this priceId.');
  const line = order.products[index];
  const amount = line.unit_price * line.quantity;
  if (line.refundId) return { id: line.refundId, amount };

  const product = productByPriceId(priceId);
  if (product?.kind !== 'sessions' && product?.kind !== 'coins') throw refused('This product cannot be refunded.');
  if (!order.paymentId) throw refused('This order has no card payment on record to refund.');
  const payout = product.kind === 'coins' ? await coinPayoutOf(orderId) : undefined;
  return {
    orderRef,
    refundRef: docRef('refunds', `${orderId}_${priceId}`),
    index,
    paidCoins: payout?.address ? { amount: product.value * line.quantity, address: payout.address } : undefined,
    record: {
      uid,
      orderId,
      priceId,
      amount,
      sessions: product.kind === 'sessions' ? product.value * line.quantity : 0,
      paymentId: order.paymentId,
      state: 'pending',
      createdAt: Timestamp.now(),
    },
  };
}

/**
 * Where an order's coins were paid. Refused without a record of a finished payout (an order written outside the
 * webhook, or one whose reward is still under way). A buyer without a wallet was paid nothing ('no wallet', no
 * address): the line is refunded with no coins to take back.
 */
async function coinPayoutOf(orderId: string): Promise<CoinReward> {
  const payout = (await docRef('coinRewards', orderId).get()).data();
  if (payout?.state !== 'rewarded' && payout?.state !== 'no wallet') throw refused(NO_COIN_PAYOUT_RECORD);
  return payout;
}

/** Step 1. Returns the refund already made for the line, if any. */
async function reserve({ orderRef, refundRef, index, record }: RefundableLine): Promise<{ refundId?: string }> {
  const userRef = docRef('users', record.uid);
  return db.runTransaction(async (transaction) => {
    const [orderSnapshot, refundSnapshot, userSnapshot] = await getAll(transaction, orderRef, refundRef, userRef);
    const refundId = orderSnapshot.data()!.products[index].refundId;
    if (refundId) return { refundId };
    const earlier = refundSnapshot.data();
    if (earlier) return { refundId: earlier.refundId };
    const balance = userSnapshot.data()?.purchasedSessions ?? 0;
    if (balance < record.sessions) throw refused(NOT_ENOUGH_SESSIONS);
    transaction.create(refundRef, record);
    transaction.update(userRef, { purchasedSessions: FieldValue.increment(-record.sessions) });
    return {};
  });
}

/** Gives the sessions back when Stripe refused the refund. */
async function release({ refundRef, record }: RefundableLine): Promise<void> {
  await db.runTransaction(async (transaction) => {
    const pending = (await transaction.get(refundRef)).data();
    if (pending?.state !== 'pending') return;
    transaction.delete(refundRef);
    transaction.update(docRef('users', record.uid), { purchasedSessions: FieldValue.increment(record.sessions) });
  });
}

/** Step 2. A refund of this line that Stripe already made (its idempotency keys expire after a day) is reused. */
async function refundThroughStripe({ record }: RefundableLine): Promise<Stripe.Refund> {
  const client = await stripe();
  const made = await client.refunds.list({ payment_intent: record.paymentId, limit: 100 });
  const existing = made.data.find((refund) => refund.metadata?.orderId === record.orderId && refund.metadata?.priceId === record.priceId);
  if (existing) return existing;
  return client.refunds.create(
    { payment_intent: record.paymentId, amount: record.amount, metadata: { orderId: record.orderId, priceId: record.priceId } },
    { idempotencyKey: `refund-${record.orderId}-${record.priceId}` },
  );
}

/**
 * Step 3. Returns the refund id the line ends up with (an earlier completion's, if it was first). A coin refund's
 * 'Coins refund' entry goes to the history of the wallet the coins were taken from (not to one that replaced it).
 */
async function complete({ orderRef, refundRef, index, record }: RefundableLine, refundId: string): Promise<string> {
  const walletRef = docRef('web3Wallets', record.uid);
  return db.runTransaction(async (transaction) => {
    const [orderSnapshot, refundSnapshot, walletSnapshot] = await getAll(transaction, orderRef, refundRef, walletRef);
    const products = orderSnapshot.data()!.products;
    const stored = products[index].refundId;
    if (stored) return stored;
    transaction.update(orderRef, { products: products.map((line, i) => (i === index ? { ...line, refundId } : line)) });
    transaction.update(refundRef, { state: 'succeeded', refundId });
    const coins = refundSnapshot.data()?.coins;
    if (coins && walletSnapshot.data()?.address === coins.address) {
      const entry: WalletTransaction = { name: 'Coins refund', timestamp: Timestamp.now(), type: 'out', value: String(coins.amount), orderId: record.orderId };
      transaction.update(walletRef, { transactions: FieldValue.arrayUnion(entry) });
    }
    return refundId;
  });
}

// ---------------------------------------------------------------- coin lines

/**
 * Step 1 for coins: the record of an earlier call (to resume), or a new one once the paid address's balance on the
 * chain covers the coins; the order line's refund id when it is refunded already.
 */
async function reserveCoins(line: RefundableLine, paid: NonNullable<RefundableLine['paidCoins']>): Promise<RefundRecord | { refundId: string }> {
  const earlier = (await line.refundRef.get()).data();
  if (earlier) return earlier;
  const enough = (await coinBalance(paid.address)) >= coinUnits(paid.amount);
  return db.runTransaction(async (transaction) => {
    const [orderSnapshot, refundSnapshot] = await getAll(transaction, line.orderRef, line.refundRef);
    const refundId = orderSnapshot.data()!.products[line.index].refundId;
    if (refundId) return { refundId };
    // A concurrent request for the line may have reserved it (and deducted the coins) since: resume that one.
    const reserved = refundSnapshot.data();
    if (reserved) return reserved;
    if (!enough) throw refused(NOT_ENOUGH_COINS);
    const record: RefundRecord = {
      ...line.record,
      coins: { amount: paid.amount, address: paid.address, operationKey: `${line.record.orderId}_${line.record.priceId}_${randomUUID()}` },
    };
    transaction.create(line.refundRef, record);
    return record;
  });
}

/** Moves a coin refund's record from one state to the next, unless another call moved it already; false if it is gone. */
async function advance(refundRef: DocumentReference<RefundRecord>, from: RefundRecord['state'], to: RefundRecord['state'] | 'released'): Promise<boolean> {
  return db.runTransaction(async (transaction) => {
    const current = (await transaction.get(refundRef)).data();
    if (current?.state !== from) return current !== undefined;
    if (to === 'released') transaction.delete(refundRef);
    else transaction.update(refundRef, { state: to });
    return true;
  });
}

const coinOperation = (kind: 'deduct' | 'restore', coins: NonNullable<RefundRecord['coins']>) => ({
  kind: kind === 'deduct' ? ('deduct' as const) : ('reward' as const),
  address: coins.address,
  units: coinUnits(coins.amount),
  operationKey: operationKey(kind, coins.operationKey),
});

async function refundCoins(line: RefundableLine, paid: NonNullable<RefundableLine['paidCoins']>): Promise<IssueRefundResponse> {
  const { amount } = line.record;
  const reserved = await reserveCoins(line, paid);
  if ('refundId' in reserved && reserved.refundId) return { id: await complete(line, reserved.refundId), amount };
  const record = reserved as RefundRecord;
  const coins = record.coins!;
  if (record.state === 'pending') {
    try {
      await applyCoinOperation(coinOperation('deduct', coins));
    } catch (error) {
      if (error instanceof InsufficientCoinsError) {
        await advance(line.refundRef, 'pending', 'released');
        throw refused(NOT_ENOUGH_COINS);
      }
      logger.error('A coin deduction failed', { orderId: record.orderId, priceId: record.priceId, error: String(error) });
      throw new HttpsError('unavailable', 'The refund could not be completed right now. Please try again.');
    }
    await advance(line.refundRef, 'pending', 'deducted');
  }

  let refund: Stripe.Refund;
  try {
    refund = await refundThroughStripe(line);
  } catch (error) {
    const stripeError = stripeErrorOf(error);
    logger.error('A Stripe refund failed', { orderId: record.orderId, priceId: record.priceId, ...(stripeError ?? { error: String(error) }) });
    if (isRefusal(stripeError?.statusCode)) {
      // The coins go back to the wallet they came from before the reservation is released.
      await applyCoinOperation(coinOperation('restore', coins));
      await advance(line.refundRef, 'deducted', 'released');
      throw refused(`The payment provider refused the refund: ${stripeError!.message}`);
    }
    throw new HttpsError('unavailable', 'The refund could not be completed right now. Please try again.');
  }
  return { id: await complete(line, refund.id), amount };
}

/** Stripe answered with a refusal (4xx): the refund was not made. Timeouts, 5xx and conflicts may have made it. */
const isRefusal = (statusCode: number | undefined) => statusCode !== undefined && statusCode >= 400 && statusCode < 500 && statusCode !== 409 && statusCode !== 429;

export const issueRefund = onCall({ secrets: [stripeSecretKey, chainSignerKey] }, async (request): Promise<IssueRefundResponse> => {
  const uid = requireSignedIn(request);
  const payload = payloadWith(request.data, ['sessionID', 'priceId', 'amount']);
  const orderId = requireString(payload, 'sessionID', { max: 255 });
  const priceId = requireString(payload, 'priceId', { max: 100 });
  if (orderId.includes('/')) throw new HttpsError('invalid-argument', "sessionID must not contain '/'.");
  const sentAmount = own(payload, 'amount');
  if (sentAmount !== undefined && typeof sentAmount !== 'number') {
    throw new HttpsError('invalid-argument', 'amount must be a number of cents (the refund is computed from the order).');
  }

  const line = await refundableLine(uid, orderId, priceId);
  if (!('record' in line)) return line;
  if (line.paidCoins) return refundCoins(line, line.paidCoins);
  const { amount } = line.record;
  const reserved = await reserve(line);
  if (reserved.refundId) return { id: await complete(line, reserved.refundId), amount };

  let refund: Stripe.Refund;
  try {
    refund = await refundThroughStripe(line);
  } catch (error) {
    const stripeError = stripeErrorOf(error);
    logger.error('A Stripe refund failed', { orderId, priceId, ...(stripeError ?? { error: String(error) }) });
    if (isRefusal(stripeError?.statusCode)) {
      await release(line);
      throw refused(`The payment provider refused the refund: ${stripeError!.message}`);
    }
    // The refund may have been made: the reservation stays, and the next request resumes it.
    throw new HttpsError('unavailable', 'The refund could not be completed right now. Please try again.');
  }
  return { id: await complete(line, refund.id), amount };
});
