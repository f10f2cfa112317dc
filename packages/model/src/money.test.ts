import { describe, expect, it } from 'vitest';
import { cartTotals, formatCents, formatMoney, toCents } from './money';

describe('cartTotals', () => {
  it('adds PST 7 % and GST 5 % of each line, rounded half up per line as the checkout charges them', () => {
    const totals = cartTotals([
      { price: 3.99, quantity: 2 },
      { price: 19.5, quantity: 1 },
    ]);
    // PST 0.5586 → 0.56 and 1.365 → 1.37; GST 0.399 → 0.40 and 0.975 → 0.98
    expect(totals).toEqual({ itemCount: 3, subtotal: 27.48, pst: 1.93, gst: 1.38, total: 30.79 });
  });

  it('rounds each tax to the cent without floating-point drift', () => {
    const totals = cartTotals([{ price: 0.1, quantity: 3 }]);
    expect(totals.subtotal).toBe(0.3);
    expect(totals.pst).toBe(0.02);
    expect(totals.gst).toBe(0.02);
    expect(totals.total).toBe(0.34);
  });

  it('is all zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({ itemCount: 0, subtotal: 0, pst: 0, gst: 0, total: 0 });
  });

  it('gives a total of subtotal × 1.12 when no rounding is involved', () => {
    expect(cartTotals([{ price: 100, quantity: 1 }]).total).toBe(112);
  });
});

describe('formatMoney', () => {
  it('shows dollars with two decimals', () => {
    expect(formatMoney(7.8)).toBe('$7.80');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('formats stored cents', () => {
    expect(formatCents(3999)).toBe('$39.99');
    expect(toCents(39.99)).toBe(3999);
  });
});
