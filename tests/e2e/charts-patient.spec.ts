import { expect, test } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PATIENT_DEVICES } from '../../scripts/seed/accounts';
import { chart, chooseSession, offeredSessionIds, openCharts, storedSessions } from './charts-helpers';

const LIAM = DEMO_ACCOUNTS.patient.uid;

test('a patient sees his own sessions and charts, without picker, delete or editing', async ({ page }) => {
  const stored = await storedSessions(LIAM);
  await openCharts(page, DEMO_ACCOUNTS.patient.email);
  await expect(page.getByLabel('Search by name')).toHaveCount(0);
  await expect(page.getByText('Select a patient to view sessions and charts.')).toHaveCount(0);
  await expect.poll(async () => (await offeredSessionIds(page)).sort()).toEqual(stored.map((s) => s.docId).sort());

  const knee = stored.find((s) => s.devices.includes(DEMO_PATIENT_DEVICES.kneeBrace.id))!;
  await chooseSession(page, knee.docId);
  await expect(chart(page, 'Angle')).toBeVisible();

  const glove = stored.find((s) => s.devices.includes(DEMO_PATIENT_DEVICES.gloveLeft.id) && s.tags.length > 0)!;
  await chooseSession(page, glove.docId);
  await expect(chart(page, 'AngleX')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export .xlsx' })).toBeVisible();
  for (const tag of glove.tags) await expect(page.getByRole('list', { name: 'Session tags' }).getByText(tag, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Read mode' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Revert all edits' })).toHaveCount(0);
  await expect(page.getByLabel('Add tag')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remove tag/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Postsession' }).click();
  const postsession = page.getByRole('tabpanel', { name: 'Postsession' });
  await expect(postsession.getByLabel('Device')).toHaveText(/Glove\s*Knee sleeve\s*Pants/);
  await expect(page.getByText('Reptitions', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Reptitions' })).toBeVisible();
  // The time ranges are toggle buttons: their labels take the click.
  await postsession.getByText('Last year', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Last year' })).toBeChecked();
  await page.getByLabel('Device').selectOption({ label: 'Knee sleeve' });
  await expect(page.getByRole('img', { name: 'Left' })).toBeVisible();

  await page.getByRole('tab', { name: 'Session Comparison' }).click();
  await expect(page.getByLabel('Device type')).toBeVisible();
});
