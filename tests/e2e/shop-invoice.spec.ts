import { expect, test } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../scripts/seed/accounts';
import { INVOICE_REQUESTS_MAILBOX } from '@rehab/model/invoiceRequestMail';
import { admin, openSignedIn } from './support';
import { mailApi } from './shop';
import { EFFECT_TIMEOUT_MS } from '../effects';

/** A text of this attempt's own, to find its request and its e-mail among everyone else's. */
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('the Knee Sleeve invoice request is checked, stored and e-mailed to the staff', async ({ page }) => {
  await openSignedIn(page, DEMO_ACCOUNTS.patient.email, DEMO_PASSWORD, '/shopDevices');
  const main = page.getByRole('main');
  const sleeve = main.getByRole('article', { name: 'Knee Sleeve' });
  await expect(sleeve.getByTestId('product-price')).toHaveText('$100.00');
  // The Knee Sleeve is not sold through the cart.
  await expect(sleeve.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  await sleeve.getByRole('button', { name: 'Request invoice' }).click();
  await expect(page).toHaveURL(/\/shopDevices\/request$/);
  await expect(main.getByRole('heading', { name: 'Invoice Request Form' })).toBeVisible();

  // Names and e-mail come from the account; everything else is required but the second address line.
  await expect(main.getByLabel('First name')).toHaveValue(DEMO_ACCOUNTS.patient.firstName);
  await expect(main.getByLabel('Email')).toHaveValue(DEMO_ACCOUNTS.patient.email);
  await main.getByRole('button', { name: 'Send request' }).click();
  for (const message of [
    'Please input your phone number',
    'Please input your occupation',
    'Please input your address',
    'Please input your city',
    'Please input your province',
    'Please input your postal code',
    'Please input your country',
    'Please select a size',
    'Please input the purpose',
    'Please input the details of your request',
    'Please select at least one option',
  ]) {
    await expect(main.getByText(message, { exact: true })).toBeVisible();
  }
  await main.getByLabel('Email').fill('not an e-mail');
  await main.getByLabel('Phone').click();
  await expect(main.getByText('Please input a valid email')).toBeVisible();

  await main.getByLabel('Email').fill(DEMO_ACCOUNTS.patient.email);
  await main.getByLabel('Phone').fill('+1 604 555 0199');
  await main.getByLabel('Occupation').fill('Physiotherapy clinic manager');
  await main.getByLabel('Address line 1').fill('1200 Main Street');
  await main.getByLabel('City').fill('Vancouver');
  await main.getByLabel('Province').fill('BC');
  await main.getByLabel('Postal code').fill('V6B 2T4');
  await main.getByLabel('Country').fill('Canada');
  await main.getByLabel('M', { exact: true }).check();
  await main.getByLabel('Purpose').fill('Home rehabilitation after knee surgery');
  await main.getByLabel('Details').fill(`Request ${RUN}: one sleeve for the left knee.`);
  await main.getByLabel('Google').check();
  await main.getByRole('button', { name: 'Send request' }).click();

  await expect(main.getByText('Thank you for your request!')).toBeVisible({ timeout: EFFECT_TIMEOUT_MS });

  const { db } = admin();
  const stored = await db.collection('invoiceRequests').where('uid', '==', DEMO_ACCOUNTS.patient.uid).get();
  const request = stored.docs.find((doc) => String(doc.get('details')).includes(RUN));
  expect(request?.data()).toMatchObject({
    firstName: DEMO_ACCOUNTS.patient.firstName,
    lastName: DEMO_ACCOUNTS.patient.lastName,
    email: DEMO_ACCOUNTS.patient.email,
    address: '1200 Main Street, Vancouver, BC, V6B 2T4, Canada',
    size: 'M',
    how: ['Google'],
  });

  // The staff's e-mail arrives in the SMTP sink.
  await expect
    .poll(
      async () => {
        const response = await fetch(`${mailApi}?${new URLSearchParams({ 'to.address': INVOICE_REQUESTS_MAILBOX })}`);
        const mails = (await response.json()) as { subject: string; text: string }[];
        return mails.filter((mail) => mail.text.includes(RUN)).map((mail) => mail.subject);
      },
      { timeout: EFFECT_TIMEOUT_MS },
    )
    .toEqual([`Invoice request: Knee Sleeve, size M, from ${DEMO_ACCOUNTS.patient.firstName} ${DEMO_ACCOUNTS.patient.lastName}`]);
});
