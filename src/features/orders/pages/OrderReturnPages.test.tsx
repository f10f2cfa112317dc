import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WithId } from '../../../lib/firebase/withId';
import type { Order } from '@rehab/model/collections';
import { makeStore } from '../../../test/app';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { fakeTimestamp } from '../../../test/timestamps';
import { ordersApi } from '../api/ordersApi';
import OrderCancelPage from './OrderCancelPage';
import OrderSuccessPage, { CONFIRMATION_TIMEOUT_MS } from './OrderSuccessPage';

const cart = [{ priceId: 'price_sessions_1', name: '1 Session', price: 3.99, quantity: 1 }];

const paidOrder = {
  docId: 'cs_1',
  uid: 'u1',
  name: 'Liam Carter',
  date: fakeTimestamp('2030-03-04T18:15:00Z'),
  total: 447,
  products: [{ priceId: 'price_sessions_1', name: '1 Session', quantity: 1, unit_price: 399 }],
} as WithId<Order>;

/** The success page of cs_1, its order already read as `order` (null: not written yet), so no listener starts. */
async function showSuccess(order: WithId<Order> | null) {
  const store = makeStore({ shop: { ownerUid: null, cart } });
  await store.dispatch(ordersApi.util.upsertQueryData('awaitedOrder', 'cs_1', order));
  renderWithProviders(<OrderSuccessPage />, { store, route: '/order/success/cs_1', path: '/order/success/:sessionId' });
  return store;
}

describe('checkout return pages', () => {
  afterEach(() => vi.useRealTimers());

  it('empties the cart once the paid order is there, and links to it', async () => {
    const store = await showSuccess(paidOrder);
    expect(store.getState().shop.cart).toEqual([]);
    expect(screen.getByText('Thank you! Your payment went through.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View order details' })).toHaveAttribute('href', '/order/confirmation/cs_1');
  });

  it("says 'Confirming your payment…' and keeps the cart while the order is not written yet", async () => {
    const store = await showSuccess(null);
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your payment…');
    expect(store.getState().shop.cart).toEqual(cart);
    expect(screen.queryByText('Thank you! Your payment went through.')).not.toBeInTheDocument();

    // The webhook writes the order: the page sees it through the live query.
    act(() => {
      store.dispatch(ordersApi.util.updateQueryData('awaitedOrder', 'cs_1', () => paidOrder));
    });
    expect(await screen.findByText('Thank you! Your payment went through.')).toBeInTheDocument();
    expect(store.getState().shop.cart).toEqual([]);
  });

  it('never claims success for an unknown or unpaid checkout: after a while it says the payment could not be confirmed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const store = await showSuccess(null);
    act(() => vi.advanceTimersByTime(CONFIRMATION_TIMEOUT_MS));
    expect(screen.getByText('We could not confirm a payment for this checkout.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Order History' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('button', { name: 'Back to the cart' })).toHaveAttribute('href', '/cart');
    expect(store.getState().shop.cart).toEqual(cart);
  });

  it('takes an unpaid checkout back to the cart, which shows the payment-failed alert', () => {
    function CartProbe() {
      const { state } = useLocation();
      return <p>{(state as { paymentIncomplete?: boolean } | null)?.paymentIncomplete ? 'cart with the alert' : 'cart'}</p>;
    }
    renderWithProviders(
      <Routes>
        <Route path="/order/cancel" element={<OrderCancelPage />} />
        <Route path="/cart" element={<CartProbe />} />
      </Routes>,
      { route: '/order/cancel' },
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
    expect(screen.getByText('cart with the alert')).toBeInTheDocument();
  });
});
