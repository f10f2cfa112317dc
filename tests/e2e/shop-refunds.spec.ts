import { expect, test } from './fixtures';
import { DEMO_PASSWORD } from '../../scripts/seed/accounts';
import { admin, signIn } from './support';
import { buySessionPacks, createPatient, deletePatient, expectSessionBalance, stripeRefunds, type TestPatient } from './shop';
import { EFFECT_TIMEOUT_MS } from '../effects';

/**
 * Refunds from Order History. Each test buys through the hosted checkout as a
 * patient of its own, so that the balances it checks are its alone.
 */
const patients: TestPatient[] = [];

// Each test pays through the hosted checkout before it refunds.
test.describe.configure({ timeout: 240_000 });

test.afterEach(async () => {
  await Promise.all(patients.splice(0).map(deletePatient));
});

async function newPatient(prefix: string) {
  const patient = await createPatient(prefix);
  patients.push(patient);
  return patient;
}

const paymentOf = async (orderId: string) => (await admin().db.doc(`orders/${orderId}`).get()).get('paymentId') as string;

test('a refunded line reads Refunded, the balance goes down once, and clicking again changes nothing', async ({ page }) => {
  const patient = await newPatient('refund');
  await signIn(page, patient.email, DEMO_PASSWORD);
  const orderId = await buySessionPacks(page, [
    ['2 Sessions', 1],
    ['5 Sessions', 1],
  ]);
  await expectSessionBalance(page, 7);

  await page.goto('/orders');
  const main = page.getByRole('main');
  const line = main.getByTestId('order').filter({ hasText: orderId }).getByTestId('order-line-item').filter({ hasText: '2 Sessions' });
  // Two quick clicks are one refund.
  await line.getByRole('button', { name: 'Request refund' }).dblclick();
  const refunded = line.getByRole('button', { name: 'Refunded' });
  await expect(refunded).toBeDisabled({ timeout: EFFECT_TIMEOUT_MS });
  await expectSessionBalance(page, 5);

  const paymentIntent = await paymentOf(orderId);
  const refunds = await stripeRefunds(paymentIntent);
  expect(refunds.map((refund) => refund.amount)).toEqual([789]);
  const stored = (await admin().db.doc(`orders/${orderId}`).get()).get('products') as { name: string; refundId?: string }[];
  expect(stored.find((product) => product.name === '2 Sessions')?.refundId).toBe(refunds[0].id);
  expect(stored.find((product) => product.name === '5 Sessions')?.refundId).toBeUndefined();

  // Clicking the refunded line again does nothing, also after a reload.
  await page.goto('/orders');
  await expect(refunded).toBeDisabled();
  await refunded.click({ force: true });
  await expect(line.getByRole('button', { name: 'Request refund' })).toHaveCount(0);
  expect(await stripeRefunds(paymentIntent)).toHaveLength(1);
  await expect(main.getByTestId('order-line-item').filter({ hasText: '5 Sessions' }).getByRole('button', { name: 'Request refund' })).toBeEnabled();
  await expectSessionBalance(page, 5);
});

test('a refund of more sessions than the balance holds is refused with the spec message and changes nothing', async ({ page }) => {
  const patient = await newPatient('refund-short');
  await signIn(page, patient.email, DEMO_PASSWORD);
  const orderId = await buySessionPacks(page, [['5 Sessions', 1]]);
  await expectSessionBalance(page, 5);
  // Three of the five sessions have been used since.
  await admin().db.doc(`users/${patient.uid}`).update({ purchasedSessions: 2 });
  await expectSessionBalance(page, 2);

  await page.goto('/orders');
  const main = page.getByRole('main');
  const line = main.getByTestId('order').filter({ hasText: orderId }).getByTestId('order-line-item').filter({ hasText: '5 Sessions' });
  await line.getByRole('button', { name: 'Request refund' }).click();
  await expect(line.getByText('Not enough sessions balance. Refund cannot be processed.')).toBeVisible({ timeout: EFFECT_TIMEOUT_MS });
  await expect(line.getByRole('button', { name: 'Request refund' })).toBeEnabled();

  expect(await stripeRefunds(await paymentOf(orderId))).toEqual([]);
  await expectSessionBalance(page, 2);
});
