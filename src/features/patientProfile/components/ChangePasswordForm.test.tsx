import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { signOut } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGN_OUT_DELAY_MS } from '../../../lib/ui/profile/SignOutNotice';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { changePassword, reauthenticate, signsInWithPassword } from '../api/accountChanges';
import { ChangePasswordForm } from './ChangePasswordForm';

vi.mock('../api/accountChanges', () => ({
  changePassword: vi.fn(),
  reauthenticate: vi.fn(),
  signsInWithPassword: vi.fn(() => true),
}));
vi.mock('firebase/auth', async (importOriginal) => ({ ...(await importOriginal<object>()), signOut: vi.fn(() => Promise.resolve()) }));

const authError = (code: string) => new FirebaseError(code, `Firebase: Error (${code}).`);

async function submitNewPassword(user: UserEvent) {
  await user.type(screen.getByLabelText('New Password'), 'NewPass123!');
  await user.type(screen.getByLabelText('Repeat Password'), 'NewPass123!');
  await user.click(screen.getByRole('button', { name: 'Update' }));
}

describe('ChangePasswordForm (patient)', () => {
  beforeEach(() => {
    vi.mocked(changePassword).mockReset().mockResolvedValue();
    vi.mocked(reauthenticate).mockReset().mockResolvedValue();
    vi.mocked(signsInWithPassword).mockReturnValue(true);
  });
  afterEach(() => vi.useRealTimers());

  it("shows 'This field is Required.' and \"Passwords don't match.\" and changes nothing", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm uid="u1" />);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findAllByText('This field is Required.')).toHaveLength(2);
    await user.type(screen.getByLabelText('New Password'), 'NewPass123!');
    await user.type(screen.getByLabelText('Repeat Password'), 'NewPass123?');
    await user.tab();
    expect(await screen.findByText("Passwords don't match.")).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('changes the password, announces the sign-out and signs out after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<ChangePasswordForm uid="u1" />, { route: '/patient/profile/edit' });
    await submitNewPassword(user);

    expect(await screen.findByText('Updated Successfully. You will be logged out in 5 seconds.')).toBeInTheDocument();
    expect(changePassword).toHaveBeenCalledWith('u1', 'NewPass123!');
    expect(screen.getByLabelText('New Password')).toBeDisabled();
    expect(signOut).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(SIGN_OUT_DELAY_MS));
    expect(signOut).toHaveBeenCalled();
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/sign-in1'));
  });

  it('asks for the current password when Auth wants a recent sign-in, then changes the password', async () => {
    vi.mocked(changePassword).mockRejectedValueOnce(authError('auth/requires-recent-login'));
    vi.mocked(reauthenticate).mockRejectedValueOnce(authError('auth/invalid-credential'));
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm uid="u1" />);
    await submitNewPassword(user);

    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('This field is Required.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Current Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('The password is incorrect.')).toBeInTheDocument();
    expect(changePassword).toHaveBeenCalledTimes(1);

    await user.clear(within(dialog).getByLabelText('Current Password'));
    await user.type(within(dialog).getByLabelText('Current Password'), 'Demo1234!');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Updated Successfully. You will be logged out in 5 seconds.')).toBeInTheDocument();
    expect(reauthenticate).toHaveBeenLastCalledWith('u1', 'Demo1234!');
    expect(changePassword).toHaveBeenCalledTimes(2);
    // The dialog fades out.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('tells an account without a password to sign in again when Auth wants a recent sign-in', async () => {
    vi.mocked(signsInWithPassword).mockReturnValue(false);
    vi.mocked(changePassword).mockRejectedValueOnce(authError('auth/requires-recent-login'));
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm uid="u1" />);
    await submitNewPassword(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('For your security, please sign out, sign in again and then retry.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the message of other failures', async () => {
    vi.mocked(changePassword).mockRejectedValueOnce(authError('auth/weak-password'));
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm uid="u1" />);
    await submitNewPassword(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('This password is too weak. Please choose a stronger one.');
    expect(screen.queryByText('Updated Successfully. You will be logged out in 5 seconds.')).not.toBeInTheDocument();
  });
});
