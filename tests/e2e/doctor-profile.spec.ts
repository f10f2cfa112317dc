import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, UNREGISTERED_DEVICE_IDS } from '../../scripts/seed/accounts';
import { admin, signIn } from './support';

/** A 4x4 PNG of four coloured squares: any picture is cropped to the 150x150 avatar. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAHklEQVR4nGO4o6EBRBoLbICIAYWjEXAHiH6BAQoHACFSGclcfWYUAAAAAElFTkSuQmCC',
  'base64',
);

test.beforeEach(async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.doctor.email, DEMO_PASSWORD);
});

test.describe('avatar', () => {
  test.afterAll(async () => {
    await admin().db.doc(`doctors/${DEMO_ACCOUNTS.doctor.uid}`).update({ profilePic: '' });
  });

  test('uploads a cropped 150x150 picture and still shows it after a reload', async ({ page }) => {
    await page.goto('/editprofile');
    const main = page.getByRole('main');
    await main.getByLabel('Profile picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    const crop = page.getByRole('dialog', { name: 'Crop picture' });
    await crop.getByRole('button', { name: 'Crop' }).click();
    await expect(crop).toBeHidden();
    await main.getByRole('button', { name: 'Update' }).click();
    await expect(main.getByText('Your personal information has been successfully updated.')).toBeVisible({ timeout: 20_000 });

    await page.reload();
    const picture = main.getByRole('img', { name: 'Picture of Daniel Reyes' });
    await expect(picture).toHaveAttribute('src', /doctorAvatars%2Fdemo-doctor/);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth, img.naturalHeight])).toEqual([true, 150, 150]);

    await page.goto('/profile');
    await expect(main.getByRole('img', { name: 'Picture of Daniel Reyes' })).toHaveAttribute('src', /doctorAvatars%2Fdemo-doctor/);
  });
});

test('registers a device with every error message on the way, and removes it', async ({ page }) => {
  const newDevice = UNREGISTERED_DEVICE_IDS[0];
  await page.goto('/profile');
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
  await page.reload();
  await expect(main.getByRole('list', { name: 'Registered Devices' }).getByText('GLV-1001')).toBeVisible();
  await expect(main.getByText(newDevice)).toHaveCount(0);
});
