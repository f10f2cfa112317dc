/**
 * The shop's catalogue and its money maths, shared by the app, the Cloud
 * Functions, the seed, the local Stripe stand-in and the tests. The functions
 * price every checkout from here, never from what a client sends.
 *
 * Amounts are integer cents. Taxes are rounded half up per line, the way
 * Stripe computes tax rates on Checkout line items, so that the cart, the
 * amount charged and the stored order always agree to the cent.
 */

/** Prices are Canadian dollars (PST and GST). */
export const CURRENCY = 'cad';

export interface TaxRate {
  /** the Stripe tax rate id */
  id: string;
  displayName: 'PST' | 'GST';
  /** whole percent, added on top of the price (exclusive) */
  percentage: number;
}

export const PST: TaxRate = { id: 'txr_texavie_pst_7', displayName: 'PST', percentage: 7 };
export const GST: TaxRate = { id: 'txr_texavie_gst_5', displayName: 'GST', percentage: 5 };
/** The two tax rates every checkout line carries. */
export const TAX_RATES: readonly TaxRate[] = [PST, GST];
export const TAX_RATE_IDS: readonly string[] = TAX_RATES.map((rate) => rate.id);

/** sessions and coins are bought through the cart; the knee sleeve through an invoice request. */
export type ProductKind = 'sessions' | 'coins' | 'device';

/** A product of the shop (the spec's Product: name, priceId, price, value). */
export interface Product {
  /** the Stripe price id */
  priceId: string;
  name: string;
  kind: ProductKind;
  /** sessions or coins in the pack; 1 for a device */
  value: number;
  /** cents */
  unitAmount: number;
  /** dollars, as the shop pages and cart lines show it */
  price: number;
}

function product(priceId: string, name: string, kind: ProductKind, value: number, unitAmount: number): Product {
  return { priceId, name, kind, value, unitAmount, price: unitAmount / 100 };
}

export const SESSION_PACKS: readonly Product[] = [
  product('price_sessions_1', '1 Session', 'sessions', 1, 399),
  product('price_sessions_2', '2 Sessions', 'sessions', 2, 789),
  product('price_sessions_5', '5 Sessions', 'sessions', 5, 1950),
  product('price_sessions_10', '10 Sessions', 'sessions', 10, 3900),
  product('price_sessions_25', '25 Sessions', 'sessions', 25, 9500),
];

export const COIN_PACKS: readonly Product[] = [
  product('price_coins_1', '1 Coin', 'coins', 1, 139),
  product('price_coins_5', '5 Coins', 'coins', 5, 999),
  product('price_coins_10', '10 Coins', 'coins', 10, 1699),
  product('price_coins_20', '20 Coins', 'coins', 20, 3299),
  product('price_coins_50', '50 Coins', 'coins', 50, 6499),
];

/** Sold through the invoice request form, not the cart. */
export const DEVICES: readonly Product[] = [product('price_knee_sleeve', 'Knee Sleeve', 'device', 1, 10_000)];

export const PRODUCTS: readonly Product[] = [...SESSION_PACKS, ...COIN_PACKS, ...DEVICES];

export function productByPriceId(priceId: string): Product | undefined {
  return PRODUCTS.find((entry) => entry.priceId === priceId);
}

/** The knee sleeve pre-order: 299 per sleeve, 279 for an organization order (at least 10 sleeves). */
export const KNEE_SLEEVE_PREORDER = {
  name: 'MarsWear Smart Knee Sleeves (pre-order)',
  priceId: 'price_knee_sleeve_preorder',
  unitAmount: 29_900,
  organizationPriceId: 'price_knee_sleeve_preorder_organization',
  organizationUnitAmount: 27_900,
  minimumQuantity: 1,
  organizationMinimumQuantity: 10,
} as const;

