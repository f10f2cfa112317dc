import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signOut } from 'firebase/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { RECENT_SIGN_IN_REQUIRED } from '@rehab/model/callables';
import { reauthenticateDoctor, updateAuthDoctor } from '../api/doctorRecord';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SIGN_OUT_DELAY_MS } from '../../../lib/ui/profile/SignOutNotice';

vi.mock('../api/doctorRecord', () => ({ updateAuthDoctor: vi.fn(() => Promise.resolve()), reauthenticateDoctor: vi.fn(() => Promise.resolve()) }));
vi.mock('firebase/auth', async (importOriginal) => ({ ...(await importOriginal<object>()), signOut: vi.fn(() => Promise.resolve()) }));

describe('ChangePasswordForm', () => {
  afterEach(() => vi.useRealTimers());

  it("requires both fields and at least 8 characters ('This field is Required.'), and matching passwords", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm uid="doc-1" />);
    expect(screen.getByText('At least 8 characters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findAllByText('This field is Required.')).toHaveLength(2);

    await user.type(screen.getByLabelText('New Password'), 'short');
    await user.type(screen.getByLabelText('Repeat Password'), 'different');
    await user.tab();
    await vi.waitFor(() => expect(screen.getAllByText('This field is Required.')).toHaveLength(1));
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription('At least 8 characters.');
    expect(screen.getByLabelText('New Password')).toHaveClass('is-invalid');
    expect(screen.getByText("Passwords don't match.")).toBeInTheDocument();
    expect(updateAuthDoctor).not.toHaveBeenCalled();
  });

  it('changes the password through updateAuthDoctor, announces the sign-out and signs out after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<ChangePasswordForm uid="doc-1" />, { route: '/editprofile' });
    await user.type(screen.getByLabelText('New Password'), 'NewPass123!');
    await user.type(screen.getByLabelText('Repeat Password'), 'NewPass123!');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Updated Successfully. You will be logged out in 5 seconds.')).toBeInTheDocument();
    expect(updateAuthDoctor).toHaveBeenCalledWith('doc-1', { password: 'NewPass123!' });
    expect(signOut).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(SIGN_OUT_DELAY_MS));
    expect(signOut).toHaveBeenCalled();
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/sign-in1'));
  });

  it('shows the returned message when the change fails', async () => {
    vi.mocked(updateAuthDoctor).mockRejectedValueOnce(new Error('The password is too weak.'));
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm uid="doc-1" />);
    await user.type(screen.getByLabelText('New Password'), 'NewPass123!');
    await user.type(screen.getByLabelText('Repeat Password'), 'NewPass123!');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('The password is too weak.')).toBeInTheDocument();
    expect(screen.queryByText('Updated Successfully. You will be logged out in 5 seconds.')).not.toBeInTheDocument();
  });

  it('asks for the current password when the function wants a recent sign-in, then changes the password', async () => {
    vi.mocked(updateAuthDoctor).mockClear().mockRejectedValueOnce(new Error(RECENT_SIGN_IN_REQUIRED));
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm uid="doc-1" />);
    await user.type(screen.getByLabelText('New Password'), 'NewPass123!');
    await user.type(screen.getByLabelText('Repeat Password'), 'NewPass123!');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    expect(screen.queryByText(RECENT_SIGN_IN_REQUIRED)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Current Password'), 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Updated Successfully. You will be logged out in 5 seconds.')).toBeInTheDocument();
    expect(reauthenticateDoctor).toHaveBeenCalledWith('doc-1', 'Demo1234!');
    expect(updateAuthDoctor).toHaveBeenCalledTimes(2);
    expect(updateAuthDoctor).toHaveBeenLastCalledWith('doc-1', { password: 'NewPass123!' });
    await vi.waitFor(() => expect(dialog).not.toBeInTheDocument());
  });
});
