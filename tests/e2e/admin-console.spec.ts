import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './fixtures';
import { FieldPath } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../scripts/seed/accounts';
import { admin, openSignedIn, PROJECT_ID, uniqueEmail } from './support';
import { EFFECT_TIMEOUT_MS } from '../effects';

/**
 * The admin console's database browser. Every test works on users documents
 * (and one account) of its own, made here and removed afterwards, so that no
 * other spec's demo data changes.
 */
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const PREFIX = `e2e-admin-${RUN}`;
const LIST_NAME = `AdminList${RUN}`;
const DELETE_NAME = `AdminDelete${RUN}`;
const LIST_SIZE = 17;
const rowId = (n: number) => `${PREFIX}-row-${String(n).padStart(2, '0')}`;
const FIELDS_DOC = `${PREFIX}-fields`;
const NEW_DOC = `${PREFIX}-new`;
const DEVICE_IN_DETAIL = `E2E-${RUN}-A`;
const DEVICE_IN_DRAWER = `E2E-${RUN}-B`;
const account = { email: uniqueEmail('admin-console'), password: 'Before123!', uid: '' };
/** A feedback report with two uploaded screenshots, a map of 12 keys and a list of 21 items. */
const FEEDBACK_DOC = `${PREFIX}-feedback`;
const SCREENSHOTS = [0, 1].map((index) => `feedbackReports/${DEMO_ACCOUNTS.patient.uid}_${RUN}_${index}`);
const PNG_BYTES = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const bucket = () => getStorage().bucket(`${PROJECT_ID}.appspot.com`);

const person = (firstName: string, lastName: string, extra: Record<string, unknown> = {}) => ({
  firstName,
  lastName,
  email: `${firstName.toLowerCase().replace(/\W/g, '')}-${RUN}@e2e.test`,
  isAuthorized: false,
  devices: {},
  ...extra,
});

test.beforeAll(async () => {
  const { auth, db } = admin();
  const batch = db.batch();
  for (let n = 1; n <= LIST_SIZE; n += 1) batch.set(db.doc(`users/${rowId(n)}`), person(`Row ${String(n).padStart(2, '0')}`, LIST_NAME));
  batch.set(db.doc(`users/${PREFIX}-del-1`), person('Gone One', DELETE_NAME));
  batch.set(db.doc(`users/${PREFIX}-del-2`), person('Gone Two', DELETE_NAME));
  batch.set(db.doc(`users/${FIELDS_DOC}`), person('Fieldy', 'Editor', { exerciseCount: 3 }));
  const created = await auth.createUser({ email: account.email, password: account.password, emailVerified: false, displayName: 'Ava Account' });
  account.uid = created.uid;
  batch.set(db.doc(`users/${created.uid}`), { ...person('Ava', 'Account'), email: account.email });
  batch.set(db.doc(`feedbackReports/${FEEDBACK_DOC}`), {
    userExperienceRating: 8,
    screenshots: SCREENSHOTS,
    answers: Object.fromEntries(Array.from({ length: 12 }, (_, n) => [`key-${String(n + 1).padStart(2, '0')}`, `answer ${n + 1}`])),
    history: Array.from({ length: 21 }, (_, n) => `entry ${n}`),
  });
  await batch.commit();
  await Promise.all(
    SCREENSHOTS.map((path) =>
      bucket().file(path).save(PNG_BYTES, { contentType: 'image/png', metadata: { metadata: { firebaseStorageDownloadTokens: randomUUID() } } }),
    ),
  );
});

