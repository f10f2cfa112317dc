import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ReauthenticateDialog } from './ReauthenticateDialog';

async function confirmWith(onConfirm: (password: string) => Promise<void>) {
  const user = userEvent.setup();
  renderWithProviders(<ReauthenticateDialog show onCancel={vi.fn()} onConfirm={onConfirm} />);
  await user.type(screen.getByLabelText('Current Password'), 'not-it');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
}

describe('ReauthenticateDialog', () => {
  it("words Auth's refusal of the password, for a doctor's change as for a patient's", async () => {
    await confirmWith(() => Promise.reject({ code: 'auth/invalid-credential', message: 'Firebase: Error (auth/invalid-credential).' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The password is incorrect.');
  });

  it('shows any other failure with its own message', async () => {
    await confirmWith(() => Promise.reject(new Error('You are offline.')));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are offline.');
  });
});
