/** Card orders, the Web3 wallet, invoice requests and knee sleeve pre-orders. */
import { Timestamp } from 'firebase-admin/firestore';
import { Wallet, encryptKeystoreJsonSync } from 'ethers';
import {
  PREORDER_EVENTS,
  type InvoiceRequest,
  type KneeSleevePreorder,
  type Order,
  type OrderProduct,
  type PreorderEvent,
  type PreorderUnit,
  type UnitStatus,
  type WalletTransaction,
  type Web3Wallet,
} from '@rehab/model/collections';
import type { CoinReward } from '@rehab/model/payments';
import { productByPriceId } from '@rehab/model/shop';
import { GST_RATE, PST_RATE, cartTotals, fromCents, toCents } from '@rehab/model/money';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, OTHER_PATIENTS, STAFF, type DemoAccount } from './accounts';
import type { RegisteredPayment } from '../stripe/standIn';
import type { SeedClock } from './clock';
import { DEMO_PATIENT, fullName } from './people';
import type { Random } from './random';
import type { SeedDoc } from './seedDoc';

/** A pre-order's total in cents: the subtotal multiplied by 1.12 (PST 7% + GST 5%). */
export function totalWithTaxes(subtotalCents: number): number {
  return Math.round(subtotalCents * (1 + PST_RATE + GST_RATE));
}

/** The packs these orders bought: [priceId, name, unit price in cents]. */
const PACKS = {
  sessions1: ['price_sessions_1', '1 Session', 399],
  sessions2: ['price_sessions_2', '2 Sessions', 789],
  sessions5: ['price_sessions_5', '5 Sessions', 1950],
  sessions10: ['price_sessions_10', '10 Sessions', 3900],
  sessions25: ['price_sessions_25', '25 Sessions', 9500],
  coins1: ['price_coins_1', '1 Coin', 139],
  coins5: ['price_coins_5', '5 Coins', 999],
  coins10: ['price_coins_10', '10 Coins', 1699],
  coins20: ['price_coins_20', '20 Coins', 3299],
} as const satisfies Record<string, readonly [string, string, number]>;

type PackKey = keyof typeof PACKS;

interface OrderSpec {
  buyer: DemoAccount;
  day: number;
  lines: [PackKey, number][];
  /** index of a line that was refunded */
  refundedLine?: number;
}

const [amara] = OTHER_PATIENTS;

const ORDERS: readonly OrderSpec[] = [
  { buyer: DEMO_ACCOUNTS.patient, day: -300, lines: [['sessions5', 1]] },
  { buyer: DEMO_ACCOUNTS.patient, day: -210, lines: [['coins10', 1], ['sessions1', 2]] },
  { buyer: DEMO_ACCOUNTS.patient, day: -120, lines: [['sessions10', 1], ['coins5', 1]], refundedLine: 0 },
  { buyer: DEMO_ACCOUNTS.patient, day: -45, lines: [['coins20', 1], ['sessions2', 1]] },
  { buyer: DEMO_ACCOUNTS.patient, day: -6, lines: [['sessions5', 1], ['coins5', 2]] },
  { buyer: amara, day: -90, lines: [['sessions25', 1]] },
  { buyer: amara, day: -20, lines: [['coins1', 3]] },
];

/** orders/{checkout session id} */
export function buildOrders(clock: SeedClock, random: Random): SeedDoc<Order>[] {
  return ORDERS.map((spec) => {
    const products = spec.lines.map(([pack, quantity], index): OrderProduct => {
      const [priceId, name, unitPrice] = PACKS[pack];
      const refund = index === spec.refundedLine ? { refundId: `re_test_${random.alphanumeric(24)}` } : {};
      return { priceId, name, quantity, unit_price: unitPrice, ...refund };
    });
    const id = `cs_test_a1${random.alphanumeric(56)}`;
    return {
      id,
      data: {
        uid: spec.buyer.uid,
        date: clock.timestamp(spec.day, random.int(9, 21), random.int(0, 59)),
        name: fullName(spec.buyer),
        // What the checkout charged: the cart's total, each tax rounded to the cent.
        total: toCents(cartTotals(products.map((line) => ({ price: fromCents(line.unit_price), quantity: line.quantity }))).total),
        products,
        // Derived from the id, so the rest of the world's random draws stay as they were.
        paymentId: `pi_test_${id.slice(-24)}`,
      },
    };
  });
}

