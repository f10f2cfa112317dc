import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_WALLET_FOR_COINS } from '@rehab/model/payments';
import { TAX_RATE_IDS } from '@rehab/model/shop';
import { loadTestLanguages, makeStore } from '../../../test/app';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInState } from '../../../test/signedIn';
import type { CartLine } from '../shopSlice';
import CartPage from './CartPage';
import { cartAfterIncompletePayment } from '../logic/cartLocation';

/** The function and the browser's departure, seen from the test. */
const calls = vi.hoisted(() => ({ createCheckoutSession: vi.fn(), goToHostedCheckout: vi.fn() }));
vi.mock('../api/paymentCalls', () => ({ createCheckoutSession: calls.createCheckoutSession }));
vi.mock('../api/hostedCheckout', () => ({ goToHostedCheckout: calls.goToHostedCheckout }));

const twoSessions: CartLine = { priceId: 'price_sessions_2', name: '2 Sessions', price: 7.89, quantity: 2 };
const fiveSessions: CartLine = { priceId: 'price_sessions_5', name: '5 Sessions', price: 19.5, quantity: 1 };

function show(cart: CartLine[], language = 'en') {
  const store = makeStore({ ...signedInState('patient', { uid: 'demo-patient' }), shop: { ownerUid: 'demo-patient', cart } });
  renderWithProviders(<CartPage />, { store, route: '/cart', language });
  return store;
}

const amount = (id: string) => screen.getByTestId(`cart-${id}`).textContent;

