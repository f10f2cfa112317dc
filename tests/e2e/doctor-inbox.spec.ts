import { expect, test } from './fixtures';
import { Timestamp } from 'firebase-admin/firestore';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../scripts/seed/accounts';
import { admin, openSignedIn } from './support';
import { EFFECT_TIMEOUT_MS } from '../effects';

test('opens, marks unread and deletes an appointment request', async ({ page }) => {
  // The demo world queues requests that the delivery function stamps when it gets to them: once they
  // are delivered, a request of this test's own, delivered just now, is the newest of the inbox.
  const { db } = admin();
  await expect
    .poll(async () => {
      const toDoctor = await db.collection('emails').where('to', '==', DEMO_ACCOUNTS.doctor.email).get();
      return toDoctor.docs.filter((d) => !['SUCCESS', 'ERROR'].includes(d.get('delivery.state') as string)).length;
    }, { timeout: EFFECT_TIMEOUT_MS })
    .toBe(0);
  const subject = `Appointment request ${Date.now()}`;
  const request = await db
    .collection('emails')
    .add({
      to: DEMO_ACCOUNTS.doctor.email,
      message: { subject, text: 'Could we meet on Thursday about my knee?' },
      delivery: { startTime: Timestamp.now(), state: 'SUCCESS', attempts: 1, error: null },
    });

  await openSignedIn(page, DEMO_ACCOUNTS.doctor.email, DEMO_PASSWORD, '/app/email');
  const main = page.getByRole('main');
  for (const folder of ['Inbox', 'Starred', 'Snoozed', 'Draft', 'Sent', 'Trash', 'Important', 'Spam']) {
    await expect(main.getByRole('button', { name: new RegExp(`^${folder}`) })).toBeVisible();
  }

  // Newest first, numbered from the count down, bold (unread) until opened.
  const items = main.locator('.list-group-item');
  const newest = main.getByRole('button', { name: `Unread: ${subject}` });
  await expect(newest).toBeVisible();
  await expect(items.first()).toContainText(subject);
  const count = await items.count();
  await expect(items.first().getByTestId('email-number')).toHaveText(String(count));
  await expect(items.last().getByTestId('email-number')).toHaveText('1');

  await newest.click();
  await expect(main.getByRole('heading', { name: subject })).toBeVisible();
  await expect(main.getByText('Could we meet on Thursday about my knee?')).toBeVisible();
  await expect.poll(async () => (await request.get()).get('is_unread')).toBe(false);

  // Previous/next move through the list.
  await main.getByRole('button', { name: 'Next' }).click();
  await expect(main.getByRole('heading', { name: subject })).toBeHidden();
  await main.getByRole('button', { name: 'Previous' }).click();
  await expect(main.getByRole('heading', { name: subject })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await main.getByRole('button', { name: 'Mark as unread' }).click();
  await expect(main.getByRole('button', { name: `Unread: ${subject}` })).toBeVisible();
  await expect.poll(async () => (await request.get()).get('is_unread')).toBe(true);

  await main.getByRole('button', { name: `Unread: ${subject}` }).click();
  await main.getByRole('button', { name: 'Delete' }).click();
  await expect(main.getByText(subject)).toHaveCount(0);
  await expect.poll(async () => (await request.get()).exists).toBe(false);
});

test('the other folders and the compose form do nothing', async ({ page }) => {
  await openSignedIn(page, DEMO_ACCOUNTS.doctor.email, DEMO_PASSWORD, '/app/email');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Spam' }).click();
  await expect(main.getByText('This folder is empty.')).toBeVisible();
  await main.getByRole('button', { name: 'Compose' }).click();
  await expect(main.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expect(main.getByLabel('Subject')).toBeDisabled();
});
