import { expect, test } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../scripts/seed/accounts';
import { openSignedIn } from './support';

test('a patient reads the order history and opens an order confirmation', async ({ page }) => {
  await openSignedIn(page, DEMO_ACCOUNTS.patient.email, DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('link', { name: 'Order History' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  const main = page.getByRole('main');
  // The seed gives the demo patient five orders, one with a refunded line; the shop's tests may add newer ones.
  const orders = main.getByTestId('order');
  await expect.poll(() => orders.count()).toBeGreaterThanOrEqual(5);
  await expect(main.getByRole('button', { name: 'Refunded' })).toHaveCount(1);
  // The newest seeded order: 5 Sessions and 2 × 5 Coins.
  const seeded = orders.filter({ hasText: '$44.23' });
  await expect(seeded.getByRole('button', { name: 'Buy it again' }).first()).toHaveAttribute('href', '/shopSessions');
  await expect(seeded.getByRole('button', { name: 'Buy it again' }).nth(1)).toHaveAttribute('href', '/shopCoins');

  await seeded.getByRole('link', { name: 'View order details' }).click();
  await expect(page).toHaveURL(/\/order\/confirmation\/cs_test_/);
  await expect(main.getByRole('heading', { name: 'Order Confirmation' })).toBeVisible();
  await expect(main.getByTestId('order-line')).toHaveText([/5 Sessions\s*1\s*\$19\.50/, /5 Coins\s*2\s*\$19\.98/]);
  await expect(main.getByTestId('order-subtotal')).toHaveText('$39.48');
  await expect(main.getByTestId('order-total')).toHaveText('$44.23');
  await expect(main.getByText('None', { exact: true })).toBeVisible();
});
