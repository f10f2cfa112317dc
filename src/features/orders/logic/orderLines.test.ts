import { describe, expect, it } from 'vitest';
import { cartTotals } from '@rehab/model/money';
import { orderTotals, shopOf } from './orderLines';

describe('shopOf', () => {
  it.each([
    ['price_sessions_5', 'patient.shopSessions'],
    ['price_coins_10', 'patient.shopCoins'],
    ['price_glove', 'patient.shopDevices'],
  ])('sends %s to %s', (priceId, shop) => {
    expect(shopOf({ priceId })).toBe(shop);
  });
});

describe('orderTotals', () => {
  it('adds 7 % PST and 5 % GST to the lines (stored in cents), in dollars', () => {
    expect(orderTotals([{ unit_price: 1000, quantity: 1 }, { unit_price: 200, quantity: 2 }])).toEqual({
      itemCount: 3,
      subtotal: 14,
      pst: 0.98,
      gst: 0.7,
      total: 15.68,
    });
  });

  it("rounds the taxes as the cart does (the shop's one money rule)", () => {
    expect(orderTotals([{ unit_price: 1950, quantity: 1 }, { unit_price: 999, quantity: 2 }])).toEqual(
      cartTotals([
        { price: 19.5, quantity: 1 },
        { price: 9.99, quantity: 2 },
      ]),
    );
  });
});