test.afterAll(async () => {
  const { auth, db } = admin();
  const mine = await db
    .collection('users')
    .where(FieldPath.documentId(), '>=', PREFIX)
    .where(FieldPath.documentId(), '<', `${PREFIX}~`)
    .get();
  const batch = db.batch();
  mine.docs.forEach((entry) => batch.delete(entry.ref));
  batch.delete(db.doc(`users/${account.uid}`));
  batch.delete(db.doc(`devices/${DEVICE_IN_DETAIL}`));
  batch.delete(db.doc(`devices/${DEVICE_IN_DRAWER}`));
  batch.delete(db.doc(`feedbackReports/${FEEDBACK_DOC}`));
  await batch.commit();
  await Promise.all(SCREENSHOTS.map((path) => bucket().file(path).delete({ ignoreNotFound: true })));
  await auth.deleteUser(account.uid).catch(() => undefined);
});

test.beforeEach(async ({ page }) => {
  await openSignedIn(page, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
});

const rows = (page: Page) => page.locator('table tbody tr');
const popover = (page: Page) => page.locator('.popover');

async function applyFilter(page: Page, field: string, value: string) {
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await popover(page).getByLabel('Field').fill(field);
  await popover(page).getByLabel('Value').fill(value);
  await popover(page).getByRole('button', { name: 'Apply' }).click();
  await expect(popover(page)).toBeHidden();
}

test('the admin lands on the console and finds a collection by its name', async ({ page }) => {
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Select a collection to get started.')).toBeVisible();

  await page.getByLabel('Search collections').fill('dev');
  await expect(page.getByRole('link', { name: 'devices', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'deviceTypes', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'users', exact: true })).toBeHidden();

  await page.getByLabel('Search collections').fill('');
  await page.getByRole('link', { name: 'users', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/db\/users$/);
  await expect(page.getByRole('heading', { name: 'users', exact: true })).toBeVisible();
  await expect(page.getByText('Select a collection to get started.')).toBeHidden();
});

test('the collection view filters, sorts, pages, searches by Doc ID and refreshes', async ({ page }) => {
  await page.goto('/admin/db/users');
  await expect(rows(page).first()).toBeVisible();

  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await popover(page).getByRole('button', { name: 'Apply' }).click();
  await expect(popover(page).getByText('*Invalid field')).toBeVisible();
  await popover(page).getByLabel('Field').fill('lastName');
  await popover(page).getByLabel('Data type').selectOption('number');
  await popover(page).getByLabel('Value').fill(LIST_NAME);
  await popover(page).getByRole('button', { name: 'Apply' }).click();
  await expect(popover(page).getByText('*Invalid value')).toBeVisible();
  await popover(page).getByLabel('Data type').selectOption('string');
  // Enter in a box applies, as Apply does.
  await popover(page).getByLabel('Value').press('Enter');
  await expect(popover(page)).toBeHidden();

  // 17 documents: a page of 15, then the last 2.
  await expect(rows(page)).toHaveCount(15);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(rows(page)).toHaveCount(LIST_SIZE);
  await expect(page.getByText('All documents loaded')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toBeHidden();

  const firstNameHeader = page.getByRole('columnheader', { name: /firstName/ });
  await firstNameHeader.getByRole('button').click();
  await expect(firstNameHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows(page).first()).toContainText('Row 01');
  await firstNameHeader.getByRole('button').click();
  await expect(firstNameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(rows(page).first()).toContainText('Row 17');
  await expect(rows(page)).toHaveCount(15);

  // Discard removes the applied filter: the list goes on past the 17 documents.
  await page.getByRole('button', { name: /^Filter\s*\(1\)$/ }).click();
  await popover(page).getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('button', { name: 'Filter', exact: true })).toBeVisible();
  await expect(rows(page)).toHaveCount(15);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => rows(page).count()).toBeGreaterThan(LIST_SIZE);

  const docIdBox = page.getByRole('searchbox', { name: 'Doc ID' });
  await docIdBox.fill(rowId(5));
  await docIdBox.press('Enter');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Row 05');
  await docIdBox.fill(`${PREFIX}-nobody`);
  await page.getByRole('button', { name: 'Search by Doc ID' }).click();
  await expect(page.getByText('No documents')).toBeVisible();

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(docIdBox).toHaveValue('');
  await expect(firstNameHeader).not.toHaveAttribute('aria-sort');
  await expect(rows(page)).toHaveCount(15);

  // A click on the row (not its checkbox) opens the document.
  const firstId = (await rows(page).first().getByRole('link').textContent()) ?? '';
  await rows(page).first().locator('td').last().click();
  await expect(page).toHaveURL(new RegExp(`/admin/db/users/${firstId}$`));
});

test('on a document the admin edits a value, adds a field, gives a device and deletes a field', async ({ page }) => {
  const { db } = admin();
  await page.goto(`/admin/db/users/${FIELDS_DOC}`);
  await expect(page.getByRole('heading', { name: new RegExp(FIELDS_DOC) })).toBeVisible();
  for (const column of ['Name', 'Type', 'Value']) await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Edit exerciseCount' }).click();
  await page.getByLabel('Value of exerciseCount').fill('lots');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('*Invalid input')).toBeVisible();
  await page.getByLabel('Value of exerciseCount').fill('9');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: /exerciseCount/ })).toContainText('9');
  await expect.poll(async () => (await db.doc(`users/${FIELDS_DOC}`).get()).get('exerciseCount')).toBe(9);

  await page.getByRole('button', { name: 'Add field' }).click();
  await popover(page).getByLabel('Name').fill('phoneNumber');
  await popover(page).getByLabel('Value').fill('+15550001111');
  await popover(page).getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('row', { name: /phoneNumber/ })).toContainText('+15550001111');

  await page.getByRole('button', { name: 'Show the contents of devices' }).click();
  const devices = page.locator('#field-devices-details');
  await devices.getByRole('button', { name: 'Add entry to devices' }).click();
  await devices.getByLabel('Key').fill(DEVICE_IN_DETAIL);
  await devices.getByLabel('Value (devices)').selectOption('Left');
  await devices.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(devices.getByLabel('Device type (devices)')).toHaveClass(/is-invalid/);
  await expect(devices.locator('.invalid-feedback:visible')).toHaveText(['*Invalid input']);
  await devices.getByLabel('Device type (devices)').selectOption('Glove');
  await devices.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(devices.getByText(DEVICE_IN_DETAIL)).toBeVisible();
  await expect.poll(async () => (await db.doc(`users/${FIELDS_DOC}`).get()).get('devices')).toEqual({ [DEVICE_IN_DETAIL]: 'Left' });
  expect((await db.doc(`devices/${DEVICE_IN_DETAIL}`).get()).data()).toMatchObject({ id: DEVICE_IN_DETAIL, deviceType: 'Glove', side: 'Left', userId: FIELDS_DOC });

  await page.getByRole('button', { name: 'Remove phoneNumber' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Data' });
  await expect(confirm.getByText("This will delete the data at 'phoneNumber' from the document")).toBeVisible();
  await expect(confirm.getByText('This will permanently delete all data at this location, including all nested data')).toBeVisible();
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('row', { name: /phoneNumber/ })).toBeHidden();
  await expect.poll(async () => (await db.doc(`users/${FIELDS_DOC}`).get()).get('phoneNumber')).toBeUndefined();
});

