import { expect, test } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../scripts/seed/accounts';
import { admin, contrastOf, focusIsVisible, signIn, signOut, uniqueEmail } from './support';
import { EFFECT_TIMEOUT_MS } from '../effects';

/** Reading the role is the first Firestore read of a run: the emulator may still be warming up its rules. */
const FIRST_READ = { timeout: EFFECT_TIMEOUT_MS };

test.describe('sign-in', () => {
  const landings = [
    { who: 'the verified doctor', account: DEMO_ACCOUNTS.doctor, home: /\/$/ },
    { who: 'the second verified doctor', account: DEMO_ACCOUNTS.secondDoctor, home: /\/$/ },
    { who: 'the authorised patient', account: DEMO_ACCOUNTS.patient, home: /\/patient-home$/ },
    { who: 'the customer', account: DEMO_ACCOUNTS.customer, home: /\/customer\/preorders$/ },
    { who: 'the admin', account: DEMO_ACCOUNTS.admin, home: /\/admin$/ },
  ];
  for (const { who, account, home } of landings) {
    test(`lands ${who} on their home`, async ({ page }) => {
      await signIn(page, account.email, DEMO_PASSWORD);
      await expect(page).toHaveURL(home);
      await expect(page.getByRole('navigation', { name: 'Main menu' }).first()).toBeVisible();
    });
  }

  test('shows the page as specified', async ({ page }) => {
    await page.goto('/auth/sign-in1');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('Enter your email address and password.')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Remember Me' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
    for (const name of ['Google', 'Apple', 'Azure OpenID', 'Phone number']) {
      await expect(page.getByRole('button', { name })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test("says 'Incorrect email or password' for a wrong password", async ({ page }) => {
    await page.goto('/auth/sign-in1');
    await page.getByLabel('Email').fill(DEMO_ACCOUNTS.doctor.email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password');
    await expect(page).toHaveURL(/\/auth\/sign-in1$/);
  });

  test('refuses the unverified doctor with the alert and signs them out', async ({ page }) => {
    await page.goto('/auth/sign-in1');
    await page.getByLabel('Email').fill(DEMO_ACCOUNTS.newDoctor.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toHaveText(/Your account is not verified yet\. Please contact Texavie to verify your status\./, FIRST_READ);
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/auth\/sign-in1$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/sign-in1$/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  test('refuses an account without any record or admin claim, and keeps it out of the admin area', async ({ page }) => {
    const email = uniqueEmail('no-role');
    const { uid } = await admin().auth.createUser({ email, password: DEMO_PASSWORD });
    try {
      await page.goto('/auth/sign-in1');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText('This account has no access to the app. Please contact Texavie.', FIRST_READ);
      await expect(page).toHaveURL(/\/auth\/sign-in1$/);
      expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
      await page.goto('/admin');
      await expect(page).toHaveURL(/\/auth\/sign-in1$/);
    } finally {
      await admin().auth.deleteUser(uid);
    }
  });

  test('sends a visitor holding an access token from sign-in to their home', async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.patient.email, DEMO_PASSWORD);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBe(DEMO_ACCOUNTS.patient.uid);
    await page.goto('/auth/sign-in1');
    await expect(page).toHaveURL(/\/patient-home$/);
  });

  test("keeps the session after the tab is closed only with 'Remember Me'", async ({ context }) => {
    const first = await context.newPage();
    await first.goto('/auth/sign-in1');
    await first.getByLabel('Email').fill(DEMO_ACCOUNTS.customer.email);
    await first.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await first.getByRole('checkbox', { name: 'Remember Me' }).check();
    await first.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(first).toHaveURL(/\/customer\/preorders$/, FIRST_READ);
    // The landing page is shown only once the role is known, i.e. the sign-in has been kept.
    await expect(first.getByRole('navigation', { name: 'Main menu' }).first()).toBeVisible();
    await first.close();
    const second = await context.newPage();
    await second.goto('/customer/preorders');
    await expect(second).toHaveURL(/\/customer\/preorders$/);
    await expect(second.getByRole('navigation', { name: 'Main menu' }).first()).toBeVisible();
  });

  test('forgets a session without Remember Me when the tab is closed', async ({ context }) => {
    const first = await context.newPage();
    await signIn(first, DEMO_ACCOUNTS.customer.email, DEMO_PASSWORD);
    await first.close();
    const second = await context.newPage();
    await second.goto('/customer/preorders');
    await expect(second).toHaveURL(/\/auth\/sign-in1$/);
  });

  test('signs out to the sign-in page and clears the access token', async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.doctor.email, DEMO_PASSWORD);
    await signOut(page);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/sign-in1$/);
  });

  test('can be used with the keyboard alone, with the focus always visible', async ({ page }) => {
    await page.goto('/auth/sign-in1');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    const order = [
      page.getByLabel('Email'),
      page.getByLabel('Password', { exact: true }),
      page.getByRole('checkbox', { name: 'Remember Me' }),
      page.getByRole('link', { name: 'Forgot password?' }),
      page.getByRole('button', { name: 'Sign in', exact: true }),
    ];
    await page.getByLabel('Email').focus();
    for (const [index, control] of order.entries()) {
      if (index > 0) await page.keyboard.press('Tab');
      await expect(control).toBeFocused();
      expect(await focusIsVisible(page)).toBe(true);
    }
    await page.getByLabel('Email').fill(DEMO_ACCOUNTS.customer.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/customer\/preorders$/, FIRST_READ);
  });

  test('renders the night variant of sign-in and sign-up', async ({ page }) => {
    await page.goto('/dark/auth/sign-in1');
    await expect(page.locator('.app-auth')).toHaveAttribute('data-bs-theme', 'dark');
    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/dark\/auth\/sign-up1$/);
    // The sign-up page has replaced the sign-in page (both have a Google button) before its colours are read.
    await expect(page.getByRole('checkbox', { name: 'Sign up as a doctor' })).toBeVisible();
    await expect(page.locator('.app-auth')).toHaveAttribute('data-bs-theme', 'dark');
    // Readable on the night background (WCAG AA: 4.5:1), dialogs included.
    expect(await contrastOf(page.getByRole('button', { name: 'Google' }))).toBeGreaterThanOrEqual(4.5);
    await page.getByRole('button', { name: 'Phone number' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter Phone Number' });
    expect(await contrastOf(dialog.getByText('Phone number', { exact: true }))).toBeGreaterThanOrEqual(4.5);
    expect(await dialog.locator('.modal-content').evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(33, 37, 41)');
  });
});

test.describe('password reset', () => {
  test('sends the reset email and returns to sign-in', async ({ page }) => {
    await page.goto('/auth/sign-in1');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/auth\/password-reset1$/);
    // The sign-in page, shown until the reset page replaces it, has an Email field too.
    await expect(page.getByRole('button', { name: 'Reset password' })).toBeVisible();
    await page.getByLabel('Email').fill('nope');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await page.getByLabel('Email').fill(DEMO_ACCOUNTS.customer.email);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page).toHaveURL(/\/auth\/sign-in1$/);
    await expect(page.getByText('If an account exists for this email, a link to reset the password has been sent.')).toBeVisible();
  });
});
