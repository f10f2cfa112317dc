import { expect, test } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../scripts/seed/accounts';
import { admin, openSignedIn } from './support';
import { addSessionPack, CARDS, cartFigures, checkOutFromCart, expectSessionBalance, onHostedCheckout, payWith, sessionBalance } from './shop';
import { EFFECT_TIMEOUT_MS } from '../effects';

/**
 * The demo patient buys session packs through the local Stripe stand-in's
 * hosted checkout. The demo patient is shared with other specs: the tests
 * compare the balance before and after, never the seeded figures.
 */

test('the demo patient buys 2 × 2 Sessions and 1 × 5 Sessions: the confirmation shows what the cart showed and the balance rises by 9', async ({ page }) => {
  // A long journey: shop, cart, hosted checkout, the webhook (a cold function on a busy machine), confirmation.
  test.setTimeout(240_000);
  await openSignedIn(page, DEMO_ACCOUNTS.patient.email, DEMO_PASSWORD);
  const before = await sessionBalance(page);

  await addSessionPack(page, '2 Sessions', 2);
  await addSessionPack(page, '5 Sessions');

  // The top bar's preview shows the lines and goes on to the cart.
  await page.getByRole('button', { name: 'Shopping cart' }).click();
  const preview = page.getByRole('list', { name: 'Items in the cart' });
  await expect(preview.getByRole('listitem')).toHaveCount(2);
  await expect(preview.getByRole('listitem').first()).toContainText('2 Sessions');
  await expect(preview.getByRole('listitem').first()).toContainText('$15.78');
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(page).toHaveURL(/\/cart$/);

  const main = page.getByRole('main');
  await expect(main.getByTestId('cart-line')).toHaveCount(2);
  await expect(main.getByTestId('cart-item-count')).toHaveText('3 items');
  const cart = await cartFigures(page);
  expect(cart).toEqual({ subtotal: '$35.28', pst: '$2.47', gst: '$1.77', total: '$39.52' });

  const sessionId = await checkOutFromCart(page);
  // The hosted checkout charges what the cart showed.
  await expect(page.getByRole('table', { name: 'Order summary' }).getByRole('row', { name: `Total ${cart.total}`, exact: true })).toBeVisible();
  await payWith(page, CARDS.pays);

  await expect(page).toHaveURL(new RegExp(`/order/success/${sessionId}$`));
  await expect(main.getByRole('heading', { name: 'Thank you! Your payment went through.' })).toBeVisible({ timeout: EFFECT_TIMEOUT_MS });
  // The success page empties the cart.
  await expect(page.getByRole('button', { name: 'Shopping cart' }).locator('.badge')).toHaveCount(0);

  await main.getByRole('button', { name: 'View order details' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/confirmation/${sessionId}$`));
  await expect(main.getByRole('heading', { name: 'Order Confirmation' })).toBeVisible();
  await expect(main.getByText(sessionId)).toBeVisible();
  await expect(main.getByTestId('order-line')).toHaveText([/2 Sessions\s*2\s*\$15\.78/, /5 Sessions\s*1\s*\$19\.50/]);
  await expect(main.getByTestId('order-subtotal')).toHaveText(cart.subtotal);
  await expect(main.getByTestId('order-pst')).toHaveText(cart.pst);
  await expect(main.getByTestId('order-gst')).toHaveText(cart.gst);
  await expect(main.getByTestId('order-total')).toHaveText(cart.total);

  await expectSessionBalance(page, before + 9);

  // The order is in the history, newest first.
  await page.goto('/orders');
  const newest = main.getByTestId('order').first();
  await expect(newest).toContainText(sessionId);
  await expect(newest).toContainText(cart.total);
});

test('a declined card and then Cancel leave no order and end on the cart with its lines and the alert', async ({ page }) => {
  await openSignedIn(page, DEMO_ACCOUNTS.patient.email, DEMO_PASSWORD);
  const before = await sessionBalance(page);
  await addSessionPack(page, '1 Session');
  await page.goto('/cart');
  const cart = await cartFigures(page);

  const sessionId = await checkOutFromCart(page);
  await payWith(page, CARDS.declined);
  // Declined: Stripe's message, still on the checkout page.
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  expect(await onHostedCheckout(page)).toBe(sessionId);

  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const main = page.getByRole('main');
  await expect(main.getByText('Incomplete payment. Please try again.')).toBeVisible();
  // Nothing is lost: the cart is as it was, ready for another try.
  await expect(main.getByTestId('cart-line')).toHaveCount(1);
  expect(await cartFigures(page)).toEqual(cart);

  expect((await admin().db.doc(`orders/${sessionId}`).get()).exists).toBe(false);
  await expectSessionBalance(page, before);
});

test('a return to the success page of a checkout that was never paid does not claim a payment', async ({ page }) => {
  await openSignedIn(page, DEMO_ACCOUNTS.patient.email, DEMO_PASSWORD);
  await addSessionPack(page, '1 Session');
  await page.goto('/cart');
  const sessionId = await checkOutFromCart(page);

  await page.goto(`/order/success/${sessionId}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toHaveText('Confirming your payment…');
  await expect(main.getByText('Thank you! Your payment went through.')).toHaveCount(0);
  // The cart is kept until a payment is confirmed.
  await page.goto('/cart');
  await expect(main.getByTestId('cart-line')).toHaveCount(1);
});
