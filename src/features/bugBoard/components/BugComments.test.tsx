import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInState } from '../../../test/signedIn';
import { addComment } from '../api/bugBoardFirestore';
import { BugComments } from './BugComments';
import { fakeTimestamp } from '../../../test/timestamps';

vi.mock('../api/bugBoardFirestore', () => ({ addComment: vi.fn() }));

const signedIn = signedInState('admin', { uid: 'a1', email: 'admin@demo.test', displayName: 'Alex Morgan' });

function show(comments = [{ user: 'Priya Shah', content: 'Seen on Android 14.', timestamp: fakeTimestamp(new Date(2030, 2, 4, 9, 5, 7)) }]) {
  renderWithProviders(<BugComments bugId="bug-9" comments={comments} titleId="comments" />, { preloadedState: signedIn });
}

describe('BugComments', () => {
  beforeEach(() => {
    vi.mocked(addComment).mockReset().mockResolvedValue(undefined);
  });

  it('lists the comments oldest first with author and time', () => {
    show();
    const comment = screen.getByTestId('bug-comment');
    expect(comment).toHaveTextContent('Priya Shah2030-03-04 09:05:07Seen on Android 14.');
    expect(within(comment).getByText('2030-03-04 09:05:07')).toHaveAttribute('datetime', new Date(2030, 2, 4, 9, 5, 7).toISOString());
  });

  it('says so when there are none', () => {
    show([]);
    expect(screen.getByText('No comments yet.')).toBeInTheDocument();
  });

  it('ignores an empty comment: nothing is stored and nothing is said', async () => {
    const user = userEvent.setup();
    show();
    await user.type(screen.getByLabelText('Add a comment'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Add a comment')).toHaveValue(''));
    expect(screen.queryByText('Content cannot be empty')).not.toBeInTheDocument();
    expect(addComment).not.toHaveBeenCalled();
  });

  it("appends a comment signed with the admin's name and empties the box", async () => {
    const user = userEvent.setup();
    show();
    await user.type(screen.getByLabelText('Add a comment'), '  Fixed in 1.9.1. ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(addComment).toHaveBeenCalledWith('bug-9', { user: 'Alex Morgan', content: 'Fixed in 1.9.1.' }));
    await waitFor(() => expect(screen.getByLabelText('Add a comment')).toHaveValue(''));
  });

  it('keeps the text and shows the error when the comment is refused', async () => {
    vi.mocked(addComment).mockRejectedValue(new Error('Missing or insufficient permissions.'));
    const user = userEvent.setup();
    show();
    await user.type(screen.getByLabelText('Add a comment'), 'Needs a retest.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The change could not be saved: Missing or insufficient permissions.')).toBeInTheDocument();
    expect(screen.getByLabelText('Add a comment')).toHaveValue('Needs a retest.');
  });
});
