import { expect, test } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, OTHER_PATIENTS } from '../../scripts/seed/accounts';
import { openSignedIn } from './support';
import { EFFECT_TIMEOUT_MS } from '../effects';

const byUid = (uid: string) => OTHER_PATIENTS.find((p) => p.uid === uid)!;
const yuki = byUid('demo-patient-yuki');
const ethan = byUid('demo-patient-ethan');
const william = byUid('demo-patient-william');

/** The first call of the patient-list function may wait for the functions emulator to start. */
const FIRST_LIST = { timeout: EFFECT_TIMEOUT_MS };

test.beforeEach(async ({ page }) => {
  await openSignedIn(page, DEMO_ACCOUNTS.doctor.email, DEMO_PASSWORD);
});

test('the dashboard lists the patients sharing a device: sorted, searchable, paged, opening a patient', async ({ page }) => {
  const main = page.getByRole('main');
  await expect(main.getByText('Medical Rating')).toBeVisible();
  await expect(main.getByText('3.9')).toBeVisible();
  await expect(main.getByRole('button', { name: 'My Profile' })).toHaveAttribute('href', '/profile');

  const table = main.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(6, FIRST_LIST);
  await expect(table.getByRole('columnheader')).toHaveText(['Patient Name', 'Email', 'Phone Number']);
  // Sorted by name; Ethan (no last name) and William (no shared device) are not listed.
  await expect(table.getByRole('row').nth(1)).toContainText('Amara Okonkwo');
  const perPage = main.getByLabel('Per page');
  await expect(perPage).toHaveValue('5');
  await expect(perPage.getByRole('option')).toHaveText(['3', '5', '10', 'All']);

  // 15 patients (9, and the 6 of the RTM demo), 3 a page: 5 pages, in a window of 4 page links.
  await perPage.selectOption('3');
  await expect(table.getByRole('row')).toHaveCount(4);
  const pages = main.getByRole('navigation', { name: 'Patient list pages' });
  await expect(pages.getByRole('listitem')).toHaveText(['Previous page', '1', '2', '3', '4', 'Next page']);
  await pages.getByRole('button', { name: '3' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('Lena Fischer');
  await main.getByLabel('Per page').selectOption('All');
  await expect(table.getByRole('row')).toHaveCount(16);
  await expect(table).not.toContainText(ethan.email);
  await expect(table).not.toContainText(william.email);

  await main.getByLabel('Search').fill('TANAKA');
  await expect(table.getByRole('row')).toHaveCount(2);
  await main.getByLabel('Search').fill('nobody-here');
  await expect(main.getByText('No Patients')).toBeVisible();

  await main.getByLabel('Search').fill(yuki.email);
  await table.getByRole('cell', { name: yuki.email }).click();
  await expect(page).toHaveURL(/\/patients\/demo-patient-yuki$/);
  await expect(main.getByRole('heading', { name: 'Yuki Tanaka' })).toBeVisible();
});

test('the card grid shows the patients by last name and opens a profile', async ({ page }) => {
  await page.goto('/patients');
  const main = page.getByRole('main');
  const cards = main.getByRole('heading', { level: 2 });
  await expect(cards).toHaveCount(15, FIRST_LIST);
  await expect(cards.first()).toHaveText('Mateo Alvarez');
  await expect(main.getByLabel('Per page')).toHaveValue('16');

  await main.getByLabel('Search').fill('grace');
  await expect(cards).toHaveText(["Grace O'Brien"]);
  await main.getByRole('button', { name: 'View Profile' }).click();
  await expect(page).toHaveURL(/\/patients\/demo-patient-grace$/);
});

test('finds a patient by e-mail, adds them to My Patients and removes them again', async ({ page }) => {
  await page.goto('/patients/add');
  const main = page.getByRole('main');
  const search = async (email: string) => {
    await main.getByLabel('Patient email').fill(email);
    await main.getByRole('button', { name: 'Search', exact: true }).click();
  };

  // Someone without a last name, or without a device shared with the doctor, is not found.
  for (const email of [ethan.email, william.email, 'nobody@demo.test']) {
    await search(email);
    await expect(main.getByText('No patients found with this email and your registered devices.')).toBeVisible(FIRST_LIST);
  }

  await search(yuki.email.toUpperCase());
  const row = main.getByRole('row', { name: /Yuki Tanaka/ });
  await row.getByRole('button', { name: 'ADD PATIENT' }).click();
  await expect(main.getByText('Patient Added')).toBeVisible();
  await expect(row.getByText('Already your patient')).toBeVisible();

  await row.getByRole('link', { name: 'Yuki Tanaka' }).click();
  await expect(page).toHaveURL(/\/patients\/demo-patient-yuki$/);
  await expect(main.getByText(yuki.email)).toBeVisible();
  await expect(main.getByTestId('workout-count')).toHaveText('3');
  await expect(main.getByTestId('appointment-count')).toHaveText('0');

  await main.getByRole('button', { name: 'Delete From My Patients' }).click();
  await expect(main.getByRole('button', { name: 'Add Patient' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Delete From My Patients' })).toHaveCount(0);
});
