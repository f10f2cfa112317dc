import { configureStore } from '@reduxjs/toolkit';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../test/app';
import { addToCart, shopSlice } from '../shopSlice';
import { CartPreview } from './CartPreview';

beforeAll(() => initI18n('en'));

function renderCart(lines: Parameters<typeof addToCart>[0][] = []) {
  const store = configureStore({ reducer: { shop: shopSlice.reducer } });
  lines.forEach((line) => store.dispatch(addToCart(line)));
  const router = createMemoryRouter(
    [
      { path: '/', element: <CartPreview /> },
      { path: '/cart', element: <p>Cart page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router };
}

describe('CartPreview', () => {
  it('says when the cart is empty', async () => {
    renderCart();
    await userEvent.click(screen.getByRole('button', { name: 'Shopping cart' }));
    expect(screen.getByText('Your shopping cart is empty')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
  });

  it('changes quantities, shows taxes and totals in dollars, and removes lines', async () => {
    const { store } = renderCart([{ priceId: 'p5', name: '5 sessions', price: 19.5 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Shopping cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'One more 5 sessions' }));
    expect(store.getState().shop.cart[0].quantity).toBe(2);
    const totals = screen.getByText('Subtotal').closest('dl')!;
    expect(within(totals).getByText('$39.00')).toBeVisible();
    expect(within(totals).getByText('$2.73')).toBeVisible();
    expect(within(totals).getByText('$1.95')).toBeVisible();
    expect(within(totals).getByText('$43.68')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'One fewer 5 sessions' }));
    expect(store.getState().shop.cart[0].quantity).toBe(1);
    expect(screen.getByRole('button', { name: 'One fewer 5 sessions' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove 5 sessions' }));
    expect(screen.getByText('Your shopping cart is empty')).toBeVisible();
  });

  it('closes and goes to the cart page on checkout', async () => {
    const { router } = renderCart([{ priceId: 'c1', name: '1 coin', price: 1.39 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Shopping cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(router.state.location.pathname).toBe('/cart');
    expect(screen.getByText('Cart page')).toBeInTheDocument();
  });
});
