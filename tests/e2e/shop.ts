import { expect, type Page } from './fixtures';
import { readStripeSecrets } from '../../scripts/stripe/secrets';
import { DEMO_PASSWORD } from '../../scripts/seed/accounts';
import { admin, uniqueEmail } from './support';
import { EFFECT_TIMEOUT_MS } from '../effects';

/** What the shop's end-to-end tests share: the session balance, the cart, and the local Stripe stand-in's checkout. */

/** The test cards of the local Stripe stand-in's hosted checkout. */
export const CARDS = { pays: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

/** The local Stripe stand-in of this stack (emulators-exec gives the tests its address). */
const stripeApi = process.env.STRIPE_API_URL ?? 'http://127.0.0.1:12111';

/** The mail sink (maildev) started beside the emulators. */
export const mailApi = `http://127.0.0.1:${process.env.MAIL_WEB_PORT ?? 1080}/api/email`;

/** The number in 'You have N sessions in balance.' on /shopSessions (the live users record). */
export async function sessionBalance(page: Page): Promise<number> {
  if (!page.url().endsWith('/shopSessions')) await page.goto('/shopSessions');
  const balance = page.getByRole('main').getByTestId('owned-sessions');
  await expect(balance).toHaveText(/You have \d+ sessions in balance\./);
  return Number(/(\d+)/.exec((await balance.textContent()) ?? '')![1]);
}

/** Waits until the balance on /shopSessions reads `expected`. */
export async function expectSessionBalance(page: Page, expected: number) {
  if (!page.url().endsWith('/shopSessions')) await page.goto('/shopSessions');
  await expect(page.getByRole('main').getByTestId('owned-sessions')).toHaveText(`You have ${expected} sessions in balance.`);
}

/** Adds a pack from /shopSessions to the cart `times` times, checking the toast each time says so. */
export async function addSessionPack(page: Page, name: string, times = 1) {
  if (!page.url().endsWith('/shopSessions')) await page.goto('/shopSessions');
  // The wallet's placeholder and the card or prompt that replace it differ in height: a click while it is there
  // can land where the packs were a moment before.
  const main = page.getByRole('main');
  await expect(main.getByTestId('wallet-summary').or(main.getByRole('region', { name: 'No Web3 Wallet' }))).toBeVisible();
  const pack = main.getByRole('article', { name, exact: true });
  for (let i = 0; i < times; i++) {
    await pack.getByRole('button', { name: 'Add to cart' }).click();
  }
  await expect(page.getByText(`${name} was added to your cart.`).first()).toBeVisible();
}

export interface CartFigures {
  subtotal: string;
  pst: string;
  gst: string;
  total: string;
}

/** The cart page's Subtotal, PST, GST and Total as shown. */
export async function cartFigures(page: Page): Promise<CartFigures> {
  const main = page.getByRole('main');
  const read = async (id: string) => ((await main.getByTestId(`cart-${id}`).textContent()) ?? '').trim();
  return { subtotal: await read('subtotal'), pst: await read('pst'), gst: await read('gst'), total: await read('total') };
}

/** Presses CHECKOUT on /cart and waits for the local test checkout; answers the checkout session id. */
export async function checkOutFromCart(page: Page): Promise<string> {
  await page.getByRole('main').getByRole('button', { name: 'CHECKOUT' }).click();
  return onHostedCheckout(page);
}

/** Waits for the stand-in's hosted checkout page; answers its checkout session id. */
export async function onHostedCheckout(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/c\/pay\/cs_test_/, { timeout: EFFECT_TIMEOUT_MS });
  await expect(page).toHaveTitle('Local test checkout');
  return /\/c\/pay\/(cs_test_[^/?#]+)/.exec(page.url())![1];
}

/** Pays on the hosted checkout with a test card. */
export async function payWith(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

/** The refunds the stand-in made for a payment (what Stripe would list). */
export async function stripeRefunds(paymentIntent: string): Promise<{ id: string; amount: number }[]> {
  const response = await fetch(`${stripeApi}/v1/refunds?payment_intent=${encodeURIComponent(paymentIntent)}`, {
    headers: { Authorization: `Bearer ${readStripeSecrets().secretKey}` },
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { data: { id: string; amount: number }[] }).data;
}

export interface TestPatient {
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** An authorised patient of a test's own (auth account and users record, no sessions), so balances are the test's alone. */
export async function createPatient(prefix: string): Promise<TestPatient> {
  const { auth, db } = admin();
  const email = uniqueEmail(prefix);
  const patient = { email, firstName: 'Maya', lastName: `Shopper ${email.split('@')[0].slice(-6)}` };
  const { uid } = await auth.createUser({ email, password: DEMO_PASSWORD, emailVerified: true, displayName: `${patient.firstName} ${patient.lastName}` });
  await db.doc(`users/${uid}`).set({
    ...patient,
    profilePic: '',
    isAuthorized: true,
    devices: {},
    sessions: [],
    exerciseCount: 0,
    purchasedSessions: 0,
  });
  return { uid, ...patient };
}

/** Removes a test patient's account, record and orders. */
export async function deletePatient(patient: TestPatient) {
  const { auth, db } = admin();
  const orders = await db.collection('orders').where('uid', '==', patient.uid).get();
  await Promise.all([...orders.docs.map((order) => order.ref.delete()), db.doc(`users/${patient.uid}`).delete()]);
  await auth.deleteUser(patient.uid);
}

/** Buys session packs ([name, quantity]) from /shopSessions through the cart and the hosted checkout; answers the order's id once it is confirmed. */
export async function buySessionPacks(page: Page, packs: [name: string, quantity: number][]): Promise<string> {
  for (const [name, quantity] of packs) await addSessionPack(page, name, quantity);
  await page.goto('/cart');
  const sessionId = await checkOutFromCart(page);
  await payWith(page, CARDS.pays);
  await expect(page).toHaveURL(new RegExp(`/order/success/${sessionId}$`));
  await expect(page.getByRole('main').getByRole('heading', { name: 'Thank you! Your payment went through.' })).toBeVisible({ timeout: EFFECT_TIMEOUT_MS });
  return sessionId;
}
