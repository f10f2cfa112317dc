/**
 * Coins through the card checkout, the local chain and issueRefund: a paid
 * coin pack rewards value × quantity coins to the buyer's wallet once (the
 * event id is the contract's operation id), however many webhooks arrive at
 * once; a coin refund deducts once and refunds once, also when it is
 * interrupted after the chain step and asked for again.
 */
import { parseEther, Wallet, type Contract, type HDNodeWallet } from 'ethers';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { coinUnits } from '@rehab/model/chain/coinToken';
import type { Order, Web3Wallet } from '@rehab/model/collections';
import { NO_COIN_PAYOUT_RECORD, NO_WALLET_FOR_COINS, NOT_ENOUGH_COINS, type CheckoutSessionResponse, type IssueRefundResponse } from '@rehab/model/payments';
import { account, coinEvents, DEV_ACCOUNT_KEYS, operationId, provider, stackToken } from '../chain/chain';
import { refusalOf } from '../functions/callers';
import { adminDb, closeClients } from '../support';
import { buy, cart, checkout, WEBHOOK_URL, clearFaults, eventsOf, injectFault, orderOf, patient, PAYING_CARD, payOnHostedPage, resend, stripe, waitFor, type Client } from './payments';

afterAll(closeClients);
afterEach(clearFaults);

/** An authorised patient with a wallet of their own (its key kept, to spend coins). */
async function walletOwner(): Promise<{ client: Client; key: HDNodeWallet }> {
  const client = await patient();
  const key = Wallet.createRandom();
  const wallet: Web3Wallet = { address: key.address, data: '{"version":3}', email: client.email, transactions: [] };
  await adminDb.doc(`web3Wallets/${client.uid}`).set(wallet);
  return { client, key };
}

const walletOf = async (uid: string) => (await adminDb.doc(`web3Wallets/${uid}`).get()).data() as Web3Wallet;
const balanceOf = async (address: string) => (await stackToken.balanceOf(address)) as bigint;
const refund = (client: Client, sessionID: string, priceId: string) =>
  client.call<unknown, IssueRefundResponse>('issueRefund', { sessionID, priceId }).then((result) => result.data);
const refundsOf = async (order: Order) => (await stripe.refunds.list({ payment_intent: order.paymentId! })).data;
const refundRecord = async (orderId: string, priceId: string) => (await adminDb.doc(`refunds/${orderId}_${priceId}`).get()).data();

