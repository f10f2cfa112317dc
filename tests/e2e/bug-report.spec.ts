import { expect, test } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../scripts/seed/accounts';
import { admin, openSignedIn } from './support';

const summary = `E2E bug ${Date.now()}`;
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test.afterAll(async () => {
  const { db } = admin();
  const reports = await db.collection('bugReports').where('summary', '==', summary).get();
  await Promise.all(reports.docs.map((report) => report.ref.delete()));
});

test('a customer reports a bug with a screenshot from the Help menu', async ({ page }) => {
  await openSignedIn(page, DEMO_ACCOUNTS.customer.email, DEMO_PASSWORD);
  await page.getByRole('link', { name: 'Report a Bug' }).first().click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Report a Bug' })).toBeVisible();
  await expect(main.getByLabel('Email')).toHaveValue(DEMO_ACCOUNTS.customer.email);

  await main.getByRole('button', { name: 'Submit' }).click();
  await expect(main.getByText('Please select an application type')).toBeVisible();
  await expect(main.getByText('Please enter a summary')).toBeVisible();
  await expect(main.getByText('Please enter your message')).toBeVisible();

  const attachments = main.getByLabel('Attachments', { exact: true });
  await attachments.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(main.getByText('File size exceeds 5MB')).toBeVisible();
  await attachments.setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG_BYTES });
  await expect(main.getByRole('list', { name: 'Attachments' }).getByText('screen.png')).toBeVisible();

  await main.getByLabel('Web app').check();
  await main.getByLabel('Summary').fill(summary);
  await main.getByLabel('Message').fill('The chart stays empty after choosing a session.');
  await main.getByRole('button', { name: 'Submit' }).click();
  await expect(main.getByText('Bug Report Submitted Successfully')).toBeVisible();
  await expect(main.getByLabel('Summary')).toHaveValue('');

  const { db } = admin();
  const stored = await db.collection('bugReports').where('summary', '==', summary).get();
  expect(stored.size).toBe(1);
  const report = stored.docs[0].data();
  expect(report).toMatchObject({ uid: DEMO_ACCOUNTS.customer.uid, appType: 'web', status: 'To Do', boardId: null, priority: 0 });
  expect(report.screenshots).toHaveLength(1);
  expect(report.screenshots[0]).toContain(`bugReports%2F${DEMO_ACCOUNTS.customer.uid}%2F`);
});
