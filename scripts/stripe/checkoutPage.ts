/**
 * The stand-in's hosted checkout page: the session's lines, taxes and total,
 * a card form and a Cancel link. Clearly the local test checkout, never a
 * real payment page.
 */
import type { CheckoutSession, LineItem } from './objects';

export const TEST_CARDS = {
  pays: '4242424242424242',
  declined: '4000000000000002',
} as const;

/** Stripe's message for a generic decline. */
export const DECLINE_MESSAGE = 'Your card was declined.';
export const NOT_A_TEST_CARD_MESSAGE = 'Use a test card: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Each tax rate's total over the lines, in the order the lines carry them. */
function taxTotals(lines: LineItem[]): { label: string; amount: number }[] {
  const totals = new Map<string, { label: string; amount: number }>();
  for (const line of lines) {
    for (const tax of line.taxes) {
      const entry = totals.get(tax.rate.id) ?? { label: `${tax.rate.display_name} (${tax.rate.percentage}%)`, amount: 0 };
      entry.amount += tax.amount;
      totals.set(tax.rate.id, entry);
    }
  }
  return [...totals.values()];
}

function layout(body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local test checkout</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f6f9fc; color: #1a1f36; margin: 0; }
  main { max-width: 520px; margin: 2rem auto; background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 2px 8px #0001; }
  .banner { background: #fff4d6; border: 1px solid #e5b300; padding: .75rem; border-radius: 6px; font-size: .9rem; }
  table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
  td { padding: .35rem 0; } td.amount { text-align: right; }
  tr.total td { font-weight: 700; border-top: 1px solid #ddd; }
  label { display: block; margin-top: .75rem; font-size: .9rem; }
  input { width: 100%; box-sizing: border-box; padding: .5rem; font-size: 1rem; }
  .row { display: flex; gap: .75rem; } .row label { flex: 1; }
  button { margin-top: 1.25rem; width: 100%; padding: .75rem; font-size: 1rem; background: #635bff; color: #fff; border: 0; border-radius: 6px; }
  [role=alert] { color: #b42318; margin-top: 1rem; }
  .cancel { display: inline-block; margin-top: 1rem; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export function checkoutPage(session: CheckoutSession, lines: LineItem[], error?: string): string {
  const banner = `<p class="banner">Local Stripe stand-in: no real payment is made. Card ${'4242 4242 4242 4242'} pays,
    ${'4000 0000 0000 0002'} is declined; any expiry date in the future and any CVC.</p>`;
  if (session.status !== 'open') {
    const state = session.status === 'complete' ? 'This checkout session is already paid.' : 'This checkout session has expired.';
    return layout(`<h1>Local test checkout</h1>${banner}<p>${state}</p>`);
  }
  const rows = lines
    .map((line) => `<tr><td>${escape(line.description)} × ${line.quantity}</td><td class="amount">${money(line.amount_subtotal)}</td></tr>`)
    .join('');
  const taxes = taxTotals(lines)
    .map((tax) => `<tr><td>${escape(tax.label)}</td><td class="amount">${money(tax.amount)}</td></tr>`)
    .join('');
  const cancel = session.cancel_url ? `<a class="cancel" href="${escape(session.cancel_url)}">Cancel</a>` : '';
  return layout(`<h1>Local test checkout</h1>
${banner}
<table aria-label="Order summary">
  ${rows}
  <tr><td>Subtotal</td><td class="amount">${money(session.amount_subtotal)}</td></tr>
  ${taxes}
  <tr class="total"><td>Total</td><td class="amount">${money(session.amount_total)}</td></tr>
</table>
<form method="post" action="/c/pay/${escape(session.id)}">
  <label>Email <input name="email" type="email" autocomplete="email" value="${escape(session.customer_email ?? '')}"></label>
  <label>Card number <input name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required></label>
  <div class="row">
    <label>Expiry <input name="expiry" placeholder="MM / YY" autocomplete="cc-exp"></label>
    <label>CVC <input name="cvc" placeholder="123" autocomplete="cc-csc"></label>
  </div>
  ${error ? `<p role="alert">${escape(error)}</p>` : ''}
  <button type="submit">Pay ${money(session.amount_total)}</button>
</form>
${cancel}`);
}

export function notFoundPage(): string {
  return layout('<h1>Local test checkout</h1><p>No such checkout session.</p>');
}
