import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WithId } from '../../../lib/firebase/withId';
import type { Order } from '@rehab/model/collections';
import { NOT_ENOUGH_COINS } from '@rehab/model/payments';
import { loadTestLanguages, makeStore } from '../../../test/app';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInState } from '../../../test/signedIn';
import { fakeTimestamp } from '../../../test/timestamps';
import { ordersApi } from '../api/ordersApi';
import OrderHistoryPage from './OrderHistoryPage';

/** Firestore stands still: a listener that is started never answers, or fails with `failure`. */
const firestore = vi.hoisted(() => ({ failure: null as Error | null }));
vi.mock('../../../lib/firebase/subscribe', () => ({
  subscribeQuery: () => (_next: unknown, fail: (error: unknown) => void) => {
    const { failure } = firestore;
    if (failure) queueMicrotask(() => fail(failure));
    return () => {};
  },
  subscribeDoc: () => () => () => {},
}));

/** The refund function, seen from the test. */
const refunds = vi.hoisted(() => ({ issueRefund: vi.fn() }));
vi.mock('../api/refundCalls', () => ({ issueRefund: refunds.issueRefund }));

const paidOrder = {
  docId: 'cs_test_paid',
  uid: 'u1',
  name: 'Liam Carter',
  date: fakeTimestamp('2030-03-05T10:00:00Z'),
  total: 3952,
  products: [
    { priceId: 'price_sessions_2', name: '2 Sessions', quantity: 2, unit_price: 789 },
    { priceId: 'price_sessions_5', name: '5 Sessions', quantity: 1, unit_price: 1950 },
  ],
} as WithId<Order>;

/** Renders the page for u1, with `orders` already read when given (no listener starts then). */
async function showing(orders?: WithId<Order>[], language = 'en') {
  const store = makeStore(signedInState('patient', { uid: 'u1' }));
  if (orders) await store.dispatch(ordersApi.util.upsertQueryData('orderHistory', 'u1', orders));
  renderWithProviders(<OrderHistoryPage />, { store, language });
  return store;
}

const lineNamed = (name: string) => screen.getAllByTestId('order-line-item').find((item) => within(item).queryByText(name))!;

describe('OrderHistoryPage', () => {
  beforeAll(() => loadTestLanguages('fr'));

  beforeEach(() => {
    firestore.failure = null;
    refunds.issueRefund.mockReset();
  });

  it('shows each order with its total, number, details link and lines', async () => {
    await showing([
      {
        docId: 'cs_test_1',
        uid: 'u1',
        name: 'Liam Chen',
        date: fakeTimestamp('2030-03-04T18:15:00Z'),
        total: 2184,
        products: [
          { priceId: 'price_sessions_5', name: '5 Sessions', quantity: 1, unit_price: 1950 },
          { priceId: 'price_coins_1', name: '1 Coin', quantity: 1, unit_price: 139, refundId: 're_1' },
        ],
      } as WithId<Order>,
    ]);
    const order = screen.getByTestId('order');
    expect(order).toHaveTextContent('$21.84');
    expect(order).toHaveTextContent('cs_test_1');
    expect(screen.getByRole('link', { name: 'View order details' })).toHaveAttribute('href', '/order/confirmation/cs_test_1');
    const buyAgain = screen.getAllByRole('button', { name: 'Buy it again' });
    expect(buyAgain.map((link) => link.getAttribute('href'))).toEqual(['/shopSessions', '/shopCoins']);
    expect(screen.getByRole('button', { name: 'Refunded' })).toBeDisabled();
  });

  it('says when there are no orders', async () => {
    await showing([]);
    expect(screen.getByText("Looks like you haven't placed an order.")).toBeInTheDocument();
  });

  it('shows placeholders while loading', async () => {
    await showing();
    expect(screen.getAllByTestId('order-skeleton').length).toBeGreaterThan(0);
  });

  it('shows the error when reading fails', async () => {
    firestore.failure = new Error('The service is currently unavailable.');
    await showing();
    expect(await screen.findByText('The service is currently unavailable.')).toBeInTheDocument();
    expect(screen.queryByText("Looks like you haven't placed an order.")).not.toBeInTheDocument();
  });

  it("refunds a line: 'Request refund', 'Processing refund', then 'Refunded' (disabled) once the refund id is stored", async () => {
    let answer!: (value: { id: string; amount: number }) => void;
    refunds.issueRefund.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const store = await showing([paidOrder]);
    const line = lineNamed('2 Sessions');
    await userEvent.click(within(line).getByRole('button', { name: 'Request refund' }));
    expect(refunds.issueRefund).toHaveBeenCalledWith({ sessionID: 'cs_test_paid', priceId: 'price_sessions_2', amount: 1578 });
    expect(within(line).getByRole('button', { name: 'Processing refund' })).toBeDisabled();
    // Only that line is being refunded.
    expect(within(lineNamed('5 Sessions')).getByRole('button', { name: 'Request refund' })).toBeEnabled();

    answer({ id: 're_1', amount: 1578 });
    // Answered, but the live order does not show the refund id yet: still processing.
    expect(await within(line).findByRole('button', { name: 'Processing refund' })).toBeDisabled();
    act(() => {
      store.dispatch(
        ordersApi.util.updateQueryData('orderHistory', 'u1', (orders) => {
          orders[0].products[0].refundId = 're_1';
        }),
      );
    });
    expect(await within(line).findByRole('button', { name: 'Refunded' })).toBeDisabled();
    expect(refunds.issueRefund).toHaveBeenCalledTimes(1);
  });

  it('shows the refusal as the function words it, and lets the patient try again', async () => {
    refunds.issueRefund.mockRejectedValueOnce(new Error('Not enough sessions balance. Refund cannot be processed.'));
    await showing([paidOrder]);
    const line = lineNamed('5 Sessions');
    await userEvent.click(within(line).getByRole('button', { name: 'Request refund' }));
    expect(await within(line).findByText('Not enough sessions balance. Refund cannot be processed.')).toBeInTheDocument();
    expect(within(line).getByRole('button', { name: 'Request refund' })).toBeEnabled();
    expect(within(lineNamed('2 Sessions')).queryByText('Not enough sessions balance. Refund cannot be processed.')).not.toBeInTheDocument();
  });

  it("says the spec's coin refusal in the reader's language", async () => {
    refunds.issueRefund.mockRejectedValueOnce(new Error(NOT_ENOUGH_COINS));
    const coinOrder = { ...paidOrder, docId: 'cs_test_coins', products: [{ priceId: 'price_coins_5', name: '5 Coins', quantity: 1, unit_price: 999 }] } as WithId<Order>;
    await showing([coinOrder], 'fr');
    const line = screen.getByTestId('order-line-item');
    await userEvent.click(within(line).getByRole('button', { name: 'Demander un remboursement' }));
    expect(await within(line).findByText('Solde de jetons insuffisant. Le remboursement ne peut pas être effectué.')).toBeInTheDocument();
  });
});
