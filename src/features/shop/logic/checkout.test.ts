import { describe, expect, it } from 'vitest';
import { COIN_PACKS, DEVICES, SESSION_PACKS, TAX_RATE_IDS } from '@rehab/model/shop';
import { cartFingerprint, checkoutLineItems, lineSubtotalCents, soldThroughCart } from './checkout';

describe('checkout payload', () => {
  it('lists each line by price id and quantity with both tax rates', () => {
    expect(checkoutLineItems([{ priceId: 'price_sessions_2', quantity: 2 }])).toEqual([
      { price: 'price_sessions_2', quantity: 2, tax_rates: [...TAX_RATE_IDS] },
    ]);
    expect(TAX_RATE_IDS).toHaveLength(2);
  });

  it('tells one attempt from another by what the cart holds', () => {
    const cart = [
      { priceId: 'price_sessions_2', quantity: 2 },
      { priceId: 'price_sessions_5', quantity: 1 },
    ];
    expect(cartFingerprint(cart)).toBe(cartFingerprint(cart.map((line) => ({ ...line }))));
    expect(cartFingerprint(cart)).not.toBe(cartFingerprint([{ ...cart[0], quantity: 3 }, cart[1]]));
  });

  it('sells session and coin packs through the cart, the knee sleeve through an invoice', () => {
    expect(SESSION_PACKS.every(soldThroughCart)).toBe(true);
    expect(COIN_PACKS.every(soldThroughCart)).toBe(true);
    expect(DEVICES.some(soldThroughCart)).toBe(false);
  });
});

describe('lineSubtotalCents', () => {
  it('multiplies in whole cents', () => {
    expect(lineSubtotalCents({ price: 7.89, quantity: 3 })).toBe(2367);
    expect(lineSubtotalCents({ price: 19.5, quantity: 1 })).toBe(1950);
  });
});