/** Every Stripe price of the catalogue with its unit amount and name (what the Stripe account holds). */
export const STRIPE_PRICES: readonly { priceId: string; name: string; unitAmount: number }[] = [
  ...PRODUCTS,
  { priceId: KNEE_SLEEVE_PREORDER.priceId, name: KNEE_SLEEVE_PREORDER.name, unitAmount: KNEE_SLEEVE_PREORDER.unitAmount },
  {
    priceId: KNEE_SLEEVE_PREORDER.organizationPriceId,
    name: `${KNEE_SLEEVE_PREORDER.name}, organization`,
    unitAmount: KNEE_SLEEVE_PREORDER.organizationUnitAmount,
  },
];

// ---------------------------------------------------------------- money maths (integer cents)

/** `percentage` % of a non-negative amount of cents, rounded half up to the cent (exact integer arithmetic). */
export function percentOf(cents: number, percentage: number): number {
  return Math.floor((cents * percentage + 50) / 100);
}

export interface LineAmounts {
  subtotal: number;
  pst: number;
  gst: number;
  total: number;
}

/** One line: unit amount × quantity, and each tax of that line. */
export function lineAmounts(unitAmount: number, quantity: number): LineAmounts {
  const subtotal = unitAmount * quantity;
  const pst = percentOf(subtotal, PST.percentage);
  const gst = percentOf(subtotal, GST.percentage);
  return { subtotal, pst, gst, total: subtotal + pst + gst };
}

export interface OrderAmounts extends LineAmounts {
  itemCount: number;
}

/** A cart or an order: the sums of its lines' amounts. */
export function orderAmounts(lines: readonly { unitAmount: number; quantity: number }[]): OrderAmounts {
  return lines.reduce<OrderAmounts>(
    (sum, line) => {
      const amounts = lineAmounts(line.unitAmount, line.quantity);
      return {
        itemCount: sum.itemCount + line.quantity,
        subtotal: sum.subtotal + amounts.subtotal,
        pst: sum.pst + amounts.pst,
        gst: sum.gst + amounts.gst,
        total: sum.total + amounts.total,
      };
    },
    { itemCount: 0, subtotal: 0, pst: 0, gst: 0, total: 0 },
  );
}

export interface PreorderPricing extends LineAmounts {
  priceId: string;
  unitAmount: number;
  quantity: number;
}

/** A knee sleeve pre-order's price: its total is the subtotal × 1.12 (the taxes of 299 and 279 are whole cents). */
export function preorderPricing(quantity: number, isOrganizationOrder: boolean): PreorderPricing {
  const priceId = isOrganizationOrder ? KNEE_SLEEVE_PREORDER.organizationPriceId : KNEE_SLEEVE_PREORDER.priceId;
  const unitAmount = isOrganizationOrder ? KNEE_SLEEVE_PREORDER.organizationUnitAmount : KNEE_SLEEVE_PREORDER.unitAmount;
  return { priceId, unitAmount, quantity, ...lineAmounts(unitAmount, quantity) };
}

/** Money as pre-order documents store it: '$ 3348.00'. */
export function formatStoredAmount(cents: number): string {
  return `$ ${(cents / 100).toFixed(2)}`;
}

// ---------------------------------------------------------------- the cart's dollar view

export const PST_RATE = PST.percentage / 100;
export const GST_RATE = GST.percentage / 100;

export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

export interface PricedLine {
  /** unit price in dollars */
  price: number;
  quantity: number;
}

export interface CartTotals {
  itemCount: number;
  subtotal: number;
  pst: number;
  gst: number;
  total: number;
}

/** The cart's item count, Subtotal, PST (7%), GST (5%) and Total in dollars, computed in cents. */
export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  const amounts = orderAmounts(lines.map((line) => ({ unitAmount: toCents(line.price), quantity: line.quantity })));
  return {
    itemCount: amounts.itemCount,
    subtotal: fromCents(amounts.subtotal),
    pst: fromCents(amounts.pst),
    gst: fromCents(amounts.gst),
    total: fromCents(amounts.total),
  };
}
