import { expect, test } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../scripts/seed/accounts';
import { admin, openSignedIn, signIn, signOut } from './support';
import { CARDS, onHostedCheckout, payWith } from './shop';
import { EFFECT_TIMEOUT_MS } from '../effects';

/** This attempt's organization, to tell its pre-order from everyone else's. */
const ORGANIZATION = `Clinique E2E ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test("the demo customer's organization pre-order of 12 sleeves is paid, listed with 'Payment received' and has 12 Pending units for the admin", async ({ page }) => {
  // Two accounts and a payment.
  test.setTimeout(240_000);
  await openSignedIn(page, DEMO_ACCOUNTS.customer.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/customer\/preorders$/);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Pre-order knee sleeves' }).click();
  await expect(page).toHaveURL(/\/customer\/preorders\/kneesleeve$/);
  await expect(main.getByRole('heading', { name: 'Pre-Order MarsWear Smart Knee Sleeves' })).toBeVisible();
  const form = main.getByRole('form', { name: 'Pre-Order MarsWear Smart Knee Sleeves' });
  await expect(form.getByLabel('Email')).toHaveValue(DEMO_ACCOUNTS.customer.email);
  await expect(form.getByLabel('Email')).toHaveAttribute('readonly', '');

  // Sent empty: the spec's messages, and the terms box highlighted.
  await form.getByRole('button', { name: 'Pre-order and pay' }).click();
  for (const message of [
    'Please input your first name',
    'Please input your last name',
    'Please input your phone number',
    'Please input your street address',
    'Please input your city',
    'Please input your state',
    'Please input your postal code',
    'Please input your country',
  ]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(form.getByTestId('preorder-terms')).toHaveClass(/border-danger/);

  await form.getByLabel('First name').fill('Chloe');
  await form.getByLabel('Last name').fill('Dubois');
  await form.getByLabel('Phone number').fill('+1 514 555 0142');
  await form.getByLabel('Street address').fill('4200 Rue Saint-Denis');
  await form.getByLabel('City').fill('Montréal');
  await form.getByLabel('State / Province').fill('QC');
  await form.getByLabel('Postal code').fill('H2J 2K8');
  await form.getByLabel('Country').fill('Canada');

  // An organization order: its two fields, and at least 10 sleeves.
  await form.getByLabel('This is an organization order').check();
  await form.getByRole('button', { name: 'Pre-order and pay' }).click();
  await expect(form.getByText('Please input the organization name', { exact: true })).toBeVisible();
  await expect(form.getByText('Please describe how you plan to use our product within your organization', { exact: true })).toBeVisible();
  await expect(form.getByText('An organization order is at least 10 sleeves', { exact: true })).toBeVisible();
  await form.getByLabel('Organization name').fill(ORGANIZATION);
  await form.getByLabel('How do you plan to use our product within your organization?').fill('Loaned to patients during home rehabilitation.');
  await form.getByLabel('Quantity (sleeves)').fill('12');
  await form.getByLabel('Yes', { exact: true }).check();
  await form.getByLabel('Peer referal').check();
  await form.getByLabel('I accept the pre-order terms').check();

  // The live price: 12 × $279, PST, GST, total = subtotal × 1.12.
  await expect(main.getByTestId('preorder-summary-unitPrice')).toHaveText('$279.00');
  await expect(main.getByTestId('preorder-summary-subtotal')).toHaveText('$3,348.00');
  await expect(main.getByTestId('preorder-summary-pst')).toHaveText('$234.36');
  await expect(main.getByTestId('preorder-summary-gst')).toHaveText('$167.40');
  await expect(main.getByTestId('preorder-summary-total')).toHaveText('$3,749.76');

  await form.getByRole('button', { name: 'Pre-order and pay' }).click();
  await onHostedCheckout(page);
  await expect(page.getByRole('table', { name: 'Order summary' }).getByRole('row', { name: 'Total $3749.76', exact: true })).toBeVisible();
  await payWith(page, CARDS.pays);

  // Back on the pre-order's own page, which shows it once the payment is recorded.
  await expect(page).toHaveURL(/\/customer\/preorders\/KSP-[0-9A-F]+$/);
  const preorderId = /\/customer\/preorders\/(KSP-[0-9A-F]+)$/.exec(page.url())![1];
  await expect(main.getByRole('heading', { name: 'Pre-Order Confirmation' })).toBeVisible({ timeout: EFFECT_TIMEOUT_MS });
  await expect(main.getByText('Organization Order')).toBeVisible();

  await main.getByRole('button', { name: 'Back to my pre-orders' }).click();
  const row = main.getByTestId('preorder-row').filter({ hasText: preorderId });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('preorder-status')).toHaveText('Payment received');
  await expect(row).toContainText('$3,749.76');

  const stored = (await admin().db.doc(`kneeSleevePreorders/${preorderId}`).get()).data()!;
  expect(stored).toMatchObject({
    email: DEMO_ACCOUNTS.customer.email,
    organizationName: ORGANIZATION,
    quantity: 12,
    isOrganizationOrder: true,
    subtotal: '$ 3348.00',
    pst: '$ 234.36',
    gst: '$ 167.40',
    total: '$ 3749.76',
    status: 'Payment received',
  });
  expect(stored.paymentId).toMatch(/^pi_/);
  expect(stored.orderDevicesData).toHaveLength(12);
  expect(new Set(stored.orderDevicesData.map((unit: { status: string }) => unit.status))).toEqual(new Set(['Pending']));

  await signOut(page);
  await signIn(page, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
  await page.goto(`/admin/preorders/kneesleeve/${preorderId}`);
  await expect(main.getByRole('heading', { name: `Order# ${preorderId}` })).toBeVisible();
  const units = main.getByRole('table', { name: 'Order Management' }).getByTestId('unit-row');
  await expect(units).toHaveCount(12);
  for (let unit = 0; unit < 12; unit++) await expect(units.nth(unit)).toContainText('Pending');
});

