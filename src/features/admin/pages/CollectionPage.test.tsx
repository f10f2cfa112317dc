import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentToasts, toast } from '../../../lib/ui/toastStore';
import { makeStore } from '../../../test/app';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { adminApi } from '../api/adminApi';
import {
  deleteDocuments,
  fetchDocumentPage,
  findDocument,
  type AdminDocument,
  type CollectionEntry,
  type DocumentCursor,
} from '../api/adminFirestore';
import CollectionPage from './CollectionPage';

// Page one and the catalogue are seeded in the store's cache; what the page reads or writes next comes from these.
vi.mock('../api/adminFirestore', () => ({ fetchDocumentPage: vi.fn(), findDocument: vi.fn(), deleteDocuments: vi.fn() }));

const USERS: CollectionEntry = { docId: 'users', fields: { firstName: 'string' }, allowAddDoc: false, autoDocId: false };
const person = (docId: string, firstName: string): AdminDocument => ({ docId, firstName });
const PAGE_ONE = [person('u1', 'Ada'), person('u2', 'Grace')];
/** Where page two starts: the pages only hand it back to the next read. */
const CURSOR = { id: 'u2' } as unknown as DocumentCursor;
const FRESH_VIEW = { collection: 'users', filters: [], sort: null, docIdSearch: '' };

async function show() {
  const store = makeStore();
  await store.dispatch(adminApi.util.upsertQueryData('adminCollections', undefined, [USERS]));
  await store.dispatch(adminApi.util.upsertQueryData('adminDocuments', FRESH_VIEW, { pages: [{ items: PAGE_ONE, cursor: CURSOR }], pageParams: [null] }));
  renderWithProviders(<CollectionPage />, { store, route: '/admin/db/users', path: '/admin/db/:collection' });
}

const rowIds = () => screen.getAllByRole('link').map((link) => link.textContent);

describe('CollectionPage', () => {
  beforeEach(() => {
    // The new-document drawer (react-bootstrap's Offcanvas) asks for the screen width.
    vi.stubGlobal('matchMedia', () => ({ matches: false, addListener: () => undefined, removeListener: () => undefined }));
    vi.mocked(fetchDocumentPage).mockReset().mockResolvedValue({ items: PAGE_ONE, cursor: CURSOR });
    vi.mocked(findDocument).mockReset().mockResolvedValue([]);
    vi.mocked(deleteDocuments).mockReset();
    for (const shown of currentToasts()) toast.dismiss(shown.id);
  });

  it('lists page one with a column per field, then the next page on Load more', async () => {
    vi.mocked(fetchDocumentPage).mockResolvedValue({ items: [person('u3', 'Hedy')], cursor: null });
    const user = userEvent.setup();
    await show();
    expect(rowIds()).toEqual(['u1', 'u2']);
    expect(screen.getByRole('columnheader', { name: /firstName/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('All documents loaded')).toBeInTheDocument();
    expect(fetchDocumentPage).toHaveBeenCalledWith('users', { filters: [], sort: null, after: CURSOR });
    expect(rowIds()).toEqual(['u1', 'u2', 'u3']);
  });

  it('finds a document by its Doc ID, and Refresh goes back to page one', async () => {
    vi.mocked(findDocument).mockResolvedValue([person('u9', 'Katherine')]);
    const user = userEvent.setup();
    await show();
    await user.type(screen.getByRole('searchbox', { name: 'Doc ID' }), 'u9');
    await user.click(screen.getByRole('button', { name: 'Search by Doc ID' }));
    await waitFor(() => expect(rowIds()).toEqual(['u9']));
    expect(findDocument).toHaveBeenCalledWith('users', 'u9');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(rowIds()).toEqual(['u1', 'u2']));
    expect(screen.getByRole('searchbox', { name: 'Doc ID' })).toHaveValue('');
    expect(fetchDocumentPage).toHaveBeenLastCalledWith('users', { filters: [], sort: null, after: null });
  });

  it('deletes the selected documents after the confirmation, says which accounts were kept, and reads page one again', async () => {
    vi.mocked(deleteDocuments).mockResolvedValue({ deleted: ['u1'], failed: [{ id: 'u2', reason: 'The account is protected.' }] });
    const user = userEvent.setup();
    await show();
    await user.click(screen.getByRole('checkbox', { name: 'Select document u1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select document u2' }));
    await user.click(screen.getByRole('button', { name: /^Delete/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('The account of u2 could not be deleted, so its document was kept: The account is protected.')).toBeInTheDocument();
    expect(deleteDocuments).toHaveBeenCalledWith('users', ['u1', 'u2']);
    expect(currentToasts().map((shown) => shown.message)).toEqual(['Documents successfully deleted']);
    await waitFor(() => expect(fetchDocumentPage).toHaveBeenCalledWith('users', { filters: [], sort: null, after: null }));
    expect(screen.getByRole('checkbox', { name: 'Select document u1' })).not.toBeChecked();
  });
});