describe('CartPage', () => {
  beforeAll(() => loadTestLanguages('fr'));

  beforeEach(() => {
    calls.createCheckoutSession.mockReset();
    calls.goToHostedCheckout.mockReset();
  });

  it('says when the cart is empty', () => {
    show([]);
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'CHECKOUT' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Shop sessions' })).toHaveAttribute('href', '/shopSessions');
  });

  it('shows the lines, the item count, Subtotal, PST (7%), GST (5%) and Total in cents', () => {
    show([twoSessions, fiveSessions]);
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
    expect(screen.getAllByTestId('cart-line-amount').map((cell) => cell.textContent)).toEqual(['$15.78', '$19.50']);
    expect(screen.getByTestId('cart-item-count')).toHaveTextContent('3 items');
    expect(screen.getByText('PST (7%)')).toBeInTheDocument();
    expect(screen.getByText('GST (5%)')).toBeInTheDocument();
    // Each line's taxes rounded half up, as Stripe charges them: 110 + 137 and 79 + 98 cents.
    expect([amount('subtotal'), amount('pst'), amount('gst'), amount('total')]).toEqual(['$35.28', '$2.47', '$1.77', '$39.52']);
  });

  it('changes quantities and removes lines', async () => {
    const store = show([twoSessions]);
    await userEvent.click(screen.getByRole('button', { name: 'One more 2 Sessions' }));
    expect(store.getState().shop.cart[0].quantity).toBe(3);
    expect(screen.getByTestId('cart-item-count')).toHaveTextContent('3 items');
    await userEvent.click(screen.getByRole('button', { name: 'One fewer 2 Sessions' }));
    await userEvent.click(screen.getByRole('button', { name: 'One fewer 2 Sessions' }));
    expect(screen.getByTestId('cart-item-count')).toHaveTextContent('1 item');
    expect(screen.getByRole('button', { name: 'One fewer 2 Sessions' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove 2 Sessions' }));
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  });

  it('starts the checkout with the cart and an attempt id, and goes to the payment page', async () => {
    let answer!: (value: { url: string; sessionId: string }) => void;
    calls.createCheckoutSession.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    show([twoSessions, fiveSessions]);
    const checkout = screen.getByRole('button', { name: 'CHECKOUT' });
    await userEvent.click(checkout);
    expect(checkout).toBeDisabled();
    expect(checkout).toHaveAttribute('aria-busy', 'true');
    expect(calls.createCheckoutSession).toHaveBeenCalledWith({
      uid: 'demo-patient',
      attemptId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      lineItems: [
        { price: 'price_sessions_2', quantity: 2, tax_rates: [...TAX_RATE_IDS] },
        { price: 'price_sessions_5', quantity: 1, tax_rates: [...TAX_RATE_IDS] },
      ],
    });
    answer({ url: 'http://127.0.0.1:12111/c/pay/cs_test_1', sessionId: 'cs_test_1' });
    await vi.waitFor(() => expect(calls.goToHostedCheckout).toHaveBeenCalledWith('http://127.0.0.1:12111/c/pay/cs_test_1'));
    // Still busy while the browser leaves.
    expect(checkout).toBeDisabled();
  });

  it("says in the reader's language that coins need a wallet when the function refuses coins for that", async () => {
    calls.createCheckoutSession.mockRejectedValueOnce(new Error(NO_WALLET_FOR_COINS));
    show([{ priceId: 'price_coins_5', name: '5 Coins', price: 9.99, quantity: 1 }], 'fr');
    await userEvent.click(screen.getByRole('button', { name: 'PASSER AU PAIEMENT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Les jetons sont crédités sur votre portefeuille Web3 : créez ou importez un portefeuille sur la page Jetons avant d'acheter des jetons.",
    );
  });

  it('stops the spinner and says why when the checkout cannot start; a retry is the same attempt', async () => {
    calls.createCheckoutSession.mockRejectedValueOnce(new Error('The checkout could not be started. Please try again.'));
    show([twoSessions]);
    await userEvent.click(screen.getByRole('button', { name: 'CHECKOUT' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The checkout could not be started. Please try again.');
    expect(screen.getByRole('button', { name: 'CHECKOUT' })).toBeEnabled();
    expect(calls.goToHostedCheckout).not.toHaveBeenCalled();

    calls.createCheckoutSession.mockResolvedValueOnce({ url: 'http://pay/cs_2', sessionId: 'cs_2' });
    await userEvent.click(screen.getByRole('button', { name: 'CHECKOUT' }));
    await vi.waitFor(() => expect(calls.goToHostedCheckout).toHaveBeenCalledWith('http://pay/cs_2'));
    const [first, second] = calls.createCheckoutSession.mock.calls.map(([request]) => request.attemptId);
    expect(second).toBe(first);
  });

  it('makes a new attempt when the cart changed', async () => {
    calls.createCheckoutSession.mockRejectedValue(new Error('unavailable'));
    show([twoSessions]);
    await userEvent.click(screen.getByRole('button', { name: 'CHECKOUT' }));
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'One more 2 Sessions' }));
    await userEvent.click(screen.getByRole('button', { name: 'CHECKOUT' }));
    await vi.waitFor(() => expect(calls.createCheckoutSession).toHaveBeenCalledTimes(2));
    const [first, second] = calls.createCheckoutSession.mock.calls.map(([request]) => request.attemptId);
    expect(second).not.toBe(first);
  });

  it("shows 'Incomplete payment. Please try again.' when the checkout came back unpaid", async () => {
    /** Arrives at the cart the way /order/cancel sends the customer there. */
    function CancelReturn() {
      const navigate = useNavigate();
      const { to, state } = cartAfterIncompletePayment();
      return (
        <button type="button" onClick={() => navigate(to, { state })}>
          back
        </button>
      );
    }
    const store = makeStore({ ...signedInState('patient', { uid: 'demo-patient' }), shop: { ownerUid: 'demo-patient', cart: [twoSessions] } });
    renderWithProviders(
      <Routes>
        <Route path="/order/cancel" element={<CancelReturn />} />
        <Route path="/cart" element={<CartPage />} />
      </Routes>,
      { store, route: '/order/cancel' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(within(screen.getByTestId('payment-incomplete')).getByText('Incomplete payment. Please try again.')).toBeInTheDocument();
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
  });

  it('shows no alert when opened directly', () => {
    show([twoSessions]);
    expect(screen.queryByText('Incomplete payment. Please try again.')).not.toBeInTheDocument();
  });
});
