import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KneeSleevePreorder } from '@rehab/model/collections';
import { makeStore } from '../../../test/app';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { fakeTimestamp } from '../../../test/timestamps';
import { preordersApi } from '../api/preordersApi';
import { EMPTY_PREORDER_FORM, isPendingPreorder, rememberPendingPreorder } from '../logic/pendingCheckout';
import PreorderDetailsPage, { CONFIRMATION_TIMEOUT_MS } from './PreorderDetailsPage';

const organizationOrder = {
  docId: 'KSP-10005',
  email: 'customer@demo.test',
  orderDate: fakeTimestamp('2030-10-15T09:03:00Z'),
  firstName: 'Chloe',
  lastName: 'Dubois',
  streetAddress: '1200 Av. McGill College',
  address2: 'Suite 1800',
  city: 'Montréal',
  state: 'QC',
  postalCode: 'H3B 4G7',
  country: 'Canada',
  quantity: 12,
  isOrganizationOrder: true,
  organizationName: 'Clinique Physio Plateau',
  subtotal: '$ 3348.00',
  pst: '$ 234.36',
  gst: '$ 167.40',
  total: '$ 3749.76',
  status: 'Payment received',
  timeline: [
    { event: 'Payment received', timestamp: fakeTimestamp('2030-10-15T09:03:00Z') },
    { event: 'Preparing Order', timestamp: fakeTimestamp('2030-10-17T13:03:00Z') },
  ],
} as unknown as KneeSleevePreorder & { docId: string };

/** Opens KSP-10005, already read as `preorder` (null: it does not exist), so no listener starts. */
async function show(preorder: (KneeSleevePreorder & { docId: string }) | null) {
  const store = makeStore();
  await store.dispatch(preordersApi.util.upsertQueryData('preorderById', 'KSP-10005', preorder));
  renderWithProviders(<PreorderDetailsPage />, { store, route: '/customer/preorders/KSP-10005', path: '/customer/preorders/:id' });
}

describe('PreorderDetailsPage', () => {
  it('shows the status timeline in the status colours, the organization tag, the address and the totals', async () => {
    await show(organizationOrder);
    expect(screen.getByRole('heading', { level: 1, name: 'Pre-Order Confirmation' })).toBeInTheDocument();
    expect(screen.getByTestId('preorder-status')).toHaveTextContent('Preparing Order');
    expect(screen.getByText('Organization Order')).toHaveClass('bg-info', 'text-dark');
    const steps = within(screen.getByRole('list', { name: 'Status' })).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('.ui-timeline-dot')?.className)).toEqual([
      expect.stringContaining('bg-warning'),
      expect.stringContaining('bg-danger'),
    ]);
    expect(screen.getByText('1200 Av. McGill College, Suite 1800, Montréal, QC, H3B 4G7, Canada')).toBeInTheDocument();
    expect(screen.getByTestId('preorder-subtotal')).toHaveTextContent('$3,348.00');
    expect(screen.getByTestId('preorder-total')).toHaveTextContent('$3,749.76');
  });

  it("says a pre-order that is missing (or someone else's) cannot be found, with the way back", async () => {
    await show(null);
    expect(screen.getByText('This pre-order could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to my pre-orders' })).toHaveAttribute('href', '/customer/preorders');
  });

  describe('back from the payment page', () => {
    beforeEach(() => {
      localStorage.clear();
      rememberPendingPreorder('KSP-10005', 'demo-customer', EMPTY_PREORDER_FORM);
    });
    afterEach(() => vi.useRealTimers());

    /** The pre-order being paid for, already read as `preorder` (null: the webhook has not created it yet). */
    async function showAwaited(preorder: (KneeSleevePreorder & { docId: string }) | null) {
      const store = makeStore();
      await store.dispatch(preordersApi.util.upsertQueryData('awaitedPreorder', 'KSP-10005', preorder));
      renderWithProviders(<PreorderDetailsPage />, { store, route: '/customer/preorders/KSP-10005', path: '/customer/preorders/:id' });
      return store;
    }

    it("says 'Confirming your payment…' until the payment's webhook has created the pre-order", async () => {
      const store = await showAwaited(null);
      expect(screen.getByRole('status')).toHaveTextContent('Confirming your payment…');
      expect(screen.queryByText('This pre-order could not be found.')).not.toBeInTheDocument();

      act(() => {
        store.dispatch(preordersApi.util.updateQueryData('awaitedPreorder', 'KSP-10005', () => organizationOrder));
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Pre-Order Confirmation' })).toBeInTheDocument();
      expect(isPendingPreorder('KSP-10005')).toBe(false);
    });

    it('says the payment could not be confirmed when the pre-order does not come', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      await showAwaited(null);
      act(() => vi.advanceTimersByTime(CONFIRMATION_TIMEOUT_MS));
      expect(screen.getByText('We could not confirm the payment for this pre-order yet.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Back to my pre-orders' })).toHaveAttribute('href', '/customer/preorders');
    });
  });
});
