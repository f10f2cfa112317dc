import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WithId } from '../../../lib/firebase/hooks';
import type { Order } from '../../../lib/model/collections';
import { makeStore } from '../../../test/app';
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

/** Renders the page for u1, with `orders` already read when given (no listener starts then). */
async function showing(orders?: WithId<Order>[]) {
  const store = makeStore(signedInState('patient', { uid: 'u1' }));
  if (orders) await store.dispatch(ordersApi.util.upsertQueryData('orderHistory', 'u1', orders));
  renderWithProviders(<OrderHistoryPage />, { store });
}

describe('OrderHistoryPage', () => {
  beforeEach(() => {
    firestore.failure = null;
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
});