/** What the seeded orders paid and refunded, for the Stripe stand-in to know (so that they can be refunded). */
export function seededPayments(orders: readonly SeedDoc<Order>[]): RegisteredPayment[] {
  return orders.map(({ data }) => ({
    id: data.paymentId!,
    amount: data.total,
    refunded: data.products.filter((line) => line.refundId).reduce((sum, line) => sum + line.unit_price * line.quantity, 0),
  }));
}

/** Coins in the wallet: bought coin packs, rewards for completed sessions, coins spent. */
function walletTransactions(orders: readonly SeedDoc<Order>[], clock: SeedClock): WalletTransaction[] {
  const purchases = orders
    .filter((order) => order.data.uid === DEMO_ACCOUNTS.patient.uid)
    .flatMap((order) =>
      order.data.products
        .filter((line) => line.priceId.startsWith('price_coins_') && !line.refundId)
        .map((line): WalletTransaction => ({
          name: `${line.name} purchase`,
          timestamp: order.data.date,
          type: 'in',
          value: String(Number(line.priceId.replace('price_coins_', '')) * line.quantity),
        })),
    );
  const rewards = [-280, -240, -190, -150, -95, -60, -30, -3].map(
    (day): WalletTransaction => ({ name: 'Session streak reward', timestamp: clock.timestamp(day, 20, 0), type: 'in', value: '2' }),
  );
  const spent: WalletTransaction[] = [
    { name: 'Premium workout plan', timestamp: clock.timestamp(-100, 18, 30), type: 'out', value: '5' },
    { name: 'Device accessory discount', timestamp: clock.timestamp(-15, 12, 10), type: 'out', value: '7.5' },
  ];
  return [...purchases, ...rewards, ...spent].sort((a, b) => a.timestamp.toMillis() - b.timestamp.toMillis());
}

/** Who has a seeded wallet: the demo patient. */
export const SEEDED_WALLET_OWNERS: readonly string[] = [DEMO_ACCOUNTS.patient.uid];

/**
 * web3Wallets/{demo patient}: a real ethers keystore encrypted with the demo
 * password. Scrypt N is lowered from ethers' 131072 to 1024 so that seeding
 * and unlocking take milliseconds; the salt, iv and uuid come from the seeded
 * PRNG so the keystore is the same on every run. Its coins are minted on the
 * local chain by the seed (coins.ts), to what this history adds up to.
 */
export function buildWallets(orders: readonly SeedDoc<Order>[], clock: SeedClock, random: Random): SeedDoc<Web3Wallet>[] {
  const wallet = new Wallet(`0x${random.hex(64)}`);
  const data = encryptKeystoreJsonSync({ address: wallet.address, privateKey: wallet.privateKey }, DEMO_PASSWORD, {
    scrypt: { N: 1 << 10 },
    salt: random.bytes(32),
    iv: random.bytes(16),
    uuid: `0x${random.hex(32)}`, // ethers takes the 16 random bytes of the uuid as hex
  });
  return [
    {
      id: SEEDED_WALLET_OWNERS[0],
      data: { address: wallet.address, data, email: DEMO_ACCOUNTS.patient.email, transactions: walletTransactions(orders, clock) },
    },
  ];
}

/**
 * coinRewards/{order}: where each seeded coin order's coins were paid, as stripeWebhook records it (a coin refund
 * burns from that address and is refused without the record). The demo patient's to his seeded wallet; a buyer
 * without a wallet was paid nothing ('no wallet').
 */
export function buildCoinRewards(orders: readonly SeedDoc<Order>[], wallets: readonly SeedDoc<Web3Wallet>[]): SeedDoc<CoinReward>[] {
  return orders.flatMap(({ id, data: order }) => {
    const coins = order.products.reduce((sum, line) => {
      const product = productByPriceId(line.priceId);
      return product?.kind === 'coins' ? sum + product.value * line.quantity : sum;
    }, 0);
    if (coins === 0) return [];
    const address = wallets.find((wallet) => wallet.id === order.uid)?.data.address ?? null;
    const reward: CoinReward = { uid: order.uid, sessionId: id, eventId: `evt_seed_${id}`, coins, address, state: address ? 'rewarded' : 'no wallet', createdAt: order.date };
    return [{ id, data: reward }];
  });
}

interface PostalAddress {
  streetAddress: string;
  address2: string;
  city: string;
  province: string;
  postalCode: string;
  country: string;
}

const PATIENT_ADDRESS: PostalAddress = {
  streetAddress: '2150 W 4th Ave',
  address2: 'Unit 4',
  city: 'Vancouver',
  province: 'BC',
  postalCode: 'V6K 1N6',
  country: 'Canada',
};

