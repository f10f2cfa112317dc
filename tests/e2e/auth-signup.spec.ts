import { expect, test, type Page } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../scripts/seed/accounts';
import { admin, smsCodeFor, uniqueEmail, uniquePhoneDigits } from './support';
import { EFFECT_TIMEOUT_MS } from '../effects';

interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  asDoctor: boolean;
}

async function fillSignUpForm(page: Page, account: NewAccount) {
  await page.goto('/auth/sign-up1');
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  if (account.asDoctor) await page.getByRole('checkbox', { name: 'Sign up as a doctor' }).check();
  await page.getByRole('checkbox', { name: /I agree with the terms of use/ }).check();
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
}

/** The whole flow: form, phone number, texted code, 'Email Verification Needed', back to sign-in. */
async function signUp(page: Page, account: NewAccount) {
  const digits = uniquePhoneDigits();
  await fillSignUpForm(page, account);
  const phoneDialog = page.getByRole('dialog', { name: 'Enter Phone Number' });
  await phoneDialog.getByLabel('Phone number').fill(digits);
  await phoneDialog.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(page.getByText('Code sent')).toBeVisible();
  const code = await smsCodeFor(`+1${digits}`);
  const codeDialog = page.getByRole('dialog', { name: 'Validate Phone Number' });
  await codeDialog.getByLabel('Verification code').fill(code);
  await codeDialog.getByRole('button', { name: 'Validate' }).click();
  const verification = page.getByRole('alertdialog', { name: 'Email Verification Needed' });
  // Creating the account writes the first record of the run: the Firestore emulator may still be warming up its rules.
  await expect(verification).toBeVisible({ timeout: EFFECT_TIMEOUT_MS });
  await verification.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in1$/);
  return `+1${digits}`;
}

function newAccount(asDoctor: boolean): NewAccount {
  return { firstName: 'Robin', lastName: asDoctor ? 'Doctorson' : 'Patientson', email: uniqueEmail(asDoctor ? 'doctor' : 'patient'), password: 'Signup123!', asDoctor };
}

test.describe('sign-up', () => {
  test('creates a patient account with a verified phone and a users record', async ({ page }) => {
    const account = newAccount(false);
    const phone = await signUp(page, account);

    const { auth, db } = admin();
    const user = await auth.getUserByEmail(account.email);
    expect(user.displayName).toBe('Robin Patientson');
    expect(user.phoneNumber).toBe(phone);
    const record = await db.doc(`users/${user.uid}`).get();
    expect(record.data()).toEqual({
      firstName: 'Robin',
      lastName: 'Patientson',
      email: account.email,
      isAuthorized: false,
      devices: {},
      sessions: [],
    });
    expect((await db.doc(`doctors/${user.uid}`).get()).exists).toBe(false);

    // The new account is an unauthorised patient: it lands on the pre-orders.
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/customer\/preorders$/);
  });

  test('creates an unverified doctor with a doctors record', async ({ page }) => {
    const account = newAccount(true);
    const phone = await signUp(page, account);

    const { auth, db } = admin();
    const user = await auth.getUserByEmail(account.email);
    const record = await db.doc(`doctors/${user.uid}`).get();
    expect(record.data()).toMatchObject({
      firstName: 'Robin',
      lastName: 'Doctorson',
      email: account.email,
      phoneNumber: phone,
      patients: [],
      devices: [],
      isVerified: false,
    });
    expect((await db.doc(`users/${user.uid}`).get()).exists).toBe(false);

    // Not verified yet: the sign-in is refused.
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alertdialog')).toHaveText(/Your account is not verified yet/);
  });

  test("says 'You already have an account.' for a known email", async ({ page }) => {
    await fillSignUpForm(page, { ...newAccount(false), email: DEMO_ACCOUNTS.patient.email, password: DEMO_PASSWORD });
    await expect(page.getByRole('alert')).toHaveText('You already have an account.');
    await expect(page.getByRole('dialog', { name: 'Enter Phone Number' })).toBeHidden();
  });

  test('validates the form', async ({ page }) => {
    await page.goto('/auth/sign-up1');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('different');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Last name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByText('Passwords must match')).toBeVisible();
    await expect(page.getByText('You must accept the terms of use')).toBeVisible();
  });

  test('keeps the click on Sign up when leaving a field brings up its message', async ({ page }) => {
    // On a phone the fields stand in one column: the message of the field just left pushes the button down.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/auth/sign-up1');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  });

  test('links the terms checkbox to the terms page', async ({ page }) => {
    await page.goto('/auth/sign-up1');
    await expect(page.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', '/pages/terms');
  });

  test('leaves nothing behind when the phone is already in use', async ({ page }) => {
    const account = newAccount(false);
    const { phoneNumber } = await admin().auth.getUser(DEMO_ACCOUNTS.patient.uid);
    await fillSignUpForm(page, account);
    const phoneDialog = page.getByRole('dialog', { name: 'Enter Phone Number' });
    await phoneDialog.getByLabel('Phone number').fill(phoneNumber!.slice(2));
    await phoneDialog.getByRole('button', { name: 'Send Verification Code' }).click();
    // Only once the code is sent is the latest code of this number the new one (earlier tests may have texted it too).
    await expect(page.getByText('Code sent')).toBeVisible();
    const code = await smsCodeFor(phoneNumber!);
    const codeDialog = page.getByRole('dialog', { name: 'Validate Phone Number' });
    await codeDialog.getByLabel('Verification code').fill(code);
    await codeDialog.getByRole('button', { name: 'Validate' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error: Refresh the page and try again. Your account was not created.' })).toBeVisible({
      timeout: EFFECT_TIMEOUT_MS,
    });
    // The provider's error is shown in a toast.
    await expect(page.locator('.toast').filter({ hasText: 'auth/' })).toBeVisible();
    await expect(admin().auth.getUserByEmail(account.email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await admin().db.collection('users').where('email', '==', account.email).get()).empty).toBe(true);
  });
});
