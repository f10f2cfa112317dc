/**
 * The payment functions' own records, next to the spec's collections. Only the
 * functions read and write them: firestore.rules has no match for them, so
 * every client request is refused.
 */
import type { Timestamp } from 'firebase-admin/firestore';
import type { CoinReward } from '@rehab/model/payments';
import type { PreorderForm } from '@rehab/model/preorderForm';
import type { PreorderPricing } from '@rehab/model/shop';

/** The payment functions' collections and their documents (in ServerCollectionTypes, functions/src/lib/collections.ts). */
export interface PaymentCollectionTypes {
  /** stripeEvents/{eventId}: each Stripe event handled, so a redelivery changes nothing */
  stripeEvents: HandledEvent;
  /** preorderCheckouts/{preorderId}: the pre-order form until its payment arrives (Stripe metadata is too small for it) */
  preorderCheckouts: PreorderCheckout;
  /** refunds/{orderId}_{priceId}: one per refunded order line, reserved before Stripe is asked */
  refunds: RefundRecord;
  /** coinRewards/{checkoutSessionId}: the coins an order rewards and where to */
  coinRewards: CoinReward;
}

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
