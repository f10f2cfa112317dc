import { expect, test, type Locator, type Page } from './fixtures';
import { Timestamp } from 'firebase-admin/firestore';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../scripts/seed/accounts';
import { admin, openSignedIn } from './support';

/**
 * The admin's knee sleeve pre-orders: the table and one pre-order's page.
 * The tests work on pre-orders of their own (newer than every seeded one, under
 * an e-mail address nobody signs in with), made here and removed afterwards:
 * the customer's and the patient's pre-orders stay as other specs expect them.
 */
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const idOf = (name: string) => `E2E-${RUN}-${name}`;
/** newest first: the table's first rows */
const NEWEST = idOf('newest');
const DELIVERED = idOf('delivered');
const STATUS_FLOW = idOf('status');
const UNITS = idOf('units');
const OLDER = idOf('older');
const ALL_IDS = [NEWEST, DELIVERED, STATUS_FLOW, UNITS, OLDER];
const PAGE_SIZE = 10;
const detailPath = (id: string) => `/admin/preorders/kneesleeve/${id}`;
/** This file's pre-orders are dated a day ahead, so they stay newer than those other tests pay for meanwhile. */
const NOW = Date.now() + 86_400_000;

function preorder(id: string, minutesAgo: number, changes: Record<string, unknown> = {}) {
  const orderDate = Timestamp.fromMillis(NOW - minutesAgo * 60_000);
  return {
    id,
    email: `preorders-${RUN}@e2e.test`,
    orderDate,
    firstName: 'Nadia',
    lastName: `Tremblay ${RUN}`,
    phone: '+15145550123',
    streetAddress: '350 Rue Sainte-Catherine O',
    address2: 'Bureau 12',
    city: 'Montréal',
    state: 'QC',
    postalCode: 'H3B 1A1',
    country: 'Canada',
    quantity: 2,
    isOrganizationOrder: 'true',
    organizationName: 'Physio Rive-Sud',
    planToUseProduct: 'Home rehabilitation loans.',
    useApplication: 'Yes',
    requestDetails: 'Sizes M and L.',
    howDidYouHearAboutUs: ['Google', 'Peer referal'],
    terms: true,
    subscribe: true,
    productType: 'Preorder',
    subtotal: '$ 558.00',
    pst: '$ 39.06',
    gst: '$ 27.90',
    total: '$ 624.96',
    paymentId: `pi_e2e_${RUN}`,
    status: 'Payment received',
    timeline: [{ timestamp: orderDate, event: 'Payment received' }],
    orderDevicesData: [],
    ...changes,
  };
}

test.beforeAll(async () => {
  const { db } = admin();
  const batch = db.batch();
  batch.set(db.doc(`kneeSleevePreorders/${NEWEST}`), preorder(NEWEST, 1));
  const delivered = ['Payment received', 'Preparing Order', 'Ready for Dispatch', 'Order Shipped', 'Order Delivered'].map((event, n) => ({
    timestamp: Timestamp.fromMillis(NOW - (10 - n) * 60_000),
    event,
  }));
  batch.set(
    db.doc(`kneeSleevePreorders/${DELIVERED}`),
    preorder(DELIVERED, 2, { isOrganizationOrder: false, quantity: 1, status: 'Order Delivered', timeline: delivered, shipping: { carrier: 'UPS', trackingNumber: '1ZE2E' } }),
  );
  batch.set(db.doc(`kneeSleevePreorders/${STATUS_FLOW}`), preorder(STATUS_FLOW, 3));
  batch.set(db.doc(`kneeSleevePreorders/${UNITS}`), preorder(UNITS, 4, { isOrganizationOrder: false }));
  batch.set(db.doc(`kneeSleevePreorders/${OLDER}`), preorder(OLDER, 5, { isOrganizationOrder: false }));
  await batch.commit();
});

test.afterAll(async () => {
  const { db } = admin();
  await Promise.all(ALL_IDS.map((id) => db.doc(`kneeSleevePreorders/${id}`).delete()));
});

