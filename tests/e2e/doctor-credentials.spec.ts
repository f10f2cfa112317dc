import { expect, test, type Page } from './fixtures';
import { DEMO_ACCOUNTS } from '../../scripts/seed/accounts';
import { SIGNED_OUT_NOTICE, admin, changePasswordAndSignOut, createVerifiedDoctor, saveAndExpectSignOut, signIn, uniqueEmail, uniquePhoneDigits } from './support';
import { EFFECT_TIMEOUT_MS } from '../effects';

const PASSWORD = 'Start1234!';
/** Saving calls updateAuthDoctor: the first call may wait for the functions emulator to start. */
const FIRST_CALL = { timeout: EFFECT_TIMEOUT_MS };

// Each test signs a new doctor in, waits for functions and, for credentials, for the 5-second sign-out.
test.describe.configure({ timeout: 240_000 });

interface Doctor {
  uid: string;
  email: string;
  phoneNumber: string;
}

/**
 * A verified doctor of this test alone (the tests change names, passwords
 * and contact details), signed in on the edit page.
 */
async function signedInDoctor(page: Page): Promise<Doctor> {
  const email = uniqueEmail('doctor-credentials');
  const phoneNumber = `+1${uniquePhoneDigits()}`;
  const uid = await createVerifiedDoctor({ email, password: PASSWORD, firstName: 'Maya', lastName: 'Lind', phoneNumber, position: 'Physiotherapist', gender: 'Female' });
  await signIn(page, email, PASSWORD);
  await page.goto('/editprofile');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
  return { uid, email, phoneNumber };
}

test('personal information: blank names keep the old ones, blank specialities are dropped', async ({ page }) => {
  const { uid } = await signedInDoctor(page);
  const main = page.getByRole('main');
  await main.getByLabel('First Name').fill('');
  await main.getByLabel('Last Name').fill('Lind-Berg');
  await main.getByLabel('Title').fill('Hand therapy');
  await main.getByLabel('Short description').fill('Tendon repair');
  await main.getByRole('button', { name: 'Add another' }).click();
  await expect(main.getByLabel('Title')).toHaveCount(2);
  await main.getByLabel('Short description').nth(1).fill('A row without a title');
  await main.getByLabel('Address').fill('12 Main St, Vancouver');
  await main.getByRole('button', { name: 'Update' }).click();
  await expect(main.getByText('Your personal information has been successfully updated.')).toBeVisible(FIRST_CALL);

  expect((await admin().db.doc(`doctors/${uid}`).get()).data()).toMatchObject({
    firstName: 'Maya',
    lastName: 'Lind-Berg',
    address: '12 Main St, Vancouver',
    specialities: [{ title: 'Hand therapy', description: 'Tendon repair' }],
  });
  await expect.poll(async () => (await admin().auth.getUser(uid)).displayName).toBe('Maya Lind-Berg');

  await page.goto('/profile');
  await expect(main.getByRole('heading', { level: 1, name: 'Maya Lind-Berg' })).toBeVisible();
  await expect(main.getByText('Tendon repair')).toBeVisible();
  await main.getByRole('button', { name: 'Remove Hand therapy' }).click();
  await expect(main.getByText('No specialities added.')).toBeVisible();
});

test("Change Password: 'This field is Required.', \"Passwords don't match.\", then sign-out and sign-in with the new one", async ({ page }) => {
  const { email } = await signedInDoctor(page);
  await changePasswordAndSignOut(page, 'Changed5678!');

  await signIn(page, email, 'Changed5678!');
  await expect(page).toHaveURL(/\/$/);
});

test('Contact Information: the phone gets +1, a blank e-mail keeps the current one, then sign-out', async ({ page }) => {
  const { uid, email, phoneNumber } = await signedInDoctor(page);
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'Contact Information' }).click();
  await expect(main.getByLabel('Email')).toHaveValue(email);
  await expect(main.getByLabel('Phone Number')).toHaveValue(phoneNumber.slice(2));

  await main.getByLabel('Phone Number').fill('555-01');
  await main.getByRole('button', { name: 'Update' }).click();
  await expect(main.getByText('Please enter a valid phone number')).toBeVisible();

  // Another account's address: the function's message is shown, nothing changes.
  await main.getByLabel('Email').fill(DEMO_ACCOUNTS.patient.email);
  await main.getByLabel('Phone Number').fill('');
  await main.getByRole('button', { name: 'Update' }).click();
  await expect(main.getByRole('alert')).toHaveText('Another account already uses this e-mail address.', FIRST_CALL);
  await expect(main.getByText(SIGNED_OUT_NOTICE)).toHaveCount(0);

  const digits = uniquePhoneDigits();
  await main.getByLabel('Email').fill('');
  await main.getByLabel('Phone Number').fill(`(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`);
  await saveAndExpectSignOut(page, () => main.getByRole('button', { name: 'Update' }).click());

  const account = await admin().auth.getUser(uid);
  expect([account.email, account.phoneNumber]).toEqual([email, `+1${digits}`]);
  expect((await admin().db.doc(`doctors/${uid}`).get()).data()).toMatchObject({ email, phoneNumber: `+1${digits}` });
});
