import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { requestEmailChange } from '../api/accountChanges';
import { ContactInformationForm } from './ContactInformationForm';

vi.mock('../api/accountChanges', () => ({ requestEmailChange: vi.fn(), reauthenticate: vi.fn(), signsInWithPassword: vi.fn(() => true) }));

function renderForm() {
  renderWithProviders(<ContactInformationForm uid="u1" currentEmail="liam@demo.test" />);
  return screen.getByLabelText('Email');
}

describe('ContactInformationForm (patient)', () => {
  beforeEach(() => {
    vi.mocked(requestEmailChange).mockReset().mockResolvedValue();
  });

  it("sends the confirmation link to the new address and shows 'Updated Successfully.'", async () => {
    const user = userEvent.setup();
    const email = renderForm();
    expect(email).toHaveValue('liam@demo.test');
    await user.clear(email);
    await user.type(email, ' new@demo.test ');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Updated Successfully.')).toBeInTheDocument();
    expect(screen.getByText('We sent a confirmation link to new@demo.test. Your email address changes when you open it.')).toBeInTheDocument();
    expect(requestEmailChange).toHaveBeenCalledWith('u1', 'new@demo.test');
  });

  it('keeps the current e-mail when left blank', async () => {
    const user = userEvent.setup();
    const email = renderForm();
    await user.clear(email);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Updated Successfully.')).toBeInTheDocument();
    expect(screen.queryByText(/confirmation link/)).not.toBeInTheDocument();
    expect(requestEmailChange).not.toHaveBeenCalled();
    expect(email).toHaveValue('liam@demo.test');
  });

  it('refuses an invalid address', async () => {
    const user = userEvent.setup();
    const email = renderForm();
    await user.clear(email);
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(requestEmailChange).not.toHaveBeenCalled();
  });

  it('says when the address belongs to another account', async () => {
    vi.mocked(requestEmailChange).mockRejectedValueOnce(new FirebaseError('auth/email-already-in-use', 'Firebase: Error (auth/email-already-in-use).'));
    const user = userEvent.setup();
    const email = renderForm();
    await user.clear(email);
    await user.type(email, 'taken@demo.test');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This email address is already used by another account.');
    expect(screen.queryByText('Updated Successfully.')).not.toBeInTheDocument();
  });
});