test('a feedback report reads as its questions; screenshots, maps and lists expand page by page', async ({ page }) => {
  await page.goto(`/admin/db/feedbackReports/${FEEDBACK_DOC}`);
  await expect(page.getByRole('rowheader', { name: 'How would you rate your overall experience with the app?' })).toBeVisible();

  await expect(page.getByRole('row', { name: /screenshots/ })).toContainText('2 screenshots attached');
  await page.getByRole('button', { name: 'Show the contents of screenshots' }).click();
  const wall = page.locator('#field-screenshots-details');
  await wall.getByRole('button', { name: 'Preview screenshot 2' }).click();
  const preview = wall.getByRole('img', { name: `Preview of ${SCREENSHOTS[1].split('/')[1]}` });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // A map of more than 10 pairs: 10 a page and a search box.
  await page.getByRole('button', { name: 'Show the contents of answers' }).click();
  const answers = page.locator('#field-answers-details');
  await expect(answers.locator('.list-group-item')).toHaveCount(10);
  await answers.getByRole('navigation', { name: 'Pages of answers' }).getByRole('button', { name: '2' }).click();
  await expect(answers.locator('.list-group-item')).toHaveCount(2);
  await answers.getByLabel('Search the keys of answers').fill('key-03');
  await expect(answers.locator('.list-group-item')).toHaveText([/key-03\s*:\s*answer 3/]);

  // A list: 20 items a page.
  await page.getByRole('button', { name: 'Show the contents of history' }).click();
  const history = page.locator('#field-history-details');
  const items = history.locator('ol > li');
  await expect(items).toHaveCount(20);
  await history.getByRole('navigation', { name: 'Pages of history' }).getByRole('button', { name: '2' }).click();
  await expect(items).toHaveText([/20\s*entry 20/]);
});

