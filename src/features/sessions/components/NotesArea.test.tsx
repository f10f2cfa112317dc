import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { saveNotes } from '../api/sessionEdits';
import { NotesArea } from './NotesArea';

vi.mock('../api/sessionEdits', () => ({ saveNotes: vi.fn() }));

describe('NotesArea', () => {
  // A function returned by beforeEach would run as its teardown: nothing is returned.
  beforeEach(() => {
    vi.mocked(saveNotes).mockReset();
  });

  it('waits for the saved notes before it can be edited', () => {
    renderWithProviders(<NotesArea sessionId="s1" notes={null} readOnly={false} />);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeDisabled();
    expect(screen.getByLabelText('Notes')).toHaveAttribute('placeholder', 'Loading notes…');
  });

  it('edits in a 5-row textarea and saves with Save Notes, showing Saving... meanwhile', async () => {
    let finish = () => {};
    vi.mocked(saveNotes).mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    renderWithProviders(<NotesArea sessionId="s1" notes="Before" readOnly={false} />);
    const notes = screen.getByLabelText('Notes');
    expect(notes).toHaveAttribute('rows', '5');
    expect(notes).toHaveAttribute('readonly');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(notes).not.toHaveAttribute('readonly');
    await vi.waitFor(() => expect(notes).toHaveFocus());
    await userEvent.clear(notes);
    await userEvent.type(notes, 'After');
    await userEvent.click(screen.getByRole('button', { name: 'Save Notes' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(saveNotes).toHaveBeenCalledWith('s1', 'After');
    finish();
    await vi.waitFor(() => expect(notes).toHaveAttribute('readonly'));
  });

  it('keeps the draft and shows the failure when saving fails', async () => {
    vi.mocked(saveNotes).mockRejectedValue(new Error('offline'));
    renderWithProviders(<NotesArea sessionId="s1" notes="" readOnly={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.type(screen.getByLabelText('Notes'), 'Draft');
    await userEvent.click(screen.getByRole('button', { name: 'Save Notes' }));
    expect(await screen.findByText('The notes could not be saved: offline')).toBeInTheDocument();
    expect(screen.getByLabelText('Notes')).toHaveValue('Draft');
  });

  it('offers no editing to a patient', () => {
    renderWithProviders(<NotesArea sessionId="s1" notes="Seen by the doctor" readOnly />);
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Notes')).toHaveValue('Seen by the doctor');
  });
});
