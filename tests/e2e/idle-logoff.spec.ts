/**
 * Automatic logoff with a controlled clock: this browser's idle limit is
 * shortened to 2 minutes (a browser may shorten the configured 15, never
 * lengthen it); Playwright's clock moves time on, so nothing waits for it.
 */
import { expect, test } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../scripts/seed/accounts';
import { openSignedIn } from './support';

test('a doctor left idle is warned a minute before, may stay signed in, and is signed out at the limit', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('rehab.idleLogoffMinutes', '2'));
  await page.clock.install();
  await openSignedIn(page, DEMO_ACCOUNTS.doctor.email, DEMO_PASSWORD);
  const warning = page.getByRole('dialog', { name: 'Are you still there?' });

  await page.clock.fastForward('00:50');
  await expect(warning).toBeHidden();
  await page.clock.fastForward('00:15');
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('timer')).toContainText(/signed out in \d+ s/);

  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();
  await page.clock.fastForward('00:55');
  await expect(warning).toBeHidden();
  await page.clock.fastForward('00:10');
  await expect(warning).toBeVisible();
  await expect(page).not.toHaveURL(/\/auth\/sign-in1/);

  await page.clock.fastForward('01:00');
  await expect(page).toHaveURL(/\/auth\/sign-in1$/);
  await expect(page.getByText('You were signed out because the app was not used for a while. Sign in again to continue.')).toBeVisible();
});
