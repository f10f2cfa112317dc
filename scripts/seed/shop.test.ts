// @vitest-environment node
import { decryptKeystoreJsonSync } from 'ethers';
import { describe, expect, it } from 'vitest';
import { PREORDER_EVENTS } from '@rehab/model/collections';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
import { SeedClock } from './clock';
import { Random } from './random';
import { buildCoinRewards, buildInvoiceRequests, buildOrders, buildPreorders, buildWallets, composeAddress, formatMoney, totalWithTaxes } from './shop';

const clock = new SeedClock(new Date(2025, 5, 15, 12));
const orders = buildOrders(clock, new Random(1));
const { patient, customer } = DEMO_ACCOUNTS;

it('adds PST 7% and GST 5% to a subtotal in cents', () => {
  expect(totalWithTaxes(1950)).toBe(2184);
  expect(totalWithTaxes(10_000)).toBe(11_200);
  expect(formatMoney(59_800)).toBe('$ 598.00');
  expect(formatMoney(66_976)).toBe('$ 669.76');
});

describe('orders', () => {
  it('give the demo patient about five checkout orders with taxed totals', () => {
    const own = orders.filter((o) => o.data.uid === patient.uid);
    expect(own.length).toBe(5);
    for (const { id, data } of orders) {
      expect(id).toMatch(/^cs_test_[A-Za-z0-9]+$/);
      // What the checkout charges: PST 7 % and GST 5 % of each line, each rounded to the cent.
      const taxed = data.products.map((line) => line.unit_price * line.quantity + Math.round(line.unit_price * line.quantity * 0.07) + Math.round(line.unit_price * line.quantity * 0.05));
      expect(data.total).toBe(taxed.reduce((sum, lineTotal) => sum + lineTotal, 0));
      for (const line of data.products) expect(line.priceId).toMatch(/^price_(sessions|coins)_\d+$/);
    }
    expect(own.flatMap((o) => o.data.products).filter((line) => line.refundId)).toHaveLength(1);
  });

  it('charge the spec\'s pack prices', () => {
    const prices = new Map(orders.flatMap((o) => o.data.products.map((line) => [line.name, line.unit_price] as const)));
    expect(prices.get('5 Sessions')).toBe(1950);
    expect(prices.get('10 Sessions')).toBe(3900);
    expect(prices.get('10 Coins')).toBe(1699);
  });
});

