import { expect, test } from './fixtures';
import { admin, uniqueEmail } from './support';
import { EFFECT_TIMEOUT_MS } from '../effects';

test.describe('social sign-in (local account picker of the Auth emulator)', () => {
  for (const provider of ['Google', 'Apple', 'Azure OpenID']) {
    test(`a first ${provider} sign-in creates a customer record and lands on the pre-orders`, async ({ page }) => {
      const email = uniqueEmail(provider.toLowerCase().replace(/\W/g, ''));
      await page.goto('/auth/sign-in1');
      await page.getByRole('button', { name: provider, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(`Sign in with ${provider}`);
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByLabel('Display name').fill('Social Tester');
      await dialog.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/customer\/preorders$/, { timeout: EFFECT_TIMEOUT_MS });

      const account = await admin().auth.getUserByEmail(email);
      const record = await admin().db.doc(`users/${account.uid}`).get();
      expect(record.data()).toMatchObject({ email, firstName: 'Social', lastName: 'Tester', isAuthorized: false });
    });
  }
});
