import { expect, test } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../scripts/seed/accounts';
import { admin, openSignedIn } from './support';

const appVersion = `e2e-${Date.now()}`;

test.afterAll(async () => {
  const { db } = admin();
  const reports = await db.collection('feedbackReports').where('appVersion', '==', appVersion).get();
  await Promise.all(reports.docs.map((report) => report.ref.delete()));
});

test('a patient answers the feedback form and is thanked', async ({ page }) => {
  await openSignedIn(page, DEMO_ACCOUNTS.patient.email, DEMO_PASSWORD, '/feedback');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Provide Feedback' })).toBeVisible();

  await main.getByLabel('Which device do you use the app on?').selectOption('iPhone');
  await main.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(main.getByText('Please enter the iOS version')).toBeVisible();

  await main.getByLabel('iOS version').fill('18.1');
  await main.getByLabel('App version').fill(appVersion);
  await main.getByLabel('Build version').fill('118');
  for (const select of await main.locator('select').all()) {
    if ((await select.inputValue()) === '') await select.selectOption('8');
  }
  for (const question of await main.locator('fieldset').all()) await question.getByLabel('No').check();
  await main.getByLabel('Which features did you like?').fill('The charts.');
  await main.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(main.getByText('Thank You for Your Feedback!')).toBeVisible();
  await expect(main.getByLabel('App version')).toHaveValue('');

  const { db } = admin();
  const stored = await db.collection('feedbackReports').where('appVersion', '==', appVersion).get();
  expect(stored.size).toBe(1);
  expect(stored.docs[0].data()).toMatchObject({
    uid: DEMO_ACCOUNTS.patient.uid,
    device: 'iPhone',
    iOSVersion: '18.1',
    userExperienceRating: 8,
    fileUploadIssues: 'No',
    likedFeatures: 'The charts.',
    screenshots: [],
  });
});
