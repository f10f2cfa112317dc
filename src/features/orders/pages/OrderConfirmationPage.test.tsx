import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WithId } from '../../../lib/firebase/withId';
import type { Order } from '@rehab/model/collections';
import { makeStore } from '../../../test/app';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { fakeTimestamp } from '../../../test/timestamps';
import { ordersApi } from '../api/ordersApi';
import OrderConfirmationPage from './OrderConfirmationPage';

/** Opens the confirmation of cs_test_1, already read as `order` (null: it does not exist), so no listener starts. */
async function show(order: WithId<Order> | null) {
  const store = makeStore();
  await store.dispatch(ordersApi.util.upsertQueryData('orderById', 'cs_test_1', order));
  renderWithProviders(<OrderConfirmationPage />, { store, route: '/order/confirmation/cs_test_1', path: '/order/confirmation/:sessionId' });
}

describe('OrderConfirmationPage', () => {
  it('shows the greeting, the number, the lines and the charged total', async () => {
    await show({
      docId: 'cs_test_1',
      uid: 'u1',
      name: 'Liam Chen',
      date: fakeTimestamp('2030-03-04T18:15:00Z'),
      total: 1568,
      products: [
        { priceId: 'price_sessions_5', name: '5 Sessions', quantity: 1, unit_price: 1000 },
        { priceId: 'price_coins_1', name: '1 Coin', quantity: 2, unit_price: 200 },
      ],
    } as WithId<Order>);
    expect(screen.getByRole('heading', { level: 1, name: 'Order Confirmation' })).toBeInTheDocument();
    expect(screen.getByText('Hi Liam Chen, thank you for your order.')).toBeInTheDocument();
    expect(screen.getByText('cs_test_1')).toBeInTheDocument();
    expect(screen.getAllByTestId('order-line')).toHaveLength(2);
    expect(screen.getByTestId('order-total')).toHaveTextContent('$15.68');
    expect(screen.getByRole('button', { name: 'Order History' })).toHaveAttribute('href', '/orders');
  });

  it('says an order that does not exist cannot be found', async () => {
    await show(null);
    expect(screen.getByText('This order could not be found.')).toBeInTheDocument();
    expect(screen.queryByTestId('order-line')).not.toBeInTheDocument();
  });
});