describe('buying coins', { timeout: 600_000 }, () => {
  it('is refused without a wallet, with a message saying what to do', async () => {
    const buyer = await patient();
    expect(await refusalOf(checkout(buyer, cart(['price_coins_5', 1])))).toEqual({
      code: 'functions/failed-precondition',
      message: NO_WALLET_FOR_COINS,
      details: undefined,
    });
    expect((await checkout(buyer, cart(['price_sessions_1', 1]))).url).toMatch(/^http/);
  });

  it('rewards value × quantity coins under the event id and appends the purchase to the history, once', async () => {
    const { client, key } = await walletOwner();
    const { sessionId, order } = await buy(client, cart(['price_coins_5', 2], ['price_sessions_1', 1]));
    const [event] = await eventsOf(sessionId);

    expect(await balanceOf(key.address)).toBe(coinUnits(10));
    const rewards = await coinEvents('CoinsRewarded', key.address);
    expect(rewards.map((log) => [log.args.operationId, log.args.amount])).toEqual([[operationId('reward', event.id), coinUnits(10)]]);
    expect((await walletOf(client.uid)).transactions).toEqual([{ name: '5 Coins purchase', timestamp: order.date, type: 'in', value: '10', orderId: sessionId }]);

    expect(await Promise.all([resend(event.id), resend(event.id)])).toEqual([200, 200]);
    expect(await balanceOf(key.address)).toBe(coinUnits(10));
    expect(await coinEvents('CoinsRewarded', key.address)).toHaveLength(1);
    expect((await walletOf(client.uid)).transactions).toHaveLength(1);
  });

  it('mints exactly 20 times for 20 coin purchases of four buyers paid at the same time, and never again', async () => {
    // The emulator gives each concurrent request a worker process of its own (as instances scale in production):
    // twenty webhook instances, each with its own chain client, compete for the signer's nonces. The workers are
    // started first, since starting twenty with the deliveries would outlast the stand-in's delivery timeout.
    const CONCURRENT = 20;
    const BUYERS = 4;
    expect(new Set(await Promise.all(Array.from({ length: CONCURRENT }, () => fetch(WEBHOOK_URL).then((answer) => answer.status))))).toEqual(new Set([405]));
    const buyers = await Promise.all(Array.from({ length: BUYERS }, walletOwner));
    const purchases: CheckoutSessionResponse[] = [];
    for (const buyer of buyers) for (let i = 0; i < CONCURRENT / BUYERS; i++) purchases.push(await checkout(buyer.client, cart(['price_coins_1', 1])));
    const paid = await Promise.all(purchases.map(({ url }) => payOnHostedPage(url, PAYING_CARD)));
    expect(paid.map((answer) => answer.status)).toEqual(Array(CONCURRENT).fill(303));
    await waitFor('the orders', async () => (await Promise.all(purchases.map(({ sessionId }) => orderOf(sessionId)))).every(Boolean), 420_000);

    const perBuyer = Array(BUYERS).fill(CONCURRENT / BUYERS);
    const mintedTo = async () => Promise.all(buyers.map(async ({ key }) => (await coinEvents('CoinsRewarded', key.address)).length));
    expect(await mintedTo()).toEqual(perBuyer);
    for (const { client, key } of buyers) {
      expect(await balanceOf(key.address)).toBe(coinUnits(CONCURRENT / BUYERS));
      expect((await walletOf(client.uid)).transactions).toHaveLength(CONCURRENT / BUYERS);
    }

    // Every event once more, all at once: nothing changes.
    const events = (await Promise.all(purchases.map(({ sessionId }) => eventsOf(sessionId)))).flat();
    expect(events).toHaveLength(CONCURRENT);
    expect(await Promise.all(events.map((event) => resend(event.id)))).toEqual(Array(CONCURRENT).fill(200));
    expect(await mintedTo()).toEqual(perBuyer);
  });
});

