import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useLiveQuery } from '../../../lib/firebase/hooks';
import type { TimestampLike } from '../../../lib/model/collections';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInState } from '../../../test/signedIn';
import { deleteEmail, markRead } from '../inboxApi';
import InboxPage from './InboxPage';

vi.mock('../../../lib/firebase/hooks', () => ({ useLiveQuery: vi.fn() }));
vi.mock('../inboxApi', () => ({ markRead: vi.fn(() => Promise.resolve()), deleteEmail: vi.fn(() => Promise.resolve()) }));

const SIGNED_IN = signedInState('doctor', { uid: 'doc-1', email: 'doctor@demo.test', displayName: 'Daniel Reyes' });

const at = (ms: number): TimestampLike => ({ seconds: ms / 1000, nanoseconds: 0, toDate: () => new Date(ms), toMillis: () => ms });

describe('InboxPage', () => {
  it("says 'You have no appointment requests.' when no e-mail was delivered", () => {
    vi.mocked(useLiveQuery).mockReturnValue({ data: [{ docId: 'queued', to: 'doctor@demo.test', message: { subject: 'Queued', text: '' } }], loading: false, error: null } as never);
    renderWithProviders(<InboxPage />, { preloadedState: SIGNED_IN });
    expect(screen.getByText('You have no appointment requests.')).toBeInTheDocument();
    expect(screen.queryByText('Queued')).not.toBeInTheDocument();
  });

  it('asks to verify the e-mail address first, without reading requests the server would refuse', () => {
    vi.mocked(useLiveQuery).mockClear().mockReturnValue({ data: [], loading: false, error: null });
    const unverified = signedInState('doctor', { uid: 'doc-1', email: 'new@demo.test', displayName: 'Nina Park', emailVerified: false });
    renderWithProviders(<InboxPage />, { preloadedState: unverified });
    expect(screen.getByText(/Verify your e-mail address to see your appointment requests/)).toBeInTheDocument();
    expect(screen.queryByText('You have no appointment requests.')).not.toBeInTheDocument();
    expect(vi.mocked(useLiveQuery).mock.calls.every(([query]) => query === null)).toBe(true);
  });

  it('marks an opened request read', async () => {
    vi.mocked(useLiveQuery).mockReturnValue({
      data: [{ docId: 'e1', to: 'doctor@demo.test', message: { subject: 'Knee', text: 'Please call me.' }, delivery: { startTime: at(1000), state: 'SUCCESS', attempts: 1 } }],
      loading: false,
      error: null,
    } as never);
    renderWithProviders(<InboxPage />, { preloadedState: SIGNED_IN });
    await userEvent.click(screen.getByRole('button', { name: 'Unread: Knee' }));
    expect(screen.getByRole('heading', { name: 'Knee' })).toBeInTheDocument();
    expect(markRead).toHaveBeenCalledWith('e1', true);
  });

  it('keeps the keyboard in place: the opened request gets the focus, and back in the list its row gets it again', async () => {
    vi.mocked(useLiveQuery).mockReturnValue({
      data: [
        { docId: 'e1', to: 'doctor@demo.test', message: { subject: 'Knee', text: '' }, delivery: { startTime: at(1000), state: 'SUCCESS', attempts: 1 } },
        { docId: 'e2', to: 'doctor@demo.test', message: { subject: 'Wrist', text: '' }, delivery: { startTime: at(2000), state: 'SUCCESS', attempts: 1 } },
      ],
      loading: false,
      error: null,
    } as never);
    const user = userEvent.setup();
    renderWithProviders(<InboxPage />, { preloadedState: SIGNED_IN });
    screen.getByRole('button', { name: 'Unread: Knee' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Knee' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { name: 'Wrist' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back to inbox' }));
    expect(screen.getByRole('button', { name: 'Unread: Wrist' })).toHaveFocus();

    // Deleting goes back to the list, at the request beside the deleted one.
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(deleteEmail).toHaveBeenCalledWith('e2');
    expect(screen.getByRole('button', { name: 'Unread: Knee' })).toHaveFocus();
  });
});
