import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { WithId } from '../../../lib/firebase/withId';
import type { Email, TimestampLike } from '@rehab/model/collections';
import { makeStore } from '../../../test/app';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInState } from '../../../test/signedIn';
import { inboxApi } from '../api/inboxApi';
import { deleteEmail, emailsToQuery, markRead } from '../api/inboxRecords';
import InboxPage from './InboxPage';

// The writes themselves; the e-mails are put in the cache, so nothing is read.
vi.mock('../api/inboxRecords', () => ({ emailsToQuery: vi.fn(), markRead: vi.fn(() => Promise.resolve()), deleteEmail: vi.fn(() => Promise.resolve()) }));

const SIGNED_IN = signedInState('doctor', { uid: 'doc-1', email: 'doctor@demo.test', displayName: 'Daniel Reyes' });

const at = (ms: number): TimestampLike => ({ seconds: ms / 1000, nanoseconds: 0, toDate: () => new Date(ms), toMillis: () => ms });

async function showing(emails: Partial<WithId<Email>>[]) {
  const store = makeStore(SIGNED_IN);
  await store.dispatch(inboxApi.util.upsertQueryData('inboxEmails', 'doctor@demo.test', emails as WithId<Email>[]));
  renderWithProviders(<InboxPage />, { store });
}

describe('InboxPage', () => {
  it("says 'You have no appointment requests.' when no e-mail was delivered", async () => {
    await showing([{ docId: 'queued', to: 'doctor@demo.test', message: { subject: 'Queued', text: '' } }]);
    expect(screen.getByText('You have no appointment requests.')).toBeInTheDocument();
    expect(screen.queryByText('Queued')).not.toBeInTheDocument();
  });

  it('asks to verify the e-mail address first, without reading requests the server would refuse', () => {
    const unverified = signedInState('doctor', { uid: 'doc-1', email: 'new@demo.test', displayName: 'Nina Park', emailVerified: false });
    renderWithProviders(<InboxPage />, { preloadedState: unverified });
    expect(screen.getByText(/Verify your e-mail address to see your appointment requests/)).toBeInTheDocument();
    expect(screen.queryByText('You have no appointment requests.')).not.toBeInTheDocument();
    expect(emailsToQuery).not.toHaveBeenCalled();
  });

  it('marks an opened request read', async () => {
    await showing([
      { docId: 'e1', to: 'doctor@demo.test', message: { subject: 'Knee', text: 'Please call me.' }, delivery: { startTime: at(1000), state: 'SUCCESS', attempts: 1 } },
    ]);
    await userEvent.click(screen.getByRole('button', { name: /Unread: Knee/ }));
    expect(screen.getByRole('heading', { name: 'Knee' })).toBeInTheDocument();
    expect(markRead).toHaveBeenCalledWith('e1', true);
  });

  it('shows why a change failed', async () => {
    vi.mocked(deleteEmail).mockRejectedValueOnce(new Error('Missing or insufficient permissions.'));
    await showing([
      { docId: 'e1', to: 'doctor@demo.test', message: { subject: 'Knee', text: '' }, delivery: { startTime: at(1000), state: 'SUCCESS', attempts: 1 }, is_unread: false },
    ]);
    await userEvent.click(screen.getByRole('button', { name: /Knee/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Missing or insufficient permissions.')).toBeInTheDocument();
  });

  it('keeps the keyboard in place: the opened request gets the focus, and back in the list its row gets it again', async () => {
    await showing([
      { docId: 'e1', to: 'doctor@demo.test', message: { subject: 'Knee', text: '' }, delivery: { startTime: at(1000), state: 'SUCCESS', attempts: 1 } },
      { docId: 'e2', to: 'doctor@demo.test', message: { subject: 'Wrist', text: '' }, delivery: { startTime: at(2000), state: 'SUCCESS', attempts: 1 } },
    ]);
    const user = userEvent.setup();
    screen.getByRole('button', { name: /Unread: Knee/ }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Knee' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { name: 'Wrist' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back to inbox' }));
    expect(screen.getByRole('button', { name: /Unread: Wrist/ })).toHaveFocus();

    // Deleting goes back to the list, at the request beside the deleted one.
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(deleteEmail).toHaveBeenCalledWith('e2');
    expect(screen.getByRole('button', { name: /Unread: Knee/ })).toHaveFocus();
  });
});
