import type { TimestampLike } from './collections';
import type { PreorderForm } from './preorderForm';

/**
 * The payment callables' contracts (registered in callables.ts). The server
 * prices everything from the catalogue (shop.ts): prices, tax rates and
 * amounts a client sends are accepted where the spec's payload has them, and
 * ignored.
 */

/** One cart line as the spec's payload sends it: the Stripe price id and a quantity. */
export interface CheckoutLineItem {
  /** a priceId of the catalogue */
  price: string;
  /** whole number, 1 to 99 */
  quantity: number;
  /** ignored: the server always applies PST and GST */
  tax_rates?: string[];
}

/**
 * One id per checkout attempt, made by the client when the customer presses
 * CHECKOUT (e.g. crypto.randomUUID()): a double click or a retry of the same
 * attempt gets the same Stripe session. 8 to 64 letters, digits, '-' or '_'.
 */
export type CheckoutAttemptId = string;

export interface CreateCheckoutSessionRequest {
  /** 1 to 20 lines, each product once; session packs, and coin packs when the buyer has a wallet */
  lineItems: CheckoutLineItem[];
  /** the caller's uid, if sent */
  uid?: string;
  attemptId: CheckoutAttemptId;
}

export interface CheckoutSessionResponse {
  /** the hosted checkout page: send the browser there */
  url: string;
  /** the Stripe checkout session id (orders/{sessionId} once paid) */
  sessionId: string;
}

/** What the pre-order page sends as metadata: the form, and amounts the server recomputes. */
export type PreorderCheckoutMetadata = PreorderForm & {
  productType?: 'Preorder';
  subtotal?: string;
  gst?: string;
  pst?: string;
  total?: string;
};

export interface CreateDevicePreorderCheckoutSessionRequest {
  /** ignored: one line priced from the form's quantity and organization flag */
  lineItems?: CheckoutLineItem[];
  uid?: string;
  metadata: PreorderCheckoutMetadata;
  attemptId: CheckoutAttemptId;
}

export interface PreorderCheckoutSessionResponse extends CheckoutSessionResponse {
  /** kneeSleevePreorders/{preorderId} appears once the payment is received; the checkout returns to its page */
  preorderId: string;
}

export interface IssueRefundRequest {
  /** the order id (its checkout session id) */
  sessionID: string;
  /** the order line's price id */
  priceId: string;
  /** ignored: the server refunds unit_price × quantity of the stored line */
  amount?: number;
}

export interface IssueRefundResponse {
  /** the Stripe refund id, stored on the order line as refundId */
  id: string;
  /** cents refunded */
  amount: number;
}

export interface PaymentCallableContracts {
  createCheckoutSession: { request: CreateCheckoutSessionRequest; response: CheckoutSessionResponse };
  createDevicePreorderCheckoutSession: { request: CreateDevicePreorderCheckoutSessionRequest; response: PreorderCheckoutSessionResponse };
  issueRefund: { request: IssueRefundRequest; response: IssueRefundResponse };
}

/** Refusals the refund screens show as they are (spec section 5). */
export const NOT_ENOUGH_SESSIONS = 'Not enough sessions balance. Refund cannot be processed.';
export const NOT_ENOUGH_COINS = 'Not enough coins balance. Refund cannot be processed.';

/**
 * issueRefund's refusal of a coin line whose payout has no record (coinRewards/{order}): without the address the
 * coins were paid to, the server cannot tell whose coins to take back, and never guesses from the wallet as it is now.
 */
export const NO_COIN_PAYOUT_RECORD = 'The coins of this order have no payout on record. Refund cannot be processed; please contact support.';

/** createCheckoutSession's refusal of coin packs for a buyer without a Web3 wallet. */
export const NO_WALLET_FOR_COINS = 'Coins are credited to your Web3 wallet: create or import a wallet on the Shop Coins page before buying coins.';

/**
 * coinRewards/{checkoutSessionId}: the coins of a paid order (all its coin lines) and the address they were paid to.
 * Written by stripeWebhook only (claimed with the wallet's address and the event whose id is the contract's operation
 * id before the reward is sent, so a retry rewards the same address once; 'rewarded' once the order is written) and by
 * the seed for its orders. A coin refund burns from this address, never from the wallet's address of the moment.
 * Clients never read or write it (firestore.rules has no match for it).
 */
export interface CoinReward {
  uid: string;
  sessionId: string;
  /** the Stripe event whose id is the reward's operation id */
  eventId: string;
  /** whole coins */
  coins: number;
  /** the buyer's wallet when the payment arrived; null: the buyer had no wallet, nothing was rewarded */
  address: string | null;
  state: 'claimed' | 'rewarded' | 'no wallet';
  createdAt: TimestampLike;
}
