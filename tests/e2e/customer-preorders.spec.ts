import { expect, test } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../scripts/seed/accounts';
import { openSignedIn } from './support';

test('a customer lands on their pre-orders and opens one of them', async ({ page }) => {
  await openSignedIn(page, DEMO_ACCOUNTS.customer.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/customer\/preorders$/);
  const main = page.getByRole('main');
  // The seed gives the customer five pre-orders (KSP-1000n), one at each step of the timeline, newest first;
  // pre-orders paid in other tests (KSP- and a hexadecimal number) may come before them.
  const rows = main.getByTestId('preorder-row').filter({ hasText: /Order# KSP-\d{5}(?![0-9A-F])/ });
  await expect(rows).toHaveCount(5);
  await expect(rows.getByTestId('preorder-status')).toHaveText([
    'Payment received',
    'Ready for Dispatch',
    'Preparing Order',
    'Order Shipped',
    'Order Delivered',
  ]);

  const organizationRow = rows.nth(2);
  const orderLink = organizationRow.getByRole('link');
  const orderNumber = (await orderLink.textContent()) ?? '';
  await orderLink.click();
  await expect(page).toHaveURL(/\/customer\/preorders\/KSP-\d+$/);
  await expect(main.getByRole('heading', { name: 'Pre-Order Confirmation' })).toBeVisible();
  await expect(main.getByText(orderNumber)).toBeVisible();
  await expect(main.getByText('Organization Order')).toBeVisible();
  await expect(main.getByRole('list', { name: 'Status' }).getByRole('listitem')).toHaveCount(2);
  await expect(main.getByText('PST (7%)')).toBeVisible();

  await main.getByRole('button', { name: 'Back to my pre-orders' }).click();
  await expect(rows).toHaveCount(5);
});

test("a pre-order of another e-mail address is not shown", async ({ page }) => {
  await openSignedIn(page, DEMO_ACCOUNTS.customer.email, DEMO_PASSWORD);
  // KSP-10002 belongs to the demo patient.
  await page.goto('/customer/preorders/KSP-10002');
  await expect(page.getByRole('main').getByText('This pre-order could not be found.')).toBeVisible();
});
