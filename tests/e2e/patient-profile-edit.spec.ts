import { expect, test, type Page } from './fixtures';
import { DEMO_ACCOUNTS } from '../../scripts/seed/accounts';
import { PROJECT_ID, admin, changePasswordAndSignOut, signIn, signOut, uniqueEmail, uploadAvatar } from './support';

const PASSWORD = 'Start1234!';

interface Patient {
  uid: string;
  email: string;
}

/**
 * An authorised patient of this test alone (the tests change names,
 * pictures, passwords and e-mail addresses), signed in on the edit page.
 */
async function signedInPatient(page: Page): Promise<Patient> {
  const { auth, db } = admin();
  const email = uniqueEmail('profile-edit');
  const { uid } = await auth.createUser({ email, password: PASSWORD, displayName: 'Nora Quinn', emailVerified: true });
  await db.doc(`users/${uid}`).set({ firstName: 'Nora', lastName: 'Quinn', email, isAuthorized: true, devices: {}, sessions: [] });
  await signIn(page, email, PASSWORD);
  await page.goto('/patient/profile/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
  return { uid, email };
}

/** The link the Auth emulator "e-mailed" to confirm a new address; waits until there is one. */
async function emailChangeLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
      const { oobCodes = [] } = (await response.json()) as { oobCodes?: { email: string; requestType: string; oobLink: string }[] };
      link = oobCodes.filter((code) => code.email === email && code.requestType === 'VERIFY_AND_CHANGE_EMAIL').at(-1)?.oobLink;
      return link;
    })
    .toBeTruthy();
  return link!;
}

test('the profile page and the profile menu lead to Edit Profile', async ({ page }) => {
  await signedInPatient(page);
  await page.goto('/patient/profile');
  await page.getByRole('main').getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/patient\/profile\/edit$/);

  await page.goto('/patient/profile');
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/patient\/profile\/edit$/);
  await expect(page.getByRole('tab', { name: 'Personal Information' })).toHaveAttribute('aria-selected', 'true');
});

test('changes first and last name; blank names keep the old ones', async ({ page }) => {
  const { uid } = await signedInPatient(page);
  const main = page.getByRole('main');
  await main.getByLabel('First Name').fill('Nadia');
  await main.getByLabel('Last Name').fill('Quill-Ross');
  await main.getByRole('button', { name: 'Update' }).click();
  await expect(main.getByText('Your personal information has been successfully updated.')).toBeVisible();
  // The top bar shows the new display name at once.
  await expect(page.getByRole('button', { name: 'Profile menu' })).toContainText('Nadia Quill-Ross');

  // A fresh page load: what the profile shows comes from the server.
  await page.goto('/patient/profile');
  await expect(main.getByRole('heading', { level: 1, name: 'Nadia Quill-Ross' })).toBeVisible();
  expect((await admin().auth.getUser(uid)).displayName).toBe('Nadia Quill-Ross');

  await page.goto('/patient/profile/edit');
  await main.getByLabel('First Name').fill('');
  await main.getByLabel('Last Name').fill(' ');
  await main.getByRole('button', { name: 'Update' }).click();
  await expect(main.getByText('Your personal information has been successfully updated.')).toBeVisible();
  await expect(main.getByLabel('First Name')).toHaveValue('Nadia');
  // A fresh page load: what the profile shows comes from the server.
  await page.goto('/patient/profile');
  await expect(main.getByRole('heading', { level: 1, name: 'Nadia Quill-Ross' })).toBeVisible();
  expect((await admin().db.doc(`users/${uid}`).get()).data()).toMatchObject({ firstName: 'Nadia', lastName: 'Quill-Ross' });
});

test('uploads a cropped 150x150 picture and still shows it after a reload', async ({ page }) => {
  const { uid } = await signedInPatient(page);
  await uploadAvatar(page, { uid, name: 'Nora Quinn', profilePage: '/patient/profile' });
  expect((await admin().auth.getUser(uid)).photoURL).toMatch(new RegExp(`doctorAvatars%2F${uid}`));
});

test("checks the new password, changes it, signs out after 5 seconds and signs in with it", async ({ page }) => {
  const { email } = await signedInPatient(page);
  await changePasswordAndSignOut(page, 'Changed5678!');

  await signIn(page, email, 'Changed5678!');
  await page.goto('/patient/profile');
  await expect(page.getByRole('main').getByText(email)).toBeVisible();
});

test("changes the e-mail: 'Updated Successfully.', and the new address once its link is opened", async ({ page }) => {
  const { uid, email } = await signedInPatient(page);
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'Contact Information' }).click();
  const field = main.getByLabel('Email');
  await expect(field).toHaveValue(email);

  await field.fill(DEMO_ACCOUNTS.patient.email);
  await main.getByRole('button', { name: 'Update' }).click();
  await expect(main.getByRole('alert')).toHaveText('This email address is already used by another account.');

  await field.fill('');
  await main.getByRole('button', { name: 'Update' }).click();
  await expect(main.getByText('Updated Successfully.')).toBeVisible();
  await expect(field).toHaveValue(email);

  const newEmail = uniqueEmail('profile-edit-new');
  await field.fill(newEmail);
  await main.getByRole('button', { name: 'Update' }).click();
  await expect(main.getByText('Updated Successfully.')).toBeVisible();
  await expect(main.getByText(`We sent a confirmation link to ${newEmail}. Your email address changes when you open it.`)).toBeVisible();

  // Opening the e-mailed link changes the address; the patient then signs in with it.
  const confirmed = await fetch(await emailChangeLink(email));
  expect(confirmed.ok).toBe(true);
  expect((await admin().auth.getUser(uid)).email).toBe(newEmail);
  await signOut(page);
  await signIn(page, newEmail, PASSWORD);
  await page.goto('/patient/profile');
  await expect(page.getByRole('main').getByText(newEmail)).toBeVisible();
  await expect.poll(async () => (await admin().db.doc(`users/${uid}`).get()).data()?.email).toBe(newEmail);
});