describe('refunding coins', { timeout: 120_000 }, () => {
  it('deducts the coins, refunds the line and appends "Coins refund", once, also when two requests race', async () => {
    const { client, key } = await walletOwner();
    const { sessionId, order } = await buy(client, cart(['price_coins_5', 1]));
    const [a, b] = await Promise.all([refund(client, sessionId, 'price_coins_5'), refund(client, sessionId, 'price_coins_5')]);
    expect(a).toEqual(b);
    expect(a.amount).toBe(999);

    expect(await balanceOf(key.address)).toBe(0n);
    expect(await coinEvents('CoinsDeducted', key.address)).toHaveLength(1);
    expect((await refundsOf(order)).map((made) => [made.id, made.amount])).toEqual([[a.id, 999]]);
    expect((await orderOf(sessionId))!.products[0].refundId).toBe(a.id);
    const history = (await walletOf(client.uid)).transactions;
    expect(history.map(({ name, type, value }) => ({ name, type, value }))).toEqual([
      { name: '5 Coins purchase', type: 'in', value: '5' },
      { name: 'Coins refund', type: 'out', value: '5' },
    ]);
    expect(await refundRecord(sessionId, 'price_coins_5')).toMatchObject({ state: 'succeeded', refundId: a.id });

    expect(await refund(client, sessionId, 'price_coins_5')).toEqual(a);
    expect(await coinEvents('CoinsDeducted', key.address)).toHaveLength(1);
    expect((await walletOf(client.uid)).transactions).toHaveLength(2);
  });

  it("refuses with the spec's message when the wallet holds fewer coins than the line, changing nothing", async () => {
    const { client, key } = await walletOwner();
    const { sessionId, order } = await buy(client, cart(['price_coins_5', 1]));
    // The patient spends 3 of the 5 coins (an ordinary ERC-20 transfer, gas from a development account).
    await (await account(DEV_ACCOUNT_KEYS.second).sendTransaction({ to: key.address, value: parseEther('1') })).wait();
    const spender = stackToken.connect(key.connect(provider)) as Contract;
    await (await spender.transfer(Wallet.createRandom().address, coinUnits(3))).wait();

    expect(await refusalOf(refund(client, sessionId, 'price_coins_5'))).toMatchObject({ code: 'functions/failed-precondition', message: NOT_ENOUGH_COINS });
    expect(await balanceOf(key.address)).toBe(coinUnits(2));
    expect(await refundsOf(order)).toEqual([]);
    expect(await refundRecord(sessionId, 'price_coins_5')).toBeUndefined();
    expect((await walletOf(client.uid)).transactions).toHaveLength(1);
  });

  it('deducts once and refunds once when interrupted after the chain step and asked again', async () => {
    const { client, key } = await walletOwner();
    const { sessionId, order } = await buy(client, cart(['price_coins_10', 1]));
    // Stripe cannot be reached (the SDK's own retries included) once the coins are off the chain.
    await injectFault({ method: 'POST', path: '/v1/refunds', when: 'before', times: 3 });
    expect(await refusalOf(refund(client, sessionId, 'price_coins_10'))).toMatchObject({ code: 'functions/unavailable' });
    expect(await balanceOf(key.address)).toBe(0n);
    expect(await refundRecord(sessionId, 'price_coins_10')).toMatchObject({ state: 'deducted' });
    expect(await refundsOf(order)).toEqual([]);
    await clearFaults();

    const retried = await refund(client, sessionId, 'price_coins_10');
    expect(await coinEvents('CoinsDeducted', key.address)).toHaveLength(1);
    expect(await balanceOf(key.address)).toBe(0n);
    expect((await refundsOf(order)).map((made) => made.id)).toEqual([retried.id]);
    expect((await walletOf(client.uid)).transactions.filter((entry) => entry.name === 'Coins refund')).toHaveLength(1);
  });

  it('gives the coins back when Stripe refuses the refund', async () => {
    const { client, key } = await walletOwner();
    const { sessionId } = await buy(client, cart(['price_coins_5', 1]));
    await adminDb.doc(`orders/${sessionId}`).update({ paymentId: 'pi_not_known_to_stripe' });
    const refusal = await refusalOf(refund(client, sessionId, 'price_coins_5'));
    expect(refusal.code).toBe('functions/failed-precondition');
    expect(refusal.message).toContain("No such payment_intent: 'pi_not_known_to_stripe'");
    expect(await balanceOf(key.address)).toBe(coinUnits(5));
    expect(await coinEvents('CoinsDeducted', key.address)).toHaveLength(1);
    expect(await refundRecord(sessionId, 'price_coins_5')).toBeUndefined();
    expect((await walletOf(client.uid)).transactions).toHaveLength(1);
  });
});

