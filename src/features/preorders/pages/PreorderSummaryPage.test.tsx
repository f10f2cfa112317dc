import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { KneeSleevePreorder } from '../../../lib/model/collections';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { useMyPreorders } from '../usePreorders';
import PreorderSummaryPage from './PreorderSummaryPage';
import { fakeTimestamp } from '../../../test/timestamps';

vi.mock('../usePreorders', () => ({ useMyPreorders: vi.fn() }));

function preorder(id: string, events: KneeSleevePreorder['timeline'][number]['event'][]): KneeSleevePreorder & { docId: string } {
  return {
    docId: id,
    id,
    email: 'customer@demo.test',
    orderDate: fakeTimestamp('2026-10-01T10:00:00Z'),
    timeline: events.map((event, day) => ({ event, timestamp: fakeTimestamp(`2026-10-0${day + 1}T10:00:00Z`) })),
    status: events[0] ?? 'Payment received',
    streetAddress: '1 Main St',
    address2: '',
    city: 'Vancouver',
    state: 'BC',
    postalCode: 'V5K 0A1',
    country: 'Canada',
    total: '$ 334.88',
  } as unknown as KneeSleevePreorder & { docId: string };
}

function showing(state: Partial<ReturnType<typeof useMyPreorders>>) {
  vi.mocked(useMyPreorders).mockReturnValue({ data: [], loading: false, error: null, emailVerified: true, ...state });
  renderWithProviders(<PreorderSummaryPage />);
}

describe('PreorderSummaryPage', () => {
  beforeEach(() => vi.clearAllMocks());

  it('lists each pre-order with its number, address, total and latest status', () => {
    showing({ data: [preorder('KSP-1', ['Payment received', 'Preparing Order']), preorder('KSP-2', ['Payment received'])] });
    const rows = screen.getAllByTestId('preorder-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Order# KSP-1');
    expect(rows[0]).toHaveTextContent('1 Main St, Vancouver, BC, V5K 0A1, Canada');
    expect(rows[0]).toHaveTextContent('$334.88');
    expect(screen.getAllByTestId('preorder-status').map((tag) => tag.textContent)).toEqual(['Preparing Order', 'Payment received']);
    expect(screen.getByRole('link', { name: 'Order# KSP-1' })).toHaveAttribute('href', '/customer/preorders/KSP-1');
  });

  it('shows 10 per page', () => {
    showing({ data: Array.from({ length: 12 }, (_, i) => preorder(`KSP-${i}`, ['Payment received'])) });
    expect(screen.getAllByTestId('preorder-row')).toHaveLength(10);
    expect(screen.getByRole('navigation', { name: 'Pages of pre-orders' })).toBeInTheDocument();
  });

  it("says so when the customer's e-mail has no pre-orders", () => {
    showing({});
    expect(screen.getByText('No preorders found for your email')).toBeInTheDocument();
  });

  it('shows placeholders while loading and the error when reading fails', () => {
    showing({ loading: true, error: new Error('The service is currently unavailable.') });
    expect(screen.getAllByTestId('preorder-skeleton').length).toBeGreaterThan(0);
    expect(screen.getByText('The service is currently unavailable.')).toBeInTheDocument();
  });

  it('asks an account with an unverified e-mail to verify it', () => {
    showing({ emailVerified: false });
    expect(screen.getByText(/Verify your e-mail address/)).toBeInTheDocument();
  });
});
