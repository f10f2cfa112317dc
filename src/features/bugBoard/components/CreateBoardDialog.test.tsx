import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { createBoard } from '../api/bugBoardFirestore';
import { CreateBoardDialog } from './CreateBoardDialog';

vi.mock('../api/bugBoardFirestore', () => ({ createBoard: vi.fn() }));

describe('CreateBoardDialog', () => {
  const onHide = vi.fn();

  beforeEach(() => {
    onHide.mockReset();
    vi.mocked(createBoard).mockReset().mockResolvedValue(undefined);
  });

  it('asks for a board name', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CreateBoardDialog show onHide={onHide} />);
    expect(screen.getByRole('dialog', { name: 'Create New Board' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Please enter a board name')).toBeInTheDocument();
    expect(createBoard).not.toHaveBeenCalled();
    expect(onHide).not.toHaveBeenCalled();
  });

  it('creates the board and closes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CreateBoardDialog show onHide={onHide} />);
    await user.type(screen.getByLabelText('Board Name'), ' Sprint 15 ');
    await user.type(screen.getByLabelText('Board Description'), 'Wallet fixes');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onHide).toHaveBeenCalled());
    expect(createBoard).toHaveBeenCalledWith({ name: 'Sprint 15', description: 'Wallet fixes' });
  });

  it('stays open with the error when the board cannot be created', async () => {
    vi.mocked(createBoard).mockRejectedValue(new Error('Missing or insufficient permissions.'));
    const user = userEvent.setup();
    renderWithProviders(<CreateBoardDialog show onHide={onHide} />);
    await user.type(screen.getByLabelText('Board Name'), 'Sprint 15');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('The board could not be created: Missing or insufficient permissions.')).toBeInTheDocument();
    expect(onHide).not.toHaveBeenCalled();
  });

  it('Cancel closes without creating', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CreateBoardDialog show onHide={onHide} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onHide).toHaveBeenCalled();
    expect(createBoard).not.toHaveBeenCalled();
  });
});
