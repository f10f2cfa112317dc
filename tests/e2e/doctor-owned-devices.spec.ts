import { expect, test } from './fixtures';
import { DEMO_PASSWORD } from '../../scripts/seed/accounts';
import { admin, signIn, uniqueEmail } from './support';

/** A patient of this test's own, owning a glove and a knee sleeve nobody else uses. */
const email = uniqueEmail('device-owner');
const suffix = String(Date.now()).slice(-6);
const GLOVE = `GLV-E2E-${suffix}`;
const KNEE = `KB2-E2E-${suffix}`;
let uid = '';

test.beforeAll(async () => {
  const { auth, db } = admin();
  uid = (await auth.createUser({ email, password: DEMO_PASSWORD, emailVerified: true })).uid;
  await db.doc(`devices/${GLOVE}`).set({ id: GLOVE, deviceType: 'Glove', side: 'Left', userId: uid });
  await db.doc(`devices/${KNEE}`).set({ id: KNEE, deviceType: 'Knee Brace 2', side: 'Right', userId: uid });
  await db.doc(`users/${uid}`).set({
    firstName: 'Omar',
    lastName: 'Said',
    email,
    profilePic: '',
    isAuthorized: true,
    devices: { [GLOVE]: 'Left', [KNEE]: 'Right' },
    sessions: [],
    exerciseCount: 0,
    purchasedSessions: 0,
  });
});

test.afterAll(async () => {
  const { auth, db } = admin();
  await Promise.all([db.doc(`users/${uid}`).delete(), db.doc(`devices/${GLOVE}`).delete(), db.doc(`devices/${KNEE}`).delete()]);
  await auth.deleteUser(uid);
});

test("a patient sees the 'Owned devices' table and removes devices from it", async ({ page }) => {
  await signIn(page, email, DEMO_PASSWORD);
  await page.goto('/shopDevices');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Owned devices' })).toBeVisible();
  const table = main.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Device Type', 'Id', 'Side', 'Actions']);
  await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText(['Glove', GLOVE, 'Left', '']);
  await expect(table.getByRole('row').nth(2).getByRole('cell')).toHaveText(['Knee Sleeve', KNEE, 'Right', '']);

  await table.getByRole('button', { name: `Remove device ${GLOVE}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove Device' });
  await expect(confirm).toContainText(`This will remove device '${GLOVE}'`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(table.getByText(GLOVE)).toBeVisible();

  for (const id of [GLOVE, KNEE]) {
    await table.getByRole('button', { name: `Remove device ${id}` }).click();
    await confirm.getByRole('button', { name: 'OK' }).click();
    await expect(table.getByText(id)).toHaveCount(0);
  }
  await expect(table.getByText('No devices.')).toBeVisible();
  await expect.poll(async () => (await admin().db.doc(`users/${uid}`).get()).get('devices')).toEqual({});
});