describe('a coin refund takes the coins back from where they were paid (issue 30)', { timeout: 120_000 }, () => {
  const coinsDeducted = async (address: string) => (await coinEvents('CoinsDeducted', address)).map((log) => log.args.amount as bigint);

  it('attack: a buyer who points his wallet at another patient\'s address and refunds burns only his own coins', async () => {
    const victim = await walletOwner();
    await buy(victim.client, cart(['price_coins_5', 1]));
    const attacker = await walletOwner();
    const { sessionId, order } = await buy(attacker.client, cart(['price_coins_5', 1]));
    // The wallet rules accept an imported address without proof of its key: the attacker names the victim's.
    await adminDb.doc(`web3Wallets/${attacker.client.uid}`).update({ address: victim.key.address });

    const refunded = await refund(attacker.client, sessionId, 'price_coins_5');
    expect(refunded.amount).toBe(999);
    expect(await balanceOf(victim.key.address)).toBe(coinUnits(5));
    expect(await coinsDeducted(victim.key.address)).toEqual([]);
    expect(await balanceOf(attacker.key.address)).toBe(0n);
    expect(await coinsDeducted(attacker.key.address)).toEqual([coinUnits(5)]);
    expect(await refundRecord(sessionId, 'price_coins_5')).toMatchObject({ state: 'succeeded', coins: { amount: 5, address: attacker.key.address } });
    expect((await refundsOf(order)).map((made) => made.amount)).toEqual([999]);
    // Nothing of the refund lands in the history of the wallet now shown for the victim's address.
    expect((await walletOf(attacker.client.uid)).transactions.map((entry) => entry.name)).toEqual(['5 Coins purchase']);
  });

  it('twin: the buyer\'s own refund burns the coins from the address they were paid to, once', async () => {
    const { client, key } = await walletOwner();
    const { sessionId } = await buy(client, cart(['price_coins_10', 1]));
    expect(await adminDb.doc(`coinRewards/${sessionId}`).get().then((snapshot) => snapshot.data())).toMatchObject({ address: key.address, coins: 10, state: 'rewarded' });
    await refund(client, sessionId, 'price_coins_10');
    await refund(client, sessionId, 'price_coins_10');
    expect(await coinsDeducted(key.address)).toEqual([coinUnits(10)]);
    expect(await balanceOf(key.address)).toBe(0n);
  });

  it('after a wallet replacement, burns from the old address the coins were paid to and leaves the new one alone', async () => {
    const { client, key } = await walletOwner();
    const { sessionId } = await buy(client, cart(['price_coins_5', 1]));
    const replacement = await walletOwner(); // another wallet with coins of its own, imported by the buyer
    await buy(replacement.client, cart(['price_coins_1', 1]));
    await adminDb.doc(`web3Wallets/${client.uid}`).set({ address: replacement.key.address, data: '{"version":3}', email: client.email, transactions: [] });

    await refund(client, sessionId, 'price_coins_5');
    expect(await balanceOf(key.address)).toBe(0n);
    expect(await balanceOf(replacement.key.address)).toBe(coinUnits(1));
    expect((await walletOf(client.uid)).transactions).toEqual([]);
  });

  it('refuses a coin line whose payout has no record, changing nothing', async () => {
    const { client, key } = await walletOwner();
    const { sessionId, order } = await buy(client, cart(['price_coins_5', 1]));
    await adminDb.doc(`coinRewards/${sessionId}`).delete();
    expect(await refusalOf(refund(client, sessionId, 'price_coins_5'))).toEqual({ code: 'functions/failed-precondition', message: NO_COIN_PAYOUT_RECORD, details: undefined });
    expect(await balanceOf(key.address)).toBe(coinUnits(5));
    expect(await refundsOf(order)).toEqual([]);
    expect(await refundRecord(sessionId, 'price_coins_5')).toBeUndefined();
  });

  it('refunds the money of coins never paid out (the wallet was gone when the payment arrived) and burns nothing', async () => {
    const { client, key } = await walletOwner();
    const { url, sessionId } = await checkout(client, cart(['price_coins_5', 1]));
    await adminDb.doc(`web3Wallets/${client.uid}`).delete();
    expect((await payOnHostedPage(url, PAYING_CARD)).status).toBe(303);
    const order = await waitFor('the order', () => orderOf(sessionId));
    expect(await adminDb.doc(`coinRewards/${sessionId}`).get().then((snapshot) => snapshot.data())).toMatchObject({ address: null, state: 'no wallet' });

    expect((await refund(client, sessionId, 'price_coins_5')).amount).toBe(999);
    expect((await refundsOf(order)).map((made) => made.amount)).toEqual([999]);
    expect(await coinsDeducted(key.address)).toEqual([]);
  });
});
