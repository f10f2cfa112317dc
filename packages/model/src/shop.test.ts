import { describe, expect, it } from 'vitest';
import {
  COIN_PACKS,
  GST,
  KNEE_SLEEVE_PREORDER,
  PRODUCTS,
  PST,
  SESSION_PACKS,
  STRIPE_PRICES,
  TAX_RATE_IDS,
  cartTotals,
  formatStoredAmount,
  lineAmounts,
  orderAmounts,
  percentOf,
  preorderPricing,
  productByPriceId,
} from './shop';

describe('the catalogue', () => {
  it('sells the spec\'s session packs: 1, 2, 5, 10, 25 at 3.99, 7.89, 19.5, 39, 95', () => {
    expect(SESSION_PACKS.map((pack) => [pack.value, pack.price])).toEqual([
      [1, 3.99],
      [2, 7.89],
      [5, 19.5],
      [10, 39],
      [25, 95],
    ]);
    expect(SESSION_PACKS.map((pack) => pack.unitAmount)).toEqual([399, 789, 1950, 3900, 9500]);
  });

  it('sells the spec\'s coin packs: 1, 5, 10, 20, 50 at 1.39, 9.99, 16.99, 32.99, 64.99', () => {
    expect(COIN_PACKS.map((pack) => [pack.value, pack.price])).toEqual([
      [1, 1.39],
      [5, 9.99],
      [10, 16.99],
      [20, 32.99],
      [50, 64.99],
    ]);
  });

  it('offers the Knee Sleeve at 100 through the invoice request', () => {
    expect(productByPriceId('price_knee_sleeve')).toMatchObject({ name: 'Knee Sleeve', kind: 'device', price: 100 });
  });

  it('has one product per Stripe price id, and the two tax rates PST 7 % and GST 5 %', () => {
    expect(new Set(STRIPE_PRICES.map((price) => price.priceId)).size).toBe(STRIPE_PRICES.length);
    expect(PRODUCTS.every((entry) => productByPriceId(entry.priceId) === entry)).toBe(true);
    expect(productByPriceId('price_forged')).toBeUndefined();
    expect([PST.percentage, GST.percentage]).toEqual([7, 5]);
    expect(TAX_RATE_IDS).toEqual([PST.id, GST.id]);
  });

  it('prices the knee sleeve pre-order at 299, and 279 for an organization order of at least 10', () => {
    expect(KNEE_SLEEVE_PREORDER.unitAmount).toBe(29_900);
    expect(KNEE_SLEEVE_PREORDER.organizationUnitAmount).toBe(27_900);
    expect(KNEE_SLEEVE_PREORDER.organizationMinimumQuantity).toBe(10);
  });
});

describe('tax maths in cents', () => {
  it('rounds a percentage half up to the cent, exactly', () => {
    expect(percentOf(150, 7)).toBe(11); // 10.5
    expect(percentOf(1950, 5)).toBe(98); // 97.5
    expect(percentOf(1578, 7)).toBe(110); // 110.46
    expect(percentOf(1, 5)).toBe(0); // 0.05
    expect(percentOf(10, 5)).toBe(1); // 0.5
    expect(percentOf(0, 7)).toBe(0);
  });

  it('taxes each line on its own', () => {
    expect(lineAmounts(789, 2)).toEqual({ subtotal: 1578, pst: 110, gst: 79, total: 1767 });
  });

  it('sums the lines of an order: 2 × 2 Sessions and 1 × 5 Sessions', () => {
    expect(orderAmounts([{ unitAmount: 789, quantity: 2 }, { unitAmount: 1950, quantity: 1 }])).toEqual({
      itemCount: 3,
      subtotal: 3528,
      pst: 247,
      gst: 177,
      total: 3952,
    });
    expect(orderAmounts([])).toEqual({ itemCount: 0, subtotal: 0, pst: 0, gst: 0, total: 0 });
  });

  it('gives the cart the same amounts in dollars', () => {
    expect(cartTotals([{ price: 7.89, quantity: 2 }, { price: 19.5, quantity: 1 }])).toEqual({
      itemCount: 3,
      subtotal: 35.28,
      pst: 2.47,
      gst: 1.77,
      total: 39.52,
    });
  });
});

describe('pre-order pricing', () => {
  it('charges subtotal × 1.12', () => {
    expect(preorderPricing(2, false)).toEqual({
      priceId: KNEE_SLEEVE_PREORDER.priceId,
      unitAmount: 29_900,
      quantity: 2,
      subtotal: 59_800,
      pst: 4186,
      gst: 2990,
      total: 66_976,
    });
    const organization = preorderPricing(12, true);
    expect(organization).toMatchObject({ priceId: KNEE_SLEEVE_PREORDER.organizationPriceId, subtotal: 334_800 });
    expect(organization.total).toBe(Math.round(334_800 * 1.12));
  });

  it('stores money as "$ 669.76"', () => {
    expect(formatStoredAmount(66_976)).toBe('$ 669.76');
    expect(formatStoredAmount(59_800)).toBe('$ 598.00');
  });
});
