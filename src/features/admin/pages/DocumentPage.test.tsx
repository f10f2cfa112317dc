import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentToasts, toast } from '../../../lib/ui/toastStore';
import { makeStore } from '../../../test/app';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { adminApi } from '../api/adminApi';
import { changeDocument, deleteDocuments, restoreDeletedSession, type AdminDocument, type CollectionEntry } from '../api/adminFirestore';
import DocumentPage from './DocumentPage';

// The document and the catalogue are seeded in the store's cache; the writes are checked at the Firestore module.
vi.mock('../api/adminFirestore', () => ({ changeDocument: vi.fn(), deleteDocuments: vi.fn(), restoreDeletedSession: vi.fn() }));

const USERS: CollectionEntry = {
  docId: 'users',
  fields: { firstName: 'string', lastName: 'string', email: 'string' },
  removeableFields: ['email'],
  allowAddDoc: true,
  autoDocId: false,
};
const PERSON: AdminDocument = { docId: 'u1', firstName: 'Ada', lastName: 'Byron', email: 'ada@demo.test' };

async function show(document: AdminDocument | null = PERSON, collection = 'users') {
  const store = makeStore();
  await store.dispatch(adminApi.util.upsertQueryData('adminCollections', undefined, [USERS]));
  await store.dispatch(adminApi.util.upsertQueryData('adminDocument', { collection, id: document?.docId ?? 'u1' }, document));
  renderWithProviders(<DocumentPage />, { store, route: `/admin/db/${collection}/${document?.docId ?? 'u1'}`, path: '/admin/db/:collectionId/:docId' });
  return store;
}

describe('DocumentPage', () => {
  beforeEach(() => {
    vi.mocked(changeDocument).mockReset().mockResolvedValue(undefined);
    vi.mocked(deleteDocuments).mockReset().mockResolvedValue({ deleted: ['u1'], failed: [] });
    for (const shown of currentToasts()) toast.dismiss(shown.id);
  });

  it('restores a deleted session whole, and then shows it among the sessions; it offers no edit or deletion', async () => {
    vi.mocked(restoreDeletedSession).mockResolvedValue();
    const user = userEvent.setup();
    const store = await show({ docId: 's9', userId: 'p1', deletedBy: 'd1' }, 'deletedSessions');
    // The restored session, as the page it opens reads it.
    await store.dispatch(adminApi.util.upsertQueryData('adminDocument', { collection: 'sessions', id: 's9' }, { docId: 's9', userId: 'p1' }));
    expect(screen.queryByRole('button', { name: 'Delete document' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add field' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore session' }));
    await waitFor(() => expect(restoreDeletedSession).toHaveBeenCalledWith('s9'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/db/sessions/s9'));
    expect(currentToasts().map((shown) => shown.message)).toContain('Session s9 restored.');
  });

  it('says why a restore failed', async () => {
    vi.mocked(restoreDeletedSession).mockRejectedValue(new Error('This session is being purged and can no longer be restored.'));
    const user = userEvent.setup();
    await show({ docId: 's9', userId: 'p1' }, 'deletedSessions');
    await user.click(screen.getByRole('button', { name: 'Restore session' }));
    expect(await screen.findByText('The change could not be saved: This session is being purged and can no longer be restored.')).toBeInTheDocument();
  });

  it('offers no change or deletion of an audit entry', async () => {
    await show({ docId: 'e1', action: 'session.tagAdded' }, 'auditLog');
    expect(screen.queryByRole('button', { name: 'Delete document' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore session' })).not.toBeInTheDocument();
  });

  it('says when the document does not exist', async () => {
    await show(null);
    expect(screen.getByText('This document does not exist.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete document' })).not.toBeInTheDocument();
  });

  it("edits a field in place, with the person's names as stored (a name change renames the account)", async () => {
    const user = userEvent.setup();
    await show();
    expect(screen.getByRole('rowheader', { name: /^firstName/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit firstName' }));
    await user.type(screen.getByRole('textbox', { name: 'Value of firstName' }), 'X');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(changeDocument).toHaveBeenCalledWith('users', 'u1', { kind: 'update', path: ['firstName'], value: 'AdaX' }, { firstName: 'Ada', lastName: 'Byron' }),
    );
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Value of firstName' })).not.toBeInTheDocument());
  });

  it('keeps the editor open and says why when a change is refused', async () => {
    vi.mocked(changeDocument).mockRejectedValue(new Error('Missing or insufficient permissions.'));
    const user = userEvent.setup();
    await show();
    await user.click(screen.getByRole('button', { name: 'Edit lastName' }));
    await user.type(screen.getByRole('textbox', { name: 'Value of lastName' }), 'X');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The change could not be saved: Missing or insufficient permissions.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Value of lastName' })).toHaveValue('ByronX');
  });

  it('keeps the document when its account could not be deleted, and says why', async () => {
    vi.mocked(deleteDocuments).mockResolvedValue({ deleted: [], failed: [{ id: 'u1', reason: 'The account is protected.' }] });
    const user = userEvent.setup();
    await show();
    await user.click(screen.getByRole('button', { name: 'Delete document' }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(
      await screen.findByText('The change could not be saved: The account of u1 could not be deleted, so its document was kept: The account is protected.'),
    ).toBeInTheDocument();
    expect(deleteDocuments).toHaveBeenCalledWith('users', ['u1']);
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/db/users/u1');
  });

  it('goes back to the collection once the document is deleted', async () => {
    const user = userEvent.setup();
    await show();
    await user.click(screen.getByRole('button', { name: 'Delete document' }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/db\/users$/));
    expect(currentToasts().map((shown) => shown.message)).toEqual(['Documents successfully deleted']);
  });
});
