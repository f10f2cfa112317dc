import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EditConflictError } from '@rehab/model/editConflict';
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
    renderWithProviders(<NotesArea sessionId="s1" patientUid="p1" saved={null} readOnly={false} />);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeDisabled();
    expect(screen.getByLabelText('Notes')).toHaveAttribute('placeholder', 'Loading notes…');
  });

  it('edits in a 5-row textarea and saves with Save Notes from the version it opened, showing Saving... meanwhile', async () => {
    let finish = (_version: number) => {};
    vi.mocked(saveNotes).mockReturnValue(new Promise<number>((resolve) => (finish = resolve)));
    renderWithProviders(<NotesArea sessionId="s1" patientUid="p1" saved={{ notes: 'Before', version: 4 }} readOnly={false} />);
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
    expect(saveNotes).toHaveBeenCalledWith('s1', 'p1', 'After', 4);
    finish(5);
    await vi.waitFor(() => expect(notes).toHaveAttribute('readonly'));
  });

  it('keeps the draft and shows the failure when saving fails', async () => {
    vi.mocked(saveNotes).mockRejectedValue(new Error('offline'));
    renderWithProviders(<NotesArea sessionId="s1" patientUid="p1" saved={{ notes: '', version: 0 }} readOnly={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.type(screen.getByLabelText('Notes'), 'Draft');
    await userEvent.click(screen.getByRole('button', { name: 'Save Notes' }));
    expect(await screen.findByText('The notes could not be saved: offline')).toBeInTheDocument();
    expect(screen.getByLabelText('Notes')).toHaveValue('Draft');
  });

  it('refuses to save over notes someone saved meanwhile, offering their text and keeping mine', async () => {
    vi.mocked(saveNotes).mockRejectedValueOnce(new EditConflictError('Pain 3/10', 'Flexion 95°', 3)).mockResolvedValueOnce(4);
    renderWithProviders(<NotesArea sessionId="s1" patientUid="p1" saved={{ notes: '', version: 2 }} readOnly={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.type(screen.getByLabelText('Notes'), 'Flexion 95°');
    await userEvent.click(screen.getByRole('button', { name: 'Save Notes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone else saved these notes while you were editing them.');
    expect(screen.getByLabelText('Their notes')).toHaveValue('Pain 3/10');
    expect(screen.getByLabelText('Notes')).toHaveValue('Flexion 95°');
    await userEvent.click(screen.getByRole('button', { name: 'Keep mine' }));
    expect(saveNotes).toHaveBeenLastCalledWith('s1', 'p1', 'Flexion 95°', 3);
    await vi.waitFor(() => expect(screen.getByLabelText('Notes')).toHaveAttribute('readonly'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("takes the other person's notes and drops the draft on request", async () => {
    vi.mocked(saveNotes).mockRejectedValueOnce(new EditConflictError('Pain 3/10', 'Mine', 1));
    renderWithProviders(<NotesArea sessionId="s1" patientUid="p1" saved={{ notes: 'Pain 3/10', version: 1 }} readOnly={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.clear(screen.getByLabelText('Notes'));
    await userEvent.type(screen.getByLabelText('Notes'), 'Mine');
    await userEvent.click(screen.getByRole('button', { name: 'Save Notes' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Take theirs' }));
    expect(screen.getByLabelText('Notes')).toHaveValue('Pain 3/10');
    expect(screen.getByLabelText('Notes')).toHaveAttribute('readonly');
    expect(saveNotes).toHaveBeenCalledTimes(1);
  });

  it('offers no editing to a patient', () => {
    renderWithProviders(<NotesArea sessionId="s1" patientUid="p1" saved={{ notes: 'Seen by the doctor', version: 1 }} readOnly />);
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Notes')).toHaveValue('Seen by the doctor');
  });
});
