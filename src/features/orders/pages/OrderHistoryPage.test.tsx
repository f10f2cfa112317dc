import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { useMyOrders } from '../useOrders';
import OrderHistoryPage from './OrderHistoryPage';
import { fakeTimestamp } from '../../../test/timestamps';

vi.mock('../useOrders', () => ({ useMyOrders: vi.fn() }));

function showing(state: Partial<ReturnType<typeof useMyOrders>>) {
  vi.mocked(useMyOrders).mockReturnValue({ data: [], loading: false, error: null, ...state } as ReturnType<typeof useMyOrders>);
  renderWithProviders(<OrderHistoryPage />);
}

describe('OrderHistoryPage', () => {
  it('shows each order with its total, number, details link and lines', () => {
    showing({
      data: [
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
        },
      ],
    });
    const order = screen.getByTestId('order');
    expect(order).toHaveTextContent('$21.84');
    expect(order).toHaveTextContent('cs_test_1');
    expect(screen.getByRole('link', { name: 'View order details' })).toHaveAttribute('href', '/order/confirmation/cs_test_1');
    const buyAgain = screen.getAllByRole('button', { name: 'Buy it again' });
    expect(buyAgain.map((link) => link.getAttribute('href'))).toEqual(['/shopSessions', '/shopCoins']);
    expect(screen.getByRole('button', { name: 'Refunded' })).toBeDisabled();
  });

  it('says when there are no orders', () => {
    showing({});
    expect(screen.getByText("Looks like you haven't placed an order.")).toBeInTheDocument();
  });

  it('shows placeholders while loading', () => {
    showing({ loading: true });
    expect(screen.getAllByTestId('order-skeleton').length).toBeGreaterThan(0);
  });

  it('shows the error when reading fails', () => {
    showing({ error: new Error('The service is currently unavailable.') });
    expect(screen.getByText('The service is currently unavailable.')).toBeInTheDocument();
    expect(screen.queryByText("Looks like you haven't placed an order.")).not.toBeInTheDocument();
  });
});
