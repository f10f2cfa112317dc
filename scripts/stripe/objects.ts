/**
 * The Stripe API objects the stand-in serves, in Stripe's JSON shape (the
 * fields the SDK's types and our functions use), and the test account's
 * prices and tax rates: the shop's catalogue.
 */
import { randomBytes } from 'node:crypto';
import { CURRENCY, STRIPE_PRICES, TAX_RATES, percentOf } from '@rehab/model/shop';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id in Stripe's style: prefix and random letters and digits. */
export function stripeId(prefix: string, length = 24): string {
  return prefix + [...randomBytes(length)].map((byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface StripePrice {
  id: string;
  object: 'price';
  active: true;
  currency: string;
  nickname: string;
  product: string;
  type: 'one_time';
  unit_amount: number;
  unit_amount_decimal: string;
}

export interface StripeTaxRate {
  id: string;
  object: 'tax_rate';
  active: true;
  country: 'CA';
  display_name: string;
  inclusive: false;
  percentage: number;
}

export const PRICES = new Map<string, StripePrice>(
  STRIPE_PRICES.map((price) => [
    price.priceId,
    {
      id: price.priceId,
      object: 'price',
      active: true,
      currency: CURRENCY,
      nickname: price.name,
      product: `prod_${price.priceId.replace(/^price_/, '')}`,
      type: 'one_time',
      unit_amount: price.unitAmount,
      unit_amount_decimal: String(price.unitAmount),
    },
  ]),
);

export const TAX_RATE_OBJECTS = new Map<string, StripeTaxRate>(
  TAX_RATES.map((rate) => [
    rate.id,
    { id: rate.id, object: 'tax_rate', active: true, country: 'CA', display_name: rate.displayName, inclusive: false, percentage: rate.percentage },
  ]),
);

export interface LineItem {
  id: string;
  object: 'item';
  amount_discount: 0;
  amount_subtotal: number;
  amount_tax: number;
  amount_total: number;
  currency: string;
  description: string;
  price: StripePrice;
  quantity: number;
  taxes: { amount: number; rate: StripeTaxRate; taxability_reason: null; taxable_amount: number }[];
}

/** A line as Stripe prices it: each tax rate on the line's amount, rounded half up to the cent. */
export function lineItem(price: StripePrice, quantity: number, taxRates: StripeTaxRate[]): LineItem {
  const subtotal = price.unit_amount * quantity;
  const taxes = taxRates.map((rate) => ({
    amount: percentOf(subtotal, rate.percentage),
    rate,
    taxability_reason: null,
    taxable_amount: subtotal,
  }));
  const tax = taxes.reduce((sum, entry) => sum + entry.amount, 0);
  return {
    id: stripeId('li_'),
    object: 'item',
    amount_discount: 0,
    amount_subtotal: subtotal,
    amount_tax: tax,
    amount_total: subtotal + tax,
    currency: price.currency,
    description: price.nickname,
    price,
    quantity,
    taxes,
  };
}

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer_details: { email: string | null; name: string | null } | null;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  total_details: { amount_discount: 0; amount_shipping: 0; amount_tax: number };
  url: string | null;
}

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: CheckoutSession };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: 'checkout.session.completed';
}

/** A Stripe list object. */
export function list<T>(data: T[], url: string) {
  return { object: 'list' as const, data, has_more: false, url };
}
