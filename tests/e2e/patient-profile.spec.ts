import { expect, test } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../scripts/seed/accounts';
import { openSignedIn } from './support';

test('a patient opens My Profile from the profile menu', async ({ page }) => {
  await openSignedIn(page, DEMO_ACCOUNTS.patient.email, DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('link', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/patient\/profile$/);
  const main = page.getByRole('main');
  const name = `${DEMO_ACCOUNTS.patient.firstName} ${DEMO_ACCOUNTS.patient.lastName}`;
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(main.getByText('Patient', { exact: true })).toBeVisible();
  await expect(main.getByText(DEMO_ACCOUNTS.patient.email)).toBeVisible();
  // The seed books the demo patient an online appointment today.
  await expect(main.getByTestId('profile-notification').first()).toContainText('Online appointment on');
});

test('a customer without appointments reads that there are no notifications', async ({ page }) => {
  await openSignedIn(page, DEMO_ACCOUNTS.customer.email, DEMO_PASSWORD, '/patient/profile');
  await expect(page.getByRole('main').getByText('No notifications.')).toBeVisible();
});
