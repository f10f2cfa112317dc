/**
 * The payment functions' own records, next to the spec's collections. Only the
 * functions read and write them: firestore.rules has no match for them, so
 * every client request is refused.
 */
import type { Timestamp } from 'firebase-admin/firestore';
import type { PreorderForm } from '@rehab/model/preorderForm';
import type { PreorderPricing } from '@rehab/model/shop';

export const PAYMENT_COLLECTIONS = {
  /** stripeEvents/{eventId}: each Stripe event handled, so a redelivery changes nothing */
  events: 'stripeEvents',
  /** preorderCheckouts/{preorderId}: the pre-order form until its payment arrives (Stripe metadata is too small for it) */
  preorderCheckouts: 'preorderCheckouts',
  /** refunds/{orderId}_{priceId}: one per refunded order line, reserved before Stripe is asked */
  refunds: 'refunds',
  /** coinRewards/{checkoutSessionId}: the coins an order rewards and where to (CoinReward, packages/model/src/payments.ts) */
  coinRewards: 'coinRewards',
} as const;

export interface HandledEvent {
  type: string;
  sessionId: string;
  outcome: string;
  handledAt: Timestamp;
}

export interface PreorderCheckout {
  uid: string;
  /** the account's verified e-mail, which the pre-order is filed under */
  email: string;
  attemptId: string;
  form: PreorderForm;
  pricing: PreorderPricing;
  /** what the attempt asked for: another form under the same attempt id is refused */
  fingerprint: string;
  state: 'pending' | 'paid';
  createdAt: Timestamp;
  sessionId?: string;
  paidAt?: Timestamp;
}

export interface RefundRecord {
  uid: string;
  orderId: string;
  priceId: string;
  /** cents: unit_price × quantity of the line */
  amount: number;
  /** sessions taken off purchasedSessions when the refund was reserved */
  sessions: number;
  paymentId: string;
  /**
   * pending: reserved (sessions taken off, or coins about to be deducted); deducted: the coins are off the
   * chain, Stripe not yet asked; succeeded: refunded and stored on the order line
   */
  state: 'pending' | 'deducted' | 'succeeded';
  createdAt: Timestamp;
  refundId?: string;
  /** a coin line: the coins taken back, from which address, under which operation key (one per reservation) */
  coins?: { amount: number; address: string; operationKey: string };
}
