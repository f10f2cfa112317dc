/**
 * Money: cart taxes and the one money formatter. Amounts are dollars (as the
 * shop's prices are); sums are done in whole cents so that 0.1 + 0.2 problems
 * never reach a total.
 */
export const PST_RATE = 0.07;
export const GST_RATE = 0.05;

export interface PricedLine {
  /** unit price in dollars */
  price: number;
  quantity: number;
}

export interface CartTotals {
  itemCount: number;
  subtotal: number;
  pst: number;
  gst: number;
  total: number;
}

export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** Subtotal, PST 7 % and GST 5 % of the subtotal, and the total, each rounded to the cent. */
export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0);
  const pstCents = Math.round(subtotalCents * PST_RATE);
  const gstCents = Math.round(subtotalCents * GST_RATE);
  return {
    itemCount: lines.reduce((count, line) => count + line.quantity, 0),
    subtotal: fromCents(subtotalCents),
    pst: fromCents(pstCents),
    gst: fromCents(gstCents),
    total: fromCents(subtotalCents + pstCents + gstCents),
  };
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** Dollars with two decimals, e.g. `$1,234.50`, the same in every language. */
export function formatMoney(amount: number): string {
  return dollars.format(amount);
}

/** Stored order amounts are cents. */
export function formatCents(cents: number): string {
  return formatMoney(fromCents(cents));
}
