import { expect, test } from './fixtures';
import { DEMO_ACCOUNTS } from '../../scripts/seed/accounts';
import { admin, smsCodeFor, uniquePhoneDigits } from './support';
import { EFFECT_TIMEOUT_MS } from '../effects';

async function askForCode(page: import('@playwright/test').Page, digits: string) {
  await page.goto('/auth/sign-in1');
  await page.getByRole('button', { name: 'Phone number' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter Phone Number' });
  await dialog.getByLabel('Phone number').fill(digits);
  await dialog.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(page.getByText('Code sent')).toBeVisible();
  return smsCodeFor(`+1${digits}`);
}

async function enterCode(page: import('@playwright/test').Page, code: string) {
  const dialog = page.getByRole('dialog', { name: 'Validate Phone Number' });
  await dialog.getByLabel('Verification code').fill(code);
  await dialog.getByRole('button', { name: 'Validate' }).click();
}

test.describe('phone sign-in', () => {
  test('signs a doctor in with a texted code', async ({ page }) => {
    const { phoneNumber } = await admin().auth.getUser(DEMO_ACCOUNTS.doctor.uid);
    expect(phoneNumber).toMatch(/^\+1\d{10}$/);
    const code = await askForCode(page, phoneNumber!.slice(2));
    await enterCode(page, code);
    // The sign-in calls the addDoctorClaim function, whose first call starts the functions runtime.
    await expect(page).toHaveURL(/\/$/, { timeout: EFFECT_TIMEOUT_MS });
    await expect(page.getByRole('link', { name: 'Doctor Dashboard' }).first()).toBeVisible();
  });

  test('checks the number on blur', async ({ page }) => {
    await page.goto('/auth/sign-in1');
    await page.getByRole('button', { name: 'Phone number' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter Phone Number' });
    await dialog.getByLabel('Phone number').fill('12345');
    await dialog.getByLabel('Phone number').blur();
    await expect(dialog.getByText('Please enter a valid phone number')).toBeVisible();
  });

  test('deletes the account made for an unknown number and sends the visitor to sign-up', async ({ page }) => {
    const digits = uniquePhoneDigits();
    const code = await askForCode(page, digits);
    // A mistyped code is asked for again.
    await enterCode(page, code === '000000' ? '111111' : '000000');
    await expect(page.getByRole('dialog', { name: 'Validate Phone Number' }).getByText('Please enter a valid code')).toBeVisible();
    await enterCode(page, code);
    const alert = page.getByRole('alertdialog');
    await expect(alert).toHaveText(/You don't have an account with this phone number, please register it/);
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/auth\/sign-up1$/);
    await expect(admin().auth.getUserByPhoneNumber(`+1${digits}`)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });
});