async function signInAsAdmin(page: Page) {
  await openSignedIn(page, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
}

const rowsOf = (page: Page) => page.getByRole('main').getByTestId('admin-preorder-row');
const firstOrderId = (rows: Locator) => rows.first().getByRole('link').textContent();
/** The value beside a label in an info card. */
const valueOf = (card: Locator, label: string) => card.locator('dl > div').filter({ has: card.page().getByRole('term').getByText(label, { exact: true }) }).getByRole('definition');

test('the table counts, sorts, searches and pages the pre-orders', async ({ page }) => {
  const { db } = admin();
  const collection = db.collection('kneeSleevePreorders');
  const total = (await collection.count().get()).data().count;
  // The seed's eight and this file's five: more than one page.
  expect(total).toBeGreaterThan(PAGE_SIZE);
  const oldest = (await collection.orderBy('orderDate', 'asc').limit(1).get()).docs[0].id;

  await signInAsAdmin(page);
  await page.goto('/admin/preorders');
  await expect(page).toHaveURL(/\/admin\/preorders\/kneesleeve$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Knee Sleeve Pre-Orders' })).toBeVisible();
  await expect(main.getByRole('navigation', { name: 'Devices' }).getByRole('link', { name: 'Knee Sleeve' })).toBeVisible();
  for (const column of ['Order Id', 'Order Date', 'Name', 'Quantity', 'Total', 'Organization', 'Status']) {
    await expect(main.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await expect(main.getByText(`Total ${total}`, { exact: true })).toBeVisible();

  // Newest first: this file's pre-orders lead.
  const rows = rowsOf(page);
  await expect(rows).toHaveCount(PAGE_SIZE);
  expect(await firstOrderId(rows)).toBe(NEWEST);
  const newest = rows.first();
  await expect(newest.getByRole('cell', { name: `Nadia Tremblay ${RUN}` })).toBeVisible();
  await expect(newest.getByRole('cell', { name: '$624.96' })).toBeVisible();
  await expect(newest.getByRole('cell', { name: 'Yes', exact: true })).toBeVisible();
  await expect(newest.getByTestId('preorder-status')).toHaveText('Payment received');
  await expect(rows.nth(1).getByTestId('preorder-status')).toHaveText('Order Delivered');
  await expect(rows.nth(1).getByRole('cell', { name: 'No', exact: true })).toBeVisible();

  await main.getByRole('button', { name: 'Load more' }).click();
  await expect(rows).toHaveCount(Math.min(total, 2 * PAGE_SIZE));
  if (total <= 2 * PAGE_SIZE) await expect(main.getByText('All documents loaded')).toBeVisible();

  // Oldest first, then back to page one, newest first, with the reset button.
  await main.getByRole('button', { name: /^Order Date/ }).click();
  await expect(rows).toHaveCount(PAGE_SIZE);
  await expect.poll(() => firstOrderId(rows)).toBe(oldest);
  await main.getByRole('button', { name: 'Reset the list' }).click();
  await expect.poll(() => firstOrderId(rows)).toBe(NEWEST);

  const search = main.getByPlaceholder('Order ID');
  await search.fill(OLDER);
  await search.press('Enter');
  await expect(rows).toHaveCount(1);
  expect(await firstOrderId(rows)).toBe(OLDER);
  await expect(main.getByText('All documents loaded')).toBeVisible();

  await search.fill(`${OLDER}-missing`);
  await main.getByRole('button', { name: 'Search by Order ID' }).click();
  await expect(main.getByText('No pre-orders found')).toBeVisible();

  // An empty search reloads the list.
  await search.fill('');
  await search.press('Enter');
  await expect(rows).toHaveCount(PAGE_SIZE);
  expect(await firstOrderId(rows)).toBe(NEWEST);

  // A click anywhere on a row opens the pre-order.
  await rows.first().getByRole('cell').nth(2).click();
  await expect(page).toHaveURL(new RegExp(`${detailPath(NEWEST)}$`));
  await expect(main.getByRole('heading', { name: `Order# ${NEWEST}` })).toBeVisible();
});

test("the detail page shows the order and moves its status on, through the shipment's carrier and tracking number", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(detailPath(STATUS_FLOW));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: `Order# ${STATUS_FLOW}` })).toBeVisible();

  const orderInfo = main.getByTestId('order-info');
  await expect(orderInfo.getByRole('heading', { name: 'Order Info' })).toBeVisible();
  for (const [label, value] of [
    ['Order ID', STATUS_FLOW],
    ['Quantity', '2'],
    ['Subtotal', '$558.00'],
    ['PST (7%)', '$39.06'],
    ['GST (5%)', '$27.90'],
    ['Total', '$624.96'],
    ['Organization Order', 'Yes'],
    ['Payment ID', `pi_e2e_${RUN}`],
  ]) {
    await expect(valueOf(orderInfo, label)).toHaveText(value);
  }
  await expect(orderInfo.getByTestId('preorder-status')).toHaveText('Payment received');
  await expect(main.getByRole('heading', { name: 'Shipping Info' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Organization Info' })).toHaveAttribute('aria-expanded', 'true');
  await expect(main.getByText('Physio Rive-Sud')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Customer Info' })).toBeVisible();
  await expect(main.getByText('350 Rue Sainte-Catherine O, Bureau 12, Montréal, QC, H3B 1A1, Canada')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Additional Questions' })).toBeVisible();
  await expect(main.getByText('Peer referal')).toBeVisible();
  await expect(main.getByText('Sizes M and L.')).toBeVisible();
  await main.getByRole('button', { name: 'Organization Info' }).click();
  await expect(main.getByText('Physio Rive-Sud')).toBeHidden();

  // 'Add Item' checks the form, and offers only the events after 'Payment received'.
  await main.getByRole('button', { name: 'Add Item' }).click();
  const popover = page.getByRole('tooltip');
  await popover.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(popover.getByText('Please select a timestamp')).toBeVisible();
  await expect(popover.getByText('Please select an event')).toBeVisible();
  const event = popover.getByLabel('Event');
  await expect(event.getByRole('option')).toHaveText(['Select an event', 'Preparing Order', 'Ready for Dispatch', 'Order Shipped', 'Order Delivered']);
  await event.selectOption('Order Shipped');
  await popover.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(popover.getByText('Please select a carrier')).toBeVisible();
  await expect(popover.getByText('Please enter a tracking number')).toBeVisible();

  const tomorrow = new Date(Date.now() + 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}`;
  await popover.getByLabel('Timestamp').fill(`${day}T09:30:15`);
  await popover.getByLabel('Carrier').selectOption('Purolator');
  await popover.getByLabel('Tracking Number').fill(`PUR-${RUN}`);
  await popover.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(popover).toBeHidden();

  const timeline = main.getByRole('list', { name: 'Order Status' });
  await expect(timeline.getByRole('listitem')).toHaveCount(2);
  await expect(timeline.getByRole('listitem').last()).toContainText('Order Shipped');
  await expect(timeline.getByRole('listitem').last()).toContainText(`${day} 09:30:15:000`);
  await expect(orderInfo.getByTestId('preorder-status')).toHaveText('Order Shipped');
  const shipping = main.getByTestId('shipping-info');
  await expect(shipping.getByRole('heading', { name: 'Shipping Info' })).toBeVisible();
  await expect(shipping).toContainText('Purolator');
  await expect(shipping).toContainText(`PUR-${RUN}`);

  const stored = (await admin().db.doc(`kneeSleevePreorders/${STATUS_FLOW}`).get()).data()!;
  expect(stored.status).toBe('Order Shipped');
  expect(stored.timeline.map((step: { event: string }) => step.event)).toEqual(['Payment received', 'Order Shipped']);
  expect(stored.shipping).toEqual({ carrier: 'Purolator', trackingNumber: `PUR-${RUN}` });
  expect(stored.total).toBe('$ 624.96');

  // Only delivery is left.
  await main.getByRole('button', { name: 'Add Item' }).click();
  await expect(popover.getByLabel('Event').getByRole('option')).toHaveText(['Select an event', 'Order Delivered']);
  await popover.getByRole('button', { name: 'Cancel' }).click();
  await expect(popover).toBeHidden();
});

test('a delivered order offers no further status', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(detailPath(DELIVERED));
  const main = page.getByRole('main');
  await expect(main.getByRole('list', { name: 'Order Status' }).getByRole('listitem')).toHaveCount(5);
  await expect(main.getByRole('button', { name: 'Add Item' })).toBeDisabled();
  await expect(main.getByRole('button', { name: 'Organization Info' })).toHaveCount(0);
  await expect(main.getByTestId('shipping-info')).toContainText('UPS');
});

test("each unit's build record is edited in place, noted and assigned", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(detailPath(UNITS));
  const main = page.getByRole('main');
  const management = main.getByRole('table', { name: 'Order Management' });
  for (const column of ['Board ID', 'Firmware Version', 'Status', 'QA Signature', 'QA Date']) {
    await expect(management.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  // One row per ordered unit, though none is stored yet.
  const units = management.getByTestId('unit-row');
  await expect(units).toHaveCount(2);

  await management.getByRole('button', { name: 'Edit unit 1' }).click();
  await management.getByLabel('Board ID (unit 1)').fill(`MW-KS-${RUN}`);
  await management.getByLabel('Firmware Version (unit 1)').fill('2.4.0');
  await management.getByLabel('Status (unit 1)').selectOption('Quality Check Completed');
  await management.getByLabel('QA Signature (unit 1)').fill('AM');
  await management.getByRole('button', { name: 'Confirm unit 1' }).click();
  await expect(management.getByRole('button', { name: 'Edit unit 1' })).toBeVisible();
  await expect(units.first()).toContainText(`MW-KS-${RUN}`);
  await expect(units.first()).toContainText('2.4.0');
  await expect(units.first()).toContainText('Quality Check Completed');

  // Cancelling keeps the stored record.
  await management.getByRole('button', { name: 'Edit unit 2' }).click();
  await management.getByLabel('Board ID (unit 2)').fill('discarded');
  await management.getByRole('button', { name: 'Cancel editing unit 2' }).click();
  await expect(units.nth(1)).not.toContainText('discarded');

  await management.getByRole('button', { name: /^Notes of unit 1/ }).click();
  const save = management.getByRole('button', { name: 'Save' });
  await save.click();
  await expect(management.getByText('Content cannot be empty')).toBeVisible();
  await management.getByLabel('Add a note to unit 1').fill('Flex sensor reseated.');
  await save.click();
  const notes = management.getByRole('list', { name: 'Notes of unit 1' });
  await expect(notes.getByRole('listitem')).toHaveCount(1);
  await expect(notes).toContainText('Flex sensor reseated.');
  await expect(management.getByLabel('Add a note to unit 1')).toHaveValue('');

  await management.getByRole('button', { name: 'Assign unit 1' }).click();
  const popover = page.getByRole('tooltip');
  await popover.getByRole('button', { name: 'Priya Shah' }).click();
  await expect(popover).toBeHidden();
  await expect(management.getByRole('button', { name: 'Unit 1 assigned to Priya Shah' })).toContainText('PS');

  const stored = (await admin().db.doc(`kneeSleevePreorders/${UNITS}`).get()).data()!;
  expect(stored.orderDevicesData).toHaveLength(2);
  expect(stored.orderDevicesData[0]).toMatchObject({
    id: 0,
    boardId: `MW-KS-${RUN}`,
    firmwareVersion: '2.4.0',
    status: 'Quality Check Completed',
    qaSignature: 'AM',
    qaDate: null,
    assignedTo: 'Priya Shah',
    notes: [{ user: expect.any(String), content: 'Flex sensor reseated.' }],
  });
  expect(stored.orderDevicesData[1]).toMatchObject({ id: 1, boardId: '', status: 'Pending', assignedTo: '' });
});