const CUSTOMER_ADDRESS: PostalAddress = {
  streetAddress: '88 Rue Saint-Paul Ouest',
  address2: '',
  city: 'Montréal',
  province: 'QC',
  postalCode: 'H2Y 1G7',
  country: 'Canada',
};

/** One line, as the invoice form composes it: address1, optional address2, city, province, postal code, country. */
export function composeAddress(address: PostalAddress): string {
  return [address.streetAddress, address.address2, address.city, address.province, address.postalCode, address.country]
    .filter((part) => part !== '')
    .join(', ');
}

export function buildInvoiceRequests(clock: SeedClock): SeedDoc<InvoiceRequest>[] {
  const patient = DEMO_ACCOUNTS.patient;
  const common = {
    firstName: patient.firstName,
    lastName: patient.lastName,
    email: patient.email,
    phone: DEMO_PATIENT.phoneNumber,
    uid: patient.uid,
  };
  return [
    {
      id: 'invoice-request-1',
      data: {
        ...common,
        occupation: 'Carpenter',
        address: composeAddress(PATIENT_ADDRESS),
        size: 'L',
        purpose: 'Personal rehabilitation',
        details: 'A second knee sleeve for my right knee, to compare both sides during sessions.',
        how: ['Peer referal'],
        date: clock.timestamp(-75, 19, 40),
      },
    },
    {
      id: 'invoice-request-2',
      data: {
        ...common,
        occupation: 'Carpenter',
        address: composeAddress({ ...PATIENT_ADDRESS, address2: '' }),
        size: 'M',
        purpose: 'Gift',
        details: 'A knee sleeve for my father, who has his knee surgery next month.',
        how: ['Social media', 'Google'],
        date: clock.timestamp(-9, 8, 15),
      },
    },
  ];
}

/** Pre-order unit prices in cents: individual, and organization (10 units or more). */
const SLEEVE_PRICE = 29_900;
const ORGANIZATION_SLEEVE_PRICE = 27_900;

/** Money as the pre-order documents store it: '$ 598.00'. */
export function formatMoney(cents: number): string {
  return `$ ${(cents / 100).toFixed(2)}`;
}

interface PreorderSpec {
  buyer: DemoAccount;
  address: PostalAddress;
  phone: string;
  day: number;
  quantity: number;
  status: PreorderEvent;
  carrier?: string;
  organization?: { name: string; plan: string };
}

const customer = DEMO_ACCOUNTS.customer;
const patient = DEMO_ACCOUNTS.patient;
const CUSTOMER_PHONE = '+15145550188';

const PREORDERS: readonly PreorderSpec[] = [
  { buyer: customer, address: CUSTOMER_ADDRESS, phone: CUSTOMER_PHONE, day: -150, quantity: 2, status: 'Order Delivered', carrier: 'FedEx' },
  { buyer: patient, address: PATIENT_ADDRESS, phone: DEMO_PATIENT.phoneNumber, day: -200, quantity: 1, status: 'Order Delivered', carrier: 'UPS' },
  { buyer: patient, address: PATIENT_ADDRESS, phone: DEMO_PATIENT.phoneNumber, day: -90, quantity: 3, status: 'Order Delivered', carrier: 'Purolator' },
  { buyer: customer, address: CUSTOMER_ADDRESS, phone: CUSTOMER_PHONE, day: -60, quantity: 1, status: 'Order Shipped', carrier: 'Canada Post' },
  {
    buyer: customer,
    address: { ...CUSTOMER_ADDRESS, streetAddress: '1200 Av. McGill College', address2: 'Suite 1800', postalCode: 'H3B 4G7' },
    phone: CUSTOMER_PHONE,
    day: -40,
    quantity: 12,
    status: 'Preparing Order',
    organization: {
      name: 'Clinique Physio Plateau',
      plan: 'Lend sleeves to post-operative knee patients for the first six weeks of home rehabilitation.',
    },
  },
  { buyer: patient, address: PATIENT_ADDRESS, phone: DEMO_PATIENT.phoneNumber, day: -25, quantity: 1, status: 'Preparing Order' },
  { buyer: customer, address: CUSTOMER_ADDRESS, phone: CUSTOMER_PHONE, day: -12, quantity: 1, status: 'Ready for Dispatch' },
  { buyer: customer, address: CUSTOMER_ADDRESS, phone: CUSTOMER_PHONE, day: -3, quantity: 2, status: 'Payment received' },
];

const initials = (name: string) =>
  name
    .split(' ')
    .map((word) => word[0])
    .join('');

