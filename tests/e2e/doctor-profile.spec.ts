import { FieldValue } from 'firebase-admin/firestore';
import { expect, test } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, UNREGISTERED_DEVICE_IDS } from '../../scripts/seed/accounts';
import { admin, openSignedIn, uploadAvatar } from './support';

test.describe('avatar', () => {
  test.afterAll(async () => {
    await admin().db.doc(`doctors/${DEMO_ACCOUNTS.doctor.uid}`).update({ profilePic: '' });
  });

  test('uploads a cropped 150x150 picture and still shows it after a reload', async ({ page }) => {
    await openSignedIn(page, DEMO_ACCOUNTS.doctor.email, DEMO_PASSWORD, '/editprofile');
    const { uid, firstName, lastName } = DEMO_ACCOUNTS.doctor;
    await uploadAvatar(page, { uid, name: `${firstName} ${lastName}`, profilePage: '/profile' });
  });
});

test('registers a device with every error message on the way, and removes it', async ({ page }) => {
  const newDevice = UNREGISTERED_DEVICE_IDS[0];
  // A retry starts from the seeded state: the device unregistered and the hourly lookups unused.
  const { db } = admin();
  await db.doc(`doctors/${DEMO_ACCOUNTS.doctor.uid}`).update({ devices: FieldValue.arrayRemove(newDevice) });
  await db.doc(`deviceLookups/${DEMO_ACCOUNTS.doctor.uid}`).delete();
  await openSignedIn(page, DEMO_ACCOUNTS.doctor.email, DEMO_PASSWORD, '/profile');
  const main = page.getByRole('main');
  const devices = main.getByRole('list', { name: 'Registered Devices' });
  await expect(devices.getByText('GLV-1001')).toBeVisible();

  await main.getByRole('button', { name: 'Register Device' }).click();
  const modal = page.getByRole('dialog', { name: 'Register Device' });
  const register = async (id: string) => {
    await modal.getByLabel('Device ID').fill(id);
    await modal.getByRole('button', { name: 'Register' }).click();
  };
  await register('');
  await expect(modal.getByText('No deivce ID.')).toBeVisible();
  await register('GLV-1001');
  await expect(modal.getByText('This device has been registered.')).toBeVisible();
  await register('NO-SUCH-DEVICE');
  await expect(modal.getByText('This device ID does not exist.')).toBeVisible();
  await register(newDevice);
  await expect(modal).toBeHidden();
  await expect(devices.getByText(newDevice)).toBeVisible();

  // The modal opens empty again.
  await main.getByRole('button', { name: 'Register Device' }).click();
  await expect(modal.getByLabel('Device ID')).toHaveValue('');
  await modal.getByRole('button', { name: 'Cancel' }).click();

  await devices.getByRole('button', { name: `Remove device ${newDevice}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove Device' });
  await expect(confirm).toContainText(`This will remove device '${newDevice}'`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(devices.getByText(newDevice)).toBeVisible();

  await devices.getByRole('button', { name: `Remove device ${newDevice}` }).click();
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(devices.getByText(newDevice)).toHaveCount(0);
  // The row goes at once (latency compensation); Remove is enabled again when the server has the write.
  await expect(devices.getByRole('button', { name: 'Remove device GLV-1001' })).toBeEnabled();
  await page.reload();
  await expect(main.getByRole('list', { name: 'Registered Devices' }).getByText('GLV-1001')).toBeVisible();
  await expect(main.getByText(newDevice)).toHaveCount(0);
});