describe('the web3 wallet', () => {
  const [wallet] = buildWallets(orders, clock, new Random(2));

  it('holds a keystore the demo password unlocks, for the stored address', () => {
    expect(wallet.id).toBe(patient.uid);
    expect(wallet.data.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(decryptKeystoreJsonSync(wallet.data.data, DEMO_PASSWORD).address).toBe(wallet.data.address);
  });

  it('is the same on every run', () => {
    expect(buildWallets(orders, clock, new Random(2))).toEqual([wallet]);
  });

  it('lists about a dozen transactions in time order and never goes negative', () => {
    const { transactions } = wallet.data;
    expect(transactions.length).toBeGreaterThanOrEqual(10);
    let balance = 0;
    for (const [i, tx] of transactions.entries()) {
      expect(tx.value).toMatch(/^\d+(\.\d+)?$/);
      balance += (tx.type === 'in' ? 1 : -1) * Number(tx.value);
      expect(balance).toBeGreaterThanOrEqual(0);
      if (i > 0) expect(tx.timestamp.toMillis()).toBeGreaterThanOrEqual(transactions[i - 1].timestamp.toMillis());
    }
    expect(new Set(transactions.map((tx) => tx.type))).toEqual(new Set(['in', 'out']));
  });
});

describe('coin payouts', () => {
  const wallets = buildWallets(orders, clock, new Random(2));
  const rewards = buildCoinRewards(orders, wallets);

  it('record every coin order, paid to the buyer\'s seeded wallet or to nobody without one (coin refunds burn from it)', () => {
    const coinOrders = orders.filter((order) => order.data.products.some((line) => line.priceId.startsWith('price_coins_')));
    expect(rewards.map((reward) => reward.id)).toEqual(coinOrders.map((order) => order.id));
    for (const { id, data } of rewards) {
      const order = coinOrders.find((candidate) => candidate.id === id)!.data;
      const coins = order.products.filter((line) => line.priceId.startsWith('price_coins_')).reduce((sum, line) => sum + Number(line.priceId.slice(12)) * line.quantity, 0);
      expect(data).toMatchObject({ uid: order.uid, sessionId: id, coins });
      const wallet = wallets.find((candidate) => candidate.id === order.uid);
      expect(data).toMatchObject(wallet ? { address: wallet.data.address, state: 'rewarded' } : { address: null, state: 'no wallet' });
    }
    expect(new Set(rewards.map((reward) => reward.data.state))).toEqual(new Set(['rewarded', 'no wallet']));
  });
});

describe('invoice requests', () => {
  it('compose the address from its parts, skipping an empty second line', () => {
    const parts = { streetAddress: '1 Main St', address2: '', city: 'Victoria', province: 'BC', postalCode: 'V8W 1A1', country: 'Canada' };
    expect(composeAddress(parts)).toBe('1 Main St, Victoria, BC, V8W 1A1, Canada');
    expect(composeAddress({ ...parts, address2: 'Unit 2' })).toBe('1 Main St, Unit 2, Victoria, BC, V8W 1A1, Canada');
    const requests = buildInvoiceRequests(clock);
    expect(requests).toHaveLength(2);
    expect(requests.every((r) => r.data.uid === patient.uid)).toBe(true);
  });
});

describe('knee sleeve pre-orders', () => {
  const preorders = buildPreorders(clock, new Random(3)).map((p) => p.data);

  it('belong to the customer and the demo patient and reach every status', () => {
    expect(new Set(preorders.map((p) => p.email))).toEqual(new Set([customer.email, patient.email]));
    expect(new Set(preorders.map((p) => p.status))).toEqual(new Set(PREORDER_EVENTS));
  });

  it('price sleeves at 299, or 279 for the one organization order of 10+', () => {
    const organization = preorders.filter((p) => p.isOrganizationOrder === true);
    expect(organization).toHaveLength(1);
    expect(organization[0].quantity).toBeGreaterThanOrEqual(10);
    expect(organization[0].organizationName).not.toBe('');
    for (const p of preorders) {
      const unit = p.isOrganizationOrder ? 27_900 : 29_900;
      expect(p.subtotal).toBe(formatMoney(unit * p.quantity));
      expect(p.pst).toBe(formatMoney(unit * p.quantity * 0.07));
      expect(p.gst).toBe(formatMoney(unit * p.quantity * 0.05));
      expect(p.total).toBe(formatMoney(totalWithTaxes(unit * p.quantity)));
    }
  });

  it('keep a timeline that runs through the events up to the status, shipping details once shipped', () => {
    for (const p of preorders) {
      const events = p.timeline.map((entry) => entry.event);
      expect(events).toEqual(PREORDER_EVENTS.slice(0, PREORDER_EVENTS.indexOf(p.status) + 1));
      expect(p.timeline[0].timestamp).toEqual(p.orderDate);
      const times = p.timeline.map((entry) => entry.timestamp.toMillis());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      const shipped = p.status === 'Order Shipped' || p.status === 'Order Delivered';
      expect(p.shipping !== undefined).toBe(shipped);
      if (p.shipping) expect(['Canada Post', 'FedEx', 'UPS', 'Purolator']).toContain(p.shipping.carrier);
    }
  });

  it('track one unit per sleeve ordered, in a state matching the order', () => {
    for (const p of preorders) {
      expect(p.orderDevicesData.map((unit) => unit.id)).toEqual(Array.from({ length: p.quantity }, (_, i) => i));
      for (const unit of p.orderDevicesData) {
        if (p.status === 'Payment received') expect(unit).toMatchObject({ status: 'Pending', boardId: '', qaDate: null });
        if (p.status === 'Order Shipped' || p.status === 'Order Delivered') expect(unit.status).toBe('Shipped');
        expect(unit.qaSignature === '').toBe(unit.qaDate === null);
      }
    }
    const organization = preorders.find((p) => p.isOrganizationOrder)!;
    expect(new Set(organization.orderDevicesData.map((unit) => unit.status)).size).toBeGreaterThanOrEqual(3);
  });
});