/** Build state of one unit, given how far its order has got (later units of a big order lag behind). */
function unitStatus(orderStatus: PreorderEvent, unitIndex: number, quantity: number): UnitStatus {
  switch (orderStatus) {
    case 'Payment received':
      return 'Pending';
    case 'Preparing Order': {
      const share = unitIndex / quantity;
      return share < 0.4 ? 'Quality Check Completed' : share < 0.8 ? 'In Assembly' : 'Pending';
    }
    case 'Ready for Dispatch':
      return 'Packaging';
    case 'Order Shipped':
    case 'Order Delivered':
      return 'Shipped';
  }
}

const UNIT_NOTES = [
  'Replaced the flex sensor on the inner seam.',
  'Battery calibrated, holds charge for 14 h.',
  'Customer asked for size L, confirmed by e-mail.',
  'Bluetooth pairing retested after firmware update.',
];

function preorderUnits(spec: PreorderSpec, orderDate: Timestamp, random: Random): PreorderUnit[] {
  return Array.from({ length: spec.quantity }, (_, index) => {
    const status = unitStatus(spec.status, index, spec.quantity);
    const assembled = status !== 'Pending';
    const checked = assembled && status !== 'In Assembly';
    const inspector = random.pick(STAFF);
    const qaDate = Timestamp.fromMillis(orderDate.toMillis() + random.int(3, 9) * 86_400_000);
    const notes = assembled && random.chance(0.4) ? [{ user: random.pick(STAFF), content: random.pick(UNIT_NOTES), timestamp: qaDate }] : [];
    return {
      id: index,
      boardId: assembled ? `MW-KS-${random.hex(6).toUpperCase()}` : '',
      firmwareVersion: assembled ? random.pick(['2.3.0', '2.3.1', '2.4.0']) : '',
      status,
      qaSignature: checked ? initials(inspector) : '',
      qaDate: checked ? qaDate : null,
      notes,
      assignedTo: assembled ? random.pick(STAFF) : '',
    };
  });
}

const HEARD_ABOUT_US = ['Social media', 'Google', 'Peer referal', 'Other'];

/** kneeSleevePreorders: every status of the timeline, one organization order. */
export function buildPreorders(clock: SeedClock, random: Random): SeedDoc<KneeSleevePreorder>[] {
  return PREORDERS.map((spec, index) => {
    const id = `KSP-${10_001 + index}`;
    const orderDate = clock.timestamp(spec.day, random.int(8, 22), random.int(0, 59));
    const steps = PREORDER_EVENTS.slice(0, PREORDER_EVENTS.indexOf(spec.status) + 1);
    let at = orderDate.toMillis();
    const timeline = steps.map((event, step) => {
      if (step > 0) at += random.int(2, 6) * 86_400_000 + random.int(0, 8) * 3_600_000;
      return { timestamp: Timestamp.fromMillis(at), event };
    });
    const unitPrice = spec.organization ? ORGANIZATION_SLEEVE_PRICE : SLEEVE_PRICE;
    const subtotal = unitPrice * spec.quantity;
    const shipping = spec.carrier ? { shipping: { carrier: spec.carrier, trackingNumber: random.alphanumeric(16).toUpperCase() } } : {};
    const preorder: KneeSleevePreorder = {
      id,
      email: spec.buyer.email,
      orderDate,
      firstName: spec.buyer.firstName,
      lastName: spec.buyer.lastName,
      phone: spec.phone,
      streetAddress: spec.address.streetAddress,
      address2: spec.address.address2,
      city: spec.address.city,
      state: spec.address.province,
      postalCode: spec.address.postalCode,
      country: spec.address.country,
      quantity: spec.quantity,
      isOrganizationOrder: spec.organization !== undefined,
      organizationName: spec.organization?.name ?? '',
      planToUseProduct: spec.organization?.plan ?? '',
      useApplication: random.pick(['Yes', 'No']),
      requestDetails: random.pick(['', 'Please ship before the end of the month.', 'Left and right sleeves in size M.']),
      howDidYouHearAboutUs: random.sample(HEARD_ABOUT_US, random.int(1, 2)),
      terms: true,
      subscribe: random.chance(0.5),
      productType: 'Preorder',
      subtotal: formatMoney(subtotal),
      pst: formatMoney(Math.round(subtotal * PST_RATE)),
      gst: formatMoney(Math.round(subtotal * GST_RATE)),
      total: formatMoney(totalWithTaxes(subtotal)),
      paymentId: `pi_test_${random.alphanumeric(24)}`,
      status: spec.status,
      timeline,
      ...shipping,
      orderDevicesData: preorderUnits(spec, orderDate, random),
    };
    return { id, data: preorder };
  });
}
