import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeTimestamp } from '../../test/timestamps';
import { renderWithProviders } from '../../test/renderWithProviders';
import { NotesTimeline, type NotesTimelineLabels } from './NotesTimeline';

const labels: NotesTimelineLabels = { empty: 'No notes yet.', add: 'Add a note', save: 'Save', failed: (message) => `Not saved: ${message}` };
const note = { user: 'Priya Shah', content: 'Line one\nLine two', timestamp: fakeTimestamp(new Date(2030, 4, 7, 14, 5, 9)) };

function show(onAdd = vi.fn().mockResolvedValue(undefined), contentRequired?: string) {
  renderWithProviders(
    <>
      <h2 id="notes">Notes</h2>
      <NotesTimeline notes={[note]} labelledBy="notes" labels={{ ...labels, contentRequired }} maxLength={2000} onAdd={onAdd} testId="note" />
    </>,
  );
  return onAdd;
}

describe('NotesTimeline', () => {
  it('lists the notes with author initials, name and time', () => {
    show();
    expect(screen.getByRole('list', { name: 'Notes' })).toHaveTextContent('PSPriya Shah2030-05-07 14:05:09Line one');
  });

  it('refuses an empty note with the message given', async () => {
    const user = userEvent.setup();
    const onAdd = show(undefined, 'Content cannot be empty');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Content cannot be empty')).toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('ignores an empty note when no message is given', async () => {
    const user = userEvent.setup();
    const onAdd = show();
    await user.type(screen.getByLabelText('Add a note'), '  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Add a note')).toHaveValue(''));
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stores the trimmed text and empties the box; keeps it and says why on failure', async () => {
    const user = userEvent.setup();
    const onAdd = show(vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined));
    await user.type(screen.getByLabelText('Add a note'), '  Strap replaced. ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not saved: offline')).toBeInTheDocument();
    expect(screen.getByLabelText('Add a note')).toHaveValue('  Strap replaced. ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Add a note')).toHaveValue(''));
    expect(onAdd).toHaveBeenLastCalledWith('Strap replaced.');
  });

  it("shows a mutation's error (what unwrap() rejects with) as its message", async () => {
    const user = userEvent.setup();
    show(vi.fn().mockRejectedValue({ message: 'Missing or insufficient permissions.', code: 'permission-denied' }));
    await user.type(screen.getByLabelText('Add a note'), 'Strap replaced.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not saved: Missing or insufficient permissions.')).toBeInTheDocument();
  });
});
