// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { preorderPricing } from '@rehab/model/shop';
import type { PreorderForm } from '@rehab/model/preorderForm';
import { coinPurchaseEntries, coinsBought, expectedTotal, orderConfirmationEmail, orderFromCheckout, preorderFromCheckout, sessionsBought } from './fulfilment';
import type { PreorderCheckout } from './records';

const paidAt = Timestamp.fromMillis(Date.UTC(2025, 5, 1, 12));
const buyer = { uid: 'u1', firstName: 'Pat', lastName: 'Buyer', email: 'pat@example.test' };

describe('orders', () => {
  const order = orderFromCheckout(
    [
      { priceId: 'price_sessions_2', description: 'stripe name', quantity: 2, unitAmount: 789 },
      { priceId: 'price_sessions_5', description: 'stripe name', quantity: 1, unitAmount: 1950 },
    ],
    buyer,
    { total: 3952, paymentId: 'pi_1' },
    paidAt,
  );

  it('records the lines with the catalogue\'s names, the charged total and the payment', () => {
    expect(order).toEqual({
      uid: 'u1',
      date: paidAt,
      name: 'Pat Buyer',
      total: 3952,
      paymentId: 'pi_1',
      products: [
        { priceId: 'price_sessions_2', name: '2 Sessions', quantity: 2, unit_price: 789 },
        { priceId: 'price_sessions_5', name: '5 Sessions', quantity: 1, unit_price: 1950 },
      ],
    });
    expect(expectedTotal(order.products)).toBe(3952);
  });

  it('counts the sessions of session packs only', () => {
    expect(sessionsBought(order.products)).toBe(9);
    expect(sessionsBought([{ priceId: 'price_coins_10', quantity: 3 }, { priceId: 'price_unknown', quantity: 1 }])).toBe(0);
  });

  it('confirms the order by e-mail with its lines and amounts', () => {
    const email = orderConfirmationEmail('cs_1', order, buyer);
    expect(email.to).toBe('pat@example.test');
    expect(email.message.text).toContain('2 × 2 Sessions: $15.78');
    expect(email.message.text).toContain('GST (5%): $1.77');
    expect(email.message.text).toContain('Total: $39.52');
  });
});

describe('pre-orders', () => {
  it('become Payment received, with money strings and one Pending unit per sleeve', () => {
    const form = { firstName: 'Camille', quantity: 3, isOrganizationOrder: false, email: 'c@example.test' } as PreorderForm;
    const checkout = { email: 'c@example.test', form, pricing: preorderPricing(3, false) } as PreorderCheckout;
    const preorder = preorderFromCheckout('KSP-1', checkout, 'pi_2', paidAt);
    expect(preorder).toMatchObject({
      id: 'KSP-1',
      subtotal: '$ 897.00',
      pst: '$ 62.79',
      gst: '$ 44.85',
      total: '$ 1004.64',
      paymentId: 'pi_2',
      status: 'Payment received',
      timeline: [{ timestamp: paidAt, event: 'Payment received' }],
      productType: 'Preorder',
    });
    expect(preorder.orderDevicesData.map((unit) => [unit.id, unit.status])).toEqual([
      [0, 'Pending'],
      [1, 'Pending'],
      [2, 'Pending'],
    ]);
  });
});

describe('coins of an order', () => {
  const products = [
    { priceId: 'price_coins_5', name: '5 Coins', quantity: 2, unit_price: 999 },
    { priceId: 'price_sessions_1', name: '1 Session', quantity: 3, unit_price: 399 },
    { priceId: 'price_coins_1', name: '1 Coin', quantity: 1, unit_price: 139 },
  ];

  it('rewards value × quantity of each coin pack, nothing for sessions', () => {
    expect(coinsBought(products)).toBe(11);
    expect(coinsBought(products.slice(1, 2))).toBe(0);
  });

  it("appends one 'in' entry per coin line, tied to the order", () => {
    expect(coinPurchaseEntries('cs_1', products, paidAt)).toEqual([
      { name: '5 Coins purchase', timestamp: paidAt, type: 'in', value: '10', orderId: 'cs_1' },
      { name: '1 Coin purchase', timestamp: paidAt, type: 'in', value: '1', orderId: 'cs_1' },
    ]);
  });
});
