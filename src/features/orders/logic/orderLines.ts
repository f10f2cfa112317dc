import { cartTotals, fromCents, type CartTotals } from '@rehab/model/money';
import type { OrderProduct } from '@rehab/model/collections';

/** The shop a product is bought again from: session packs, coin packs, otherwise devices. */
export function shopOf(product: Pick<OrderProduct, 'priceId'>): 'patient.shopSessions' | 'patient.shopCoins' | 'patient.shopDevices' {
  if (product.priceId.startsWith('price_sessions_')) return 'patient.shopSessions';
  if (product.priceId.startsWith('price_coins_')) return 'patient.shopCoins';
  return 'patient.shopDevices';
}

/** Subtotal, PST, GST and total of an order's lines (stored in cents), in dollars. */
export function orderTotals(products: readonly Pick<OrderProduct, 'unit_price' | 'quantity'>[]): CartTotals {
  return cartTotals(products.map((line) => ({ price: fromCents(line.unit_price), quantity: line.quantity })));
}
