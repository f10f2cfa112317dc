import { describe, expect, it } from 'vitest';
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
  it('adds 7 % PST and 5 % GST to the lines', () => {
    expect(orderTotals([{ unit_price: 1950, quantity: 1 }, { unit_price: 999, quantity: 2 }])).toEqual({
      itemCount: 3,
      subtotal: 39.48,
      pst: 2.76,
      gst: 1.97,
      total: 44.21,
    });
  });
});
