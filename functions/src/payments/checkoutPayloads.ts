/**
 * What the checkout callables accept: cart lines by price id and quantity
 * (prices, tax rates and amounts come from the catalogue, never the client),
 * one attempt id per checkout, and the caller's own uid if one is sent.
 */
import { HttpsError } from 'firebase-functions/v2/https';
import { productByPriceId, type Product } from '@rehab/model/shop';
import { own, type Payload } from '../lib/validation';

export const MAX_CART_LINES = 20;
export const MAX_LINE_QUANTITY = 99;
const ATTEMPT_ID = /^[A-Za-z0-9_-]{8,64}$/;
const LINE_FIELDS = ['price', 'quantity', 'tax_rates'];

function invalid(message: string): never {
  throw new HttpsError('invalid-argument', message);
}

export interface CartLine {
  product: Product;
  quantity: number;
}

export function requireAttemptId(payload: Payload): string {
  const attemptId = own(payload, 'attemptId');
  if (typeof attemptId !== 'string' || !ATTEMPT_ID.test(attemptId)) {
    invalid('attemptId must be 8 to 64 letters, digits, - or _, one id per checkout attempt.');
  }
  return attemptId;
}

/** The uid in the payload is optional (the spec's payload has it), and can only be the caller's. */
export function requireOwnUid(payload: Payload, caller: string): void {
  const uid = own(payload, 'uid');
  if (uid !== undefined && uid !== caller) {
    throw new HttpsError('permission-denied', 'You can only check out for your own account.');
  }
}

function cartLine(item: unknown, index: number): CartLine {
  const where = `lineItems[${index}]`;
  if (typeof item !== 'object' || item === null || Array.isArray(item)) invalid(`${where} must be an object {price, quantity}.`);
  const extra = Object.keys(item).filter((key) => !LINE_FIELDS.includes(key));
  if (extra.length > 0) invalid(`${where} has unexpected fields: ${extra.join(', ')}. Allowed: ${LINE_FIELDS.join(', ')}.`);
  const [price, quantity, taxRates] = [own(item, 'price'), own(item, 'quantity'), own(item, 'tax_rates')];
  const product = typeof price === 'string' ? productByPriceId(price) : undefined;
  if (!product) invalid(`${where}.price is not a product of the shop.`);
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) {
    invalid(`${where}.quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`);
  }
  // Accepted as the spec's payload sends them, and not used: every line gets the catalogue's PST and GST.
  if (taxRates !== undefined && !(Array.isArray(taxRates) && taxRates.every((id) => typeof id === 'string'))) {
    invalid(`${where}.tax_rates must be a list of tax rate ids.`);
  }
  return { product, quantity };
}

/** The cart: 1 to 20 lines, each a session or coin pack once. */
export function requireCartLines(value: unknown): CartLine[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_CART_LINES) {
    invalid(`lineItems must list 1 to ${MAX_CART_LINES} products.`);
  }
  const lines = value.map(cartLine);
  const seen = new Set<string>();
  for (const { product } of lines) {
    if (seen.has(product.priceId)) invalid(`lineItems lists ${product.name} more than once.`);
    seen.add(product.priceId);
    if (product.kind === 'device') invalid(`${product.name} is bought through an invoice request, not the cart.`);
  }
  return lines;
}
