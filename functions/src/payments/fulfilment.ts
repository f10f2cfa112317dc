/**
 * What a paid checkout becomes: the order (or the knee sleeve pre-order) and
 * its confirmation e-mail. Pure: the webhook reads Stripe and Firestore and
 * writes what these return.
 */
import type { Email, KneeSleevePreorder, Order, OrderProduct, PreorderUnit, TimestampLike, WalletTransaction } from '@rehab/model/collections';
import { formatCents } from '@rehab/model/money';
import { formatStoredAmount, orderAmounts, productByPriceId } from '@rehab/model/shop';
import type { PreorderCheckout } from './records';

/** A paid line as Stripe lists it. */
export interface PaidLine {
  priceId: string;
  description: string;
  quantity: number;
  /** cents */
  unitAmount: number;
}

export interface Buyer {
  uid: string;
  firstName: string;
  lastName: string;
  email: string | null;
}

export function orderFromCheckout(lines: readonly PaidLine[], buyer: Buyer, charged: { total: number; paymentId: string }, paidAt: TimestampLike): Order {
  const products = lines.map(
    (line): OrderProduct => ({
      priceId: line.priceId,
      name: productByPriceId(line.priceId)?.name ?? line.description,
      quantity: line.quantity,
      unit_price: line.unitAmount,
    }),
  );
  return {
    uid: buyer.uid,
    date: paidAt,
    name: [buyer.firstName, buyer.lastName].filter(Boolean).join(' '),
    total: charged.total,
    products,
    paymentId: charged.paymentId,
  };
}

/** The sessions an order adds to the buyer's balance. */
export function sessionsBought(products: readonly Pick<OrderProduct, 'priceId' | 'quantity'>[]): number {
  return products.reduce((sum, line) => {
    const product = productByPriceId(line.priceId);
    return product?.kind === 'sessions' ? sum + product.value * line.quantity : sum;
  }, 0);
}

/** The coins an order rewards to the buyer's wallet: each coin pack's value × quantity. */
export function coinsBought(products: readonly Pick<OrderProduct, 'priceId' | 'quantity'>[]): number {
  return products.reduce((sum, line) => {
    const product = productByPriceId(line.priceId);
    return product?.kind === 'coins' ? sum + product.value * line.quantity : sum;
  }, 0);
}

/** The wallet history's 'in' entries of an order: one per coin line ('5 Coins purchase', value × quantity). */
export function coinPurchaseEntries(orderId: string, products: readonly OrderProduct[], paidAt: TimestampLike): WalletTransaction[] {
  return products.flatMap((line) => {
    const product = productByPriceId(line.priceId);
    if (product?.kind !== 'coins') return [];
    return [{ name: `${product.name} purchase`, timestamp: paidAt, type: 'in' as const, value: String(product.value * line.quantity), orderId }];
  });
}

/** The catalogue's total for these lines: what the checkout should have charged. */
export function expectedTotal(products: readonly Pick<OrderProduct, 'unit_price' | 'quantity'>[]): number {
  return orderAmounts(products.map((line) => ({ unitAmount: line.unit_price, quantity: line.quantity }))).total;
}

export function orderConfirmationEmail(orderId: string, order: Order, buyer: Buyer & { email: string }): Email {
  const amounts = orderAmounts(order.products.map((line) => ({ unitAmount: line.unit_price, quantity: line.quantity })));
  const lines = order.products.map((line) => `${line.quantity} × ${line.name}: ${formatCents(line.unit_price * line.quantity)}`);
  return {
    to: buyer.email,
    message: {
      subject: 'Your Texavie order confirmation',
      text: [
        `Hello ${buyer.firstName || order.name},`,
        '',
        'Thank you for your order. We have received your payment.',
        '',
        `Order number: ${orderId}`,
        ...lines,
        '',
        `Subtotal: ${formatCents(amounts.subtotal)}`,
        `PST (7%): ${formatCents(amounts.pst)}`,
        `GST (5%): ${formatCents(amounts.gst)}`,
        `Total: ${formatCents(order.total)}`,
        '',
        'Texavie',
      ].join('\n'),
    },
  };
}

function pendingUnit(id: number): PreorderUnit {
  return { id, boardId: '', firmwareVersion: '', status: 'Pending', qaSignature: '', qaDate: null, notes: [], assignedTo: '' };
}

/** The pre-order record once paid: 'Payment received', money as the spec stores it, one Pending unit per sleeve. */
export function preorderFromCheckout(preorderId: string, checkout: PreorderCheckout, paymentId: string, paidAt: TimestampLike): KneeSleevePreorder {
  const { form, pricing } = checkout;
  return {
    ...form,
    id: preorderId,
    email: checkout.email,
    orderDate: paidAt,
    productType: 'Preorder',
    subtotal: formatStoredAmount(pricing.subtotal),
    pst: formatStoredAmount(pricing.pst),
    gst: formatStoredAmount(pricing.gst),
    total: formatStoredAmount(pricing.total),
    paymentId,
    status: 'Payment received',
    timeline: [{ timestamp: paidAt, event: 'Payment received' }],
    orderDevicesData: Array.from({ length: pricing.quantity }, (_, index) => pendingUnit(index)),
  };
}

export function preorderConfirmationEmail(preorder: KneeSleevePreorder): Email {
  const organization = preorder.isOrganizationOrder === true ? ` (organization order: ${preorder.organizationName})` : '';
  return {
    to: preorder.email,
    message: {
      subject: 'Your MarsWear Smart Knee Sleeves pre-order',
      text: [
        `Hello ${preorder.firstName},`,
        '',
        'Thank you for pre-ordering MarsWear Smart Knee Sleeves. We have received your payment.',
        '',
        `Pre-order number: ${preorder.id}`,
        `Quantity: ${preorder.quantity}${organization}`,
        `Subtotal: ${preorder.subtotal}`,
        `PST (7%): ${preorder.pst}`,
        `GST (5%): ${preorder.gst}`,
        `Total: ${preorder.total}`,
        '',
        'We will let you know when your order is prepared and shipped.',
        '',
        'Texavie',
      ].join('\n'),
    },
  };
}
