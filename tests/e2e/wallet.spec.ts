import { expect, test, type Page } from './fixtures';
import { Timestamp } from 'firebase-admin/firestore';
import { decryptKeystoreJson, Wallet } from 'ethers';
import { coinsOf, coinUnits } from '@rehab/model/chain/coinToken';
import type { Web3Wallet } from '@rehab/model/collections';
import type { CoinReward } from '@rehab/model/payments';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../scripts/seed/accounts';
import { historyUnits } from '../../scripts/seed/coins';
import { admin, openSignedIn, signIn, uniqueEmail } from './support';
import { EFFECT_TIMEOUT_MS } from '../effects';

const PASSWORD = 'Wallet-e2e-1';
const WALLET_PASSWORD = 'Keystore-pass-9';
const NEW_WALLET_PASSWORD = 'Keystore-pass-10';

async function walletOf(uid: string): Promise<Web3Wallet | undefined> {
  return (await admin().db.doc(`web3Wallets/${uid}`).get()).data() as Web3Wallet | undefined;
}

/** The coin balance the wallet card shows, e.g. '48.5 TX'. */
const balanceOf = (page: Page) => page.getByRole('main').getByTestId('coin-balance');

test('a patient without a wallet creates one, exports its key, imports it again under a new password, and imports another key in its place', async ({ page, context }) => {
  // Five scrypt runs in the browser (create, two exports, two imports) and three in Node: minutes on a busy machine.
  test.setTimeout(240_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { auth, db } = admin();
  const email = uniqueEmail('wallet');
  const { uid } = await auth.createUser({ email, password: PASSWORD, displayName: 'Wanda Let', emailVerified: true });
  await db.doc(`users/${uid}`).set({ firstName: 'Wanda', lastName: 'Let', email, isAuthorized: true, devices: {}, sessions: [] });
  await signIn(page, email, PASSWORD);

  const main = page.getByRole('main');
  await page.goto('/shopCoins');
  await expect(main.getByRole('heading', { name: 'No Web3 Wallet' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Shop coins' })).toHaveCount(0);
  await main.getByRole('button', { name: 'Create a new wallet' }).click();
  await expect(page).toHaveURL(/\/shopCoins\/createWallet$/);
  await main.getByLabel('Password', { exact: true }).fill(WALLET_PASSWORD);
  await main.getByLabel('Confirm password').fill('something else');
  await main.getByRole('button', { name: 'Create wallet' }).click();
  await expect(main.getByText("Passwords don't match.")).toBeVisible();
  await main.getByLabel('Confirm password').fill(WALLET_PASSWORD);
  await main.getByRole('button', { name: 'Create wallet' }).click();

  await expect(page).toHaveURL(/\/shopCoins$/, { timeout: 60_000 });
  await expect(main.getByRole('heading', { name: 'Web3 Wallet' })).toBeVisible();
  const created = await walletOf(uid);
  expect(created).toMatchObject({ email, transactions: [] });
  await expect(main.getByTestId('wallet-address')).toHaveText(created!.address);
  await expect(balanceOf(page)).toHaveText('0 TX');
  await expect(main.getByText('No transaction history.')).toBeVisible();
  await expect(main.getByRole('region', { name: 'Shop coins' })).toBeVisible();

  // Export: a wrong password shows the error itself; the right one copies the key that opens the stored keystore.
  await main.getByRole('button', { name: 'Export wallet' }).click();
  await expect(page).toHaveURL(new RegExp(`/shopCoins/exportWallet/${created!.address}$`));
  await expect(main.getByRole('heading', { name: 'Export Private Key' })).toBeVisible();
  await main.getByLabel('Password', { exact: true }).fill('not the password');
  await main.getByRole('button', { name: 'Export' }).click();
  await expect(main.getByTestId('export-failed')).toHaveText('incorrect password', { timeout: EFFECT_TIMEOUT_MS });
  await main.getByLabel('Password', { exact: true }).fill(WALLET_PASSWORD);
  await main.getByRole('button', { name: 'Export' }).click();
  await expect(main.getByText('Privated key copied to clipboard.')).toBeVisible({ timeout: EFFECT_TIMEOUT_MS });
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const opened = await decryptKeystoreJson(created!.data, WALLET_PASSWORD);
  expect(copied).toBe(opened.privateKey);
  expect(new Wallet(copied).address).toBe(created!.address);

  // The wallet gets a purchase in its history (as the webhook would); its own key imported under a new password keeps it.
  await db.doc(`web3Wallets/${uid}`).update({ transactions: [{ name: '1 Coin purchase', timestamp: Timestamp.now(), type: 'in', value: '1' }] });
  await page.goto('/shopCoins');
  await expect(main.getByTestId('wallet-transactions').getByRole('row')).toHaveCount(2);
  await main.getByRole('button', { name: 'Import wallet' }).click();
  await main.getByLabel('Private key').fill(copied);
  await main.getByLabel('Password', { exact: true }).fill(NEW_WALLET_PASSWORD);
  await main.getByRole('button', { name: 'Import wallet' }).click();
  await expect(page).toHaveURL(/\/shopCoins$/, { timeout: 60_000 });
  await expect(main.getByTestId('wallet-address')).toHaveText(created!.address);
  await expect(main.getByTestId('wallet-transactions').getByRole('row')).toHaveCount(2);
  const reimported = await walletOf(uid);
  expect(reimported!.transactions).toHaveLength(1);
  expect((await decryptKeystoreJson(reimported!.data, NEW_WALLET_PASSWORD)).privateKey).toBe(copied);

  // Another key replaces the wallet, and its history with it.
  await main.getByRole('button', { name: 'Import wallet' }).click();
  await expect(page).toHaveURL(/\/shopCoins\/importWallet$/);
  await expect(main.getByTestId('replace-warning')).toContainText('Your current wallet will be removed');
  const other = Wallet.createRandom();
  await main.getByLabel('Private key').fill(other.privateKey.slice(2));
  await main.getByLabel('Password', { exact: true }).fill(WALLET_PASSWORD);
  await main.getByRole('button', { name: 'Import wallet' }).click();
  await expect(page).toHaveURL(/\/shopCoins$/, { timeout: 60_000 });
  await expect(main.getByTestId('wallet-address')).toHaveText(other.address);
  await expect(main.getByText('No transaction history.')).toBeVisible();
  const imported = await walletOf(uid);
  expect(imported).toMatchObject({ address: other.address, transactions: [] });
  expect((await decryptKeystoreJson(imported!.data, WALLET_PASSWORD)).privateKey).toBe(other.privateKey);
});

test.describe('the demo patient', () => {
  const orderIds: string[] = [];

  // The demo patient's order history is the seed's again afterwards, also when the test fails midway (other tests count its orders).
  test.afterAll(async () => {
    await Promise.all(orderIds.flatMap((id) => [admin().db.doc(`orders/${id}`).delete(), admin().db.doc(`coinRewards/${id}`).delete()]));
  });

  test('buys a 5-coin pack, sees the balance and history rise by 5, refunds it, and cannot refund beyond the balance', async ({ page }) => {
    test.setTimeout(180_000);
    // Read at the start of each attempt: the seed minted what the history adds up to, and every purchase and
    // refund (an earlier attempt's too) moves the chain and the history together.
    const seeded = await walletOf(DEMO_ACCOUNTS.patient.uid);
    const entries = seeded!.transactions.length;
    const start = historyUnits(seeded!.transactions);
    const shown = (units: bigint) => `${coinsOf(units)} TX`;
    await openSignedIn(page, DEMO_ACCOUNTS.patient.email, DEMO_PASSWORD);
    const main = page.getByRole('main');

    await page.goto('/shopSessions');
    await expect(main.getByTestId('coin-balance')).toHaveText(shown(start));
    await expect(main.getByTestId('transactions-range')).toHaveText(`Showing 1 to ${Math.min(5, entries)} of ${entries}`);
    await page.goto('/shopCoins');
    await expect(balanceOf(page)).toHaveText(shown(start));
    await expect(main.getByTestId('transactions-range')).toHaveText(`Showing 1 to ${Math.min(3, entries)} of ${entries}`);
    await main.getByRole('combobox', { name: 'Transactions per page' }).selectOption('All');
    await expect(main.getByTestId('transactions-range')).toHaveText(`Showing 1 to ${entries} of ${entries}`);

    // A refund of more coins than the wallet holds is refused with the spec's message.
    const { db } = admin();
    const tooMany = db.collection('orders').doc();
    orderIds.push(tooMany.id);
    const packs = Number(start / coinUnits(50)) + 1;
    await tooMany.set({
      uid: DEMO_ACCOUNTS.patient.uid,
      date: Timestamp.now(),
      name: 'Demo Patient',
      total: 7279 * packs,
      paymentId: `pi_e2e_beyond_balance_${tooMany.id}`,
      products: [{ priceId: 'price_coins_50', name: '50 Coins', quantity: packs, unit_price: 6499 }],
    });
    // Its coins paid to the patient's wallet, as the webhook records a payout: a refund burns from there.
    const payout = db.collection('coinRewards').doc(tooMany.id);
    await payout.set({
      uid: DEMO_ACCOUNTS.patient.uid,
      sessionId: tooMany.id,
      eventId: `evt_e2e_beyond_balance_${tooMany.id}`,
      coins: 50 * packs,
      address: seeded!.address,
      state: 'rewarded',
      createdAt: Timestamp.now(),
    } satisfies CoinReward);
    await page.goto('/orders');
    const beyond = main.getByTestId('order').filter({ hasText: tooMany.id }).getByTestId('order-line-item').filter({ hasText: '50 Coins' });
    await beyond.getByRole('button', { name: 'Request refund' }).click();
    await expect(beyond.getByText('Not enough coins balance. Refund cannot be processed.')).toBeVisible({ timeout: EFFECT_TIMEOUT_MS });
    await Promise.all([tooMany.delete(), payout.delete()]);

    // Buy 5 coins through the local checkout.
    await page.goto('/shopCoins');
    await main.getByRole('article', { name: '5 Coins' }).getByRole('button', { name: 'Add to cart' }).click();
    await page.goto('/cart');
    await main.getByRole('button', { name: 'CHECKOUT' }).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/order\/success\/cs_/, { timeout: EFFECT_TIMEOUT_MS });
    const boughtId = new URL(page.url()).pathname.split('/').pop()!;
    orderIds.push(boughtId);

    await page.goto('/shopCoins');
    await expect(balanceOf(page)).toHaveText(shown(start + coinUnits(5)), { timeout: 60_000 });
    const newest = main.getByTestId('wallet-transactions').getByRole('row').nth(1);
    await expect(newest).toContainText('5 Coins purchase');
    await expect(newest).toContainText('+5 TX');
    await expect(main.getByTestId('transactions-range')).toHaveText(`Showing 1 to 3 of ${entries + 1}`);

    // Refund it: the coins leave the wallet and 'Coins refund' joins the history.
    await page.goto('/orders');
    const bought = main.getByTestId('order').filter({ hasText: boughtId }).getByTestId('order-line-item').filter({ hasText: '5 Coins' });
    await bought.getByRole('button', { name: 'Request refund' }).click();
    await expect(bought.getByRole('button', { name: 'Refunded' })).toBeDisabled({ timeout: 60_000 });
    // Out of the demo patient's order history at once: a test reading it in parallel counts one refunded line.
    await db.doc(`orders/${boughtId}`).delete();
    await page.goto('/shopCoins');
    await expect(balanceOf(page)).toHaveText(shown(start), { timeout: EFFECT_TIMEOUT_MS });
    const refundRow = main.getByTestId('wallet-transactions').getByRole('row').nth(1);
    await expect(refundRow).toContainText('Coins refund');
    await expect(refundRow).toContainText('−5 TX');
  });
});
