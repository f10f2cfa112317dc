import type { CheckoutLineItem } from '@rehab/model/payments';
import { TAX_RATE_IDS, toCents, type Product } from '@rehab/model/shop';

/** The most of one product a checkout takes (createCheckoutSession accepts 1 to 99 per line). */
export const MAX_LINE_QUANTITY = 99;

/**
 * Whether a product is bought through the cart: session and coin packs are
 * (coins only for a patient with a Web3 wallet: 'Shop coins' shows only then,
 * and createCheckoutSession refuses them otherwise); the knee sleeve goes
 * through the invoice request.
 */
export function soldThroughCart(product: Pick<Product, 'kind'>): boolean {
  return product.kind !== 'device';
}

/** The cart as the checkout's payload lists it: each line's price id and quantity, with the two tax rates. */
export function checkoutLineItems(lines: readonly { priceId: string; quantity: number }[]): CheckoutLineItem[] {
  return lines.map((line) => ({ price: line.priceId, quantity: line.quantity, tax_rates: [...TAX_RATE_IDS] }));
}

/**
 * What one checkout attempt buys: pressing CHECKOUT again for the same cart
 * (a retry after a failure, a double click) is the same attempt, and the
 * function answers it with the same payment page; a changed cart is a new one.
 */
export function cartFingerprint(lines: readonly { priceId: string; quantity: number }[]): string {
  return JSON.stringify(lines.map((line) => [line.priceId, line.quantity]));
}

/** A cart line's price × quantity, in cents (before taxes). */
export function lineSubtotalCents(line: { price: number; quantity: number }): number {
  return toCents(line.price) * line.quantity;
}