test('the new-document drawer checks its fields, creates a document and the document can be deleted', async ({ page }) => {
  const { db } = admin();
  await page.goto('/admin/db/sessions');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const sessionsDrawer = page.getByRole('dialog', { name: 'New sessions document' });
  await expect(sessionsDrawer.getByText('Adding new documents is disabled for this collection.')).toBeVisible();
  await sessionsDrawer.getByRole('button', { name: 'Close' }).click();

  await page.goto('/admin/db/users');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'New users document' });
  await drawer.getByRole('button', { name: 'Submit' }).click();
  await expect(drawer.getByText('Please input document id')).toBeVisible();
  await expect(drawer.getByText('Please input valid firstName')).toBeVisible();
  await expect(drawer.getByText('Please input a valid email')).toBeVisible();

  await drawer.getByLabel('Document id').fill(rowId(1));
  await drawer.getByLabel('firstName *').fill('Nova');
  await drawer.getByLabel('lastName *').fill('Created');
  await drawer.getByLabel('email *').fill('nova@');
  await drawer.getByLabel('isAuthorized *').selectOption('false');
  await drawer.getByLabel('exerciseCount').fill('many');
  await drawer.getByRole('button', { name: 'Add entry' }).click();
  await drawer.getByLabel('Key 1 of devices').fill(DEVICE_IN_DRAWER);
  await drawer.getByRole('button', { name: 'Submit' }).click();
  await expect(drawer.getByText('Please input a valid email')).toBeVisible();
  await expect(drawer.getByText('Please input a valid number')).toBeVisible();
  await expect(drawer.getByText('Please input valid devices')).toBeVisible();

  await drawer.getByLabel('email *').fill(`nova-${RUN}@e2e.test`);
  await drawer.getByLabel('exerciseCount').fill('2');
  await drawer.getByLabel('Value 1 of devices').selectOption('Right');
  await drawer.getByLabel('Device type 1 of devices').selectOption('Knee Brace');
  await expect(drawer.getByText(/Please input/)).toHaveCount(0);

  // An id that is taken is refused rather than overwritten.
  await drawer.getByRole('button', { name: 'Submit' }).click();
  await expect(drawer.getByText(`A document with the id '${rowId(1)}' already exists.`)).toBeVisible();
  expect((await db.doc(`users/${rowId(1)}`).get()).get('firstName')).toBe('Row 01');

  await drawer.getByLabel('Document id').fill(NEW_DOC);
  await drawer.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/db/users/${NEW_DOC}$`));
  await expect(page.getByRole('row', { name: /firstName/ })).toContainText('Nova');
  expect((await db.doc(`users/${NEW_DOC}`).get()).data()).toEqual({
    firstName: 'Nova',
    lastName: 'Created',
    email: `nova-${RUN}@e2e.test`,
    isAuthorized: false,
    exerciseCount: 2,
    devices: { [DEVICE_IN_DRAWER]: 'Right' },
  });
  expect((await db.doc(`devices/${DEVICE_IN_DRAWER}`).get()).data()).toMatchObject({ deviceType: 'Knee Brace', side: 'Right', userId: NEW_DOC });

  await page.getByRole('button', { name: 'Delete document' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Documents' });
  await expect(confirm.getByText('Are you sure you want to delete the selected documents?')).toBeVisible();
  await confirm.getByRole('button', { name: 'OK' }).click();
  // Each account goes through the deleteFirebaseUser function first; the page goes back to the collection after.
  await expect(page.getByText('Documents successfully deleted')).toBeVisible({ timeout: EFFECT_TIMEOUT_MS });
  await expect(page).toHaveURL(/\/admin\/db\/users$/);
  expect((await db.doc(`users/${NEW_DOC}`).get()).exists).toBe(false);
});

test('selected documents are deleted after the confirmation, and kept on Cancel', async ({ page }) => {
  const { db } = admin();
  await page.goto('/admin/db/users');
  await applyFilter(page, 'lastName', DELETE_NAME);
  await expect(rows(page)).toHaveCount(2);

  const deleteButton = page.getByRole('button', { name: /^Delete/ });
  await expect(deleteButton).toBeDisabled();
  await page.getByLabel(`Select document ${PREFIX}-del-1`).check();
  await page.getByLabel(`Select document ${PREFIX}-del-2`).check();
  await deleteButton.click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Documents' });
  await expect(confirm.getByText('Are you sure you want to delete the selected documents?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(rows(page)).toHaveCount(2);
  expect((await db.doc(`users/${PREFIX}-del-1`).get()).exists).toBe(true);

  await deleteButton.click();
  await confirm.getByRole('button', { name: 'OK' }).click();
  // Each account goes through the deleteFirebaseUser function first.
  await expect(page.getByText('Documents successfully deleted')).toBeVisible({ timeout: EFFECT_TIMEOUT_MS });
  await expect(page.getByText('No documents')).toBeVisible();
  expect((await db.doc(`users/${PREFIX}-del-1`).get()).exists).toBe(false);
  expect((await db.doc(`users/${PREFIX}-del-2`).get()).exists).toBe(false);
});

test("the account tools verify a person's e-mail and reset their password", async ({ page }) => {
  const { auth } = admin();
  await page.goto(`/admin/db/users/${account.uid}`);

  await page.getByRole('tab', { name: 'Verify Email' }).click();
  await page.getByRole('button', { name: 'Set Email as Verified' }).click();
  await expect(page.getByText('Email has been verified')).toBeVisible();
  await expect.poll(async () => (await auth.getUser(account.uid)).emailVerified).toBe(true);

  await page.getByRole('tab', { name: 'Reset password' }).click();
  const password = page.getByLabel('New password');
  const messages: [string, string][] = [
    ['ab1!', 'Password must be at least 8 characters long'],
    ['12345678!', 'Password must contain at least one letter'],
    ['abcdefgh!', 'Password must contain at least one number'],
    ['abcdefgh1', 'Password must contain at least one special character'],
  ];
  for (const [typed, message] of messages) {
    await password.fill(typed);
    await password.blur();
    await expect(page.getByText(message)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Reset Password', exact: true }).click();
  await expect(page.getByText('Password must contain at least one special character')).toBeVisible();

  await password.fill('After123!');
  await page.getByRole('button', { name: 'Reset Password', exact: true }).click();
  await expect(page.getByText('Password has been reset')).toBeVisible();
  expect(await signsInWith(account.email, 'After123!')).toBe(true);
  expect(await signsInWith(account.email, account.password)).toBe(false);

  await page.getByRole('button', { name: 'Send Password Reset Email' }).click();
  await expect(page.getByText('Reset email has been sent')).toBeVisible();
});

/** Whether the Auth emulator accepts this e-mail and password. */
async function signsInWith(email: string, password: string): Promise<boolean> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=e2e`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return response.ok;
}