test('a declined card and Cancel bring the customer back to the pre-order form with the alert and everything typed', async ({ page }) => {
  await openSignedIn(page, DEMO_ACCOUNTS.customer.email, DEMO_PASSWORD, '/customer/preorders/kneesleeve');
  const main = page.getByRole('main');
  const form = main.getByRole('form', { name: 'Pre-Order MarsWear Smart Knee Sleeves' });
  await form.getByLabel('First name').fill('Chloe');
  await form.getByLabel('Last name').fill('Dubois');
  await form.getByLabel('Phone number').fill('+1 514 555 0142');
  await form.getByLabel('Street address').fill('4200 Rue Saint-Denis');
  await form.getByLabel('City').fill('Montréal');
  await form.getByLabel('State / Province').fill('QC');
  await form.getByLabel('Postal code').fill('H2J 2K8');
  await form.getByLabel('Country').fill('Canada');
  await form.getByLabel('Quantity (sleeves)').fill('2');
  await form.getByLabel('Request details (optional)').fill(ORGANIZATION);
  await form.getByLabel('I accept the pre-order terms').check();
  await form.getByRole('button', { name: 'Pre-order and pay' }).click();

  await onHostedCheckout(page);
  await payWith(page, CARDS.declined);
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await page.getByRole('link', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/customer\/preorders\/kneesleeve$/);
  await expect(main.getByText('Incomplete payment. Please try again.')).toBeVisible();
  await expect(form.getByLabel('Street address')).toHaveValue('4200 Rue Saint-Denis');
  await expect(form.getByLabel('Quantity (sleeves)')).toHaveValue('2');
  await expect(form.getByLabel('Request details (optional)')).toHaveValue(ORGANIZATION);
  await expect(form.getByLabel('I accept the pre-order terms')).toBeChecked();
  await expect(main.getByTestId('preorder-summary-total')).toHaveText('$669.76');
  // No pre-order was made.
  const made = await admin().db.collection('kneeSleevePreorders').where('email', '==', DEMO_ACCOUNTS.customer.email).get();
  expect(made.docs.filter((preorder) => preorder.get('requestDetails') === ORGANIZATION)).toEqual([]);
});
