import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../test/app';
import { renderWithProviders } from '../../../test/renderWithProviders';
import OrderCancelPage from './OrderCancelPage';
import OrderSuccessPage from './OrderSuccessPage';

describe('checkout return pages', () => {
  it('empties the cart after a paid checkout and links to the order', () => {
    const store = makeStore({ shop: { ownerUid: null, cart: [{ priceId: 'price_sessions_1', name: '1 Session', price: 3.99, quantity: 1 }] } });
    renderWithProviders(<OrderSuccessPage />, { store, route: '/order/success/cs_1', path: '/order/success/:sessionId' });
    expect(store.getState().shop.cart).toEqual([]);
    expect(screen.getByRole('button', { name: 'View order details' })).toHaveAttribute('href', '/order/confirmation/cs_1');
  });

  it('says the payment is incomplete when the checkout was left', () => {
    renderWithProviders(<OrderCancelPage />);
    expect(screen.getByText('Incomplete payment. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to the cart' })).toHaveAttribute('href', '/cart');
  });
});
