import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../test/app';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { fakeTimestamp } from '../../../test/timestamps';
import { adminPreordersApi } from '../api/adminPreordersApi';
import { countPreorders, fetchPreorderPage, findPreorder, type AdminPreorder, type PreorderCursor, type PreorderSort } from '../api/preordersFirestore';
import PreordersTablePage from './PreordersTablePage';

// The first page and the total are seeded in the store's cache; what the page reads next comes from these.
vi.mock('../api/preordersFirestore', () => ({
  DEFAULT_SORT: { field: 'orderDate', direction: 'desc' },
  fetchPreorderPage: vi.fn(),
  findPreorder: vi.fn(),
  countPreorders: vi.fn(),
}));

const NEWEST_FIRST: PreorderSort = { field: 'orderDate', direction: 'desc' };

function preorder(docId: string, firstName: string, day: number): AdminPreorder {
  return {
    docId,
    firstName,
    lastName: 'Tremblay',
    orderDate: fakeTimestamp(new Date(2030, 0, day)),
    quantity: 2,
    total: '$ 624.96',
    isOrganizationOrder: false,
    status: 'Payment received',
    timeline: [],
  } as unknown as AdminPreorder;
}

const PAGE_ONE = [preorder('KSP-3', 'Nadia', 3), preorder('KSP-2', 'Omar', 2)];
const LAST = preorder('KSP-1', 'Priya', 1);
/** Where page two starts: the pages only hand it back to the next read. */
const CURSOR = { id: 'KSP-2' } as unknown as PreorderCursor;

async function showTable() {
  const store = makeStore();
  await store.dispatch(
    adminPreordersApi.util.upsertQueryData('adminPreorders', { sort: NEWEST_FIRST, search: '' }, { pages: [{ items: PAGE_ONE, cursor: CURSOR }], pageParams: [null] }),
  );
  await store.dispatch(adminPreordersApi.util.upsertQueryData('adminPreorderCount', undefined, 3));
  renderWithProviders(<PreordersTablePage />, { store });
}

const rows = () => screen.getAllByTestId('admin-preorder-row');

describe('PreordersTablePage', () => {
  beforeEach(() => {
    vi.mocked(fetchPreorderPage).mockReset().mockResolvedValue({ items: PAGE_ONE, cursor: CURSOR });
    vi.mocked(findPreorder).mockReset().mockResolvedValue([]);
    vi.mocked(countPreorders).mockReset().mockResolvedValue(3);
  });

  it('shows the first page and the total, then the next page on Load more', async () => {
    vi.mocked(fetchPreorderPage).mockResolvedValue({ items: [LAST], cursor: null });
    const user = userEvent.setup();
    await showTable();
    expect(rows()).toHaveLength(2);
    expect(rows()[0]).toHaveTextContent('KSP-3');
    expect(screen.getByTestId('preorders-total')).toHaveTextContent('Total 3');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('All documents loaded')).toBeInTheDocument();
    expect(fetchPreorderPage).toHaveBeenCalledWith(NEWEST_FIRST, CURSOR);
    expect(rows().map((row) => row.firstElementChild?.textContent)).toEqual(['KSP-3', 'KSP-2', 'KSP-1']);
  });

  it('finds one pre-order by its Order ID, and counts again', async () => {
    vi.mocked(findPreorder).mockResolvedValue([LAST]);
    const user = userEvent.setup();
    await showTable();
    await user.type(screen.getByPlaceholderText('Order ID'), ' KSP-1 ');
    await user.click(screen.getByRole('button', { name: 'Search by Order ID' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(findPreorder).toHaveBeenCalledWith('KSP-1');
    expect(rows()[0]).toHaveTextContent('KSP-1');
    expect(screen.getByText('All documents loaded')).toBeInTheDocument();
    expect(countPreorders).toHaveBeenCalledTimes(1);
  });

  it('starts over at page one on Reset, after more pages were loaded', async () => {
    vi.mocked(fetchPreorderPage).mockResolvedValueOnce({ items: [LAST], cursor: null });
    const user = userEvent.setup();
    await showTable();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Reset the list' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(fetchPreorderPage).toHaveBeenLastCalledWith(NEWEST_FIRST, null);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('says why the pre-orders could not be read', async () => {
    vi.mocked(fetchPreorderPage).mockRejectedValue(new Error('Missing or insufficient permissions.'));
    renderWithProviders(<PreordersTablePage />);
    expect(await screen.findByText('The pre-orders could not be loaded: Missing or insufficient permissions.')).toBeInTheDocument();
  });
});
