import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { KneeSleevePreorder } from '@rehab/model/collections';
import { makeStore } from '../../../test/app';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInState } from '../../../test/signedIn';
import { fakeTimestamp } from '../../../test/timestamps';
import { preordersApi } from '../api/preordersApi';
import PreorderSummaryPage from './PreorderSummaryPage';

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

const EMAIL = 'customer@demo.test';

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

/** Renders the page for the customer, with their pre-orders already read when given (no listener starts then). */
async function showing(preorders?: (KneeSleevePreorder & { docId: string })[], { emailVerified = true } = {}) {
  const store = makeStore(signedInState('patient', { uid: 'c1', email: EMAIL, emailVerified }));
  if (preorders) await store.dispatch(preordersApi.util.upsertQueryData('customerPreorders', EMAIL, preorders));
  renderWithProviders(<PreorderSummaryPage />, { store });
}

describe('PreorderSummaryPage', () => {
  beforeEach(() => {
    firestore.failure = null;
  });

  it('lists each pre-order with its number, address, total and latest status', async () => {
    await showing([preorder('KSP-1', ['Payment received', 'Preparing Order']), preorder('KSP-2', ['Payment received'])]);
    const rows = screen.getAllByTestId('preorder-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Order# KSP-1');
    expect(rows[0]).toHaveTextContent('1 Main St, Vancouver, BC, V5K 0A1, Canada');
    expect(rows[0]).toHaveTextContent('$334.88');
    expect(screen.getAllByTestId('preorder-status').map((tag) => tag.textContent)).toEqual(['Preparing Order', 'Payment received']);
    expect(screen.getByRole('link', { name: 'Order# KSP-1' })).toHaveAttribute('href', '/customer/preorders/KSP-1');
  });

  it('shows 10 per page', async () => {
    await showing(Array.from({ length: 12 }, (_, i) => preorder(`KSP-${i}`, ['Payment received'])));
    expect(screen.getAllByTestId('preorder-row')).toHaveLength(10);
    expect(screen.getByRole('navigation', { name: 'Pages of pre-orders' })).toBeInTheDocument();
  });

  it("says so when the customer's e-mail has no pre-orders", async () => {
    await showing([]);
    expect(screen.getByText('No preorders found for your email')).toBeInTheDocument();
  });

  it('shows placeholders while loading', async () => {
    await showing();
    expect(screen.getAllByTestId('preorder-skeleton').length).toBeGreaterThan(0);
  });

  it('shows the error when reading fails', async () => {
    firestore.failure = new Error('The service is currently unavailable.');
    await showing();
    expect(await screen.findByText('The service is currently unavailable.')).toBeInTheDocument();
  });

  it('asks an account with an unverified e-mail to verify it, and reads nothing', async () => {
    await showing(undefined, { emailVerified: false });
    expect(screen.getByText(/Verify your e-mail address/)).toBeInTheDocument();
    expect(screen.getByText('No preorders found for your email')).toBeInTheDocument();
  });
});
