/**
 * Money: the one money formatter. The cart's taxes and totals live with the
 * catalogue in model/shop.ts (shared with the payment functions, so the cart
 * shows what the checkout charges); they are re-exported here for the app.
 */
import { fromCents } from './shop';

export { GST_RATE, PST_RATE, cartTotals, fromCents, toCents, type CartTotals, type PricedLine } from './shop';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** Dollars with two decimals, e.g. `$1,234.50`, the same in every language. */
export function formatMoney(amount: number): string {
  return dollars.format(amount);
}

/** Stored order amounts are cents. */
export function formatCents(cents: number): string {
  return formatMoney(fromCents(cents));
}
