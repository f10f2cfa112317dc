import { act, screen } from '@testing-library/react';
import { signOut } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { SIGN_OUT_DELAY_MS, SignOutNotice } from './SignOutNotice';

vi.mock('firebase/auth', async (importOriginal) => ({ ...(await importOriginal<object>()), signOut: vi.fn(() => Promise.resolve()) }));

describe('SignOutNotice', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(signOut).mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('announces the sign-out, signs out after 5 seconds and goes to sign-in', async () => {
    renderWithProviders(<SignOutNotice />, { route: '/editprofile' });
    expect(screen.getByRole('status')).toHaveTextContent('Updated Successfully. You will be logged out in 5 seconds.');
    await act(() => vi.advanceTimersByTimeAsync(SIGN_OUT_DELAY_MS - 1));
    expect(signOut).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/sign-in1');
    // Going to sign-in asks for no second sign-out (the user may be signing in again by then).
    await act(() => vi.advanceTimersByTimeAsync(2 * SIGN_OUT_DELAY_MS));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('still signs out once when the page is left before, however often the notice was shown', async () => {
    const first = renderWithProviders(<SignOutNotice />);
    first.unmount();
    const second = renderWithProviders(<SignOutNotice />);
    second.unmount();
    await act(() => vi.advanceTimersByTimeAsync(SIGN_OUT_DELAY_MS));
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});
