import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInState } from '../../../test/signedIn';
import { signOutUser } from '../api/session';
import { IdleLogoff } from '../components/IdleLogoff';
import { BROWSER_IDLE_MINUTES_KEY, LAST_ACTIVITY_KEY } from './useIdleLogoff';

vi.mock('../api/session', () => ({ signOutUser: vi.fn() }));

const MINUTE = 60_000;
const START = new Date('2030-03-04T09:00:00Z').getTime();

/** Time passes with no activity (timers run as they come due). */
const idle = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** What another tab of the same browser does when its user is active. */
function activityInAnotherTab(at: number) {
  localStorage.setItem(LAST_ACTIVITY_KEY, String(at));
  window.dispatchEvent(new StorageEvent('storage', { key: LAST_ACTIVITY_KEY, newValue: String(at) }));
}

function renderSignedIn(role: 'doctor' | 'patient') {
  return renderWithProviders(<IdleLogoff />, { preloadedState: signedInState(role, { uid: 'u1' }) });
}

describe('automatic logoff', () => {
  // The warning's code loads lazily (with real time, which the fake clock does not move): loaded once ahead.
  beforeAll(() => import('../components/IdleWarning'));
  beforeEach(() => {
    vi.useFakeTimers({ now: START, shouldAdvanceTime: false });
    localStorage.clear();
    vi.mocked(signOutUser).mockReset().mockResolvedValue();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('warns a doctor after 14 idle minutes and signs them out at 15, telling the sign-in page why', async () => {
    const { store } = renderSignedIn('doctor');
    await idle(14 * MINUTE - 1000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await idle(1000);
    expect(screen.getByRole('dialog', { name: 'Are you still there?' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('signed out in 60 s');
    await idle(20_000);
    expect(screen.getByRole('timer')).toHaveTextContent('signed out in 40 s');
    expect(signOutUser).not.toHaveBeenCalled();
    await idle(40_000);
    expect(signOutUser).toHaveBeenCalledTimes(1);
    expect(store.getState().auth.notice).toBe('idle');
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).toBeNull();
  });

  it('keeps the session with Stay signed in, and counts again from then', async () => {
    renderSignedIn('doctor');
    await idle(14 * MINUTE + 30_000);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' })));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await idle(14 * MINUTE - 1000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(signOutUser).not.toHaveBeenCalled();
    await idle(MINUTE + 1000);
    expect(signOutUser).toHaveBeenCalledTimes(1);
  });

  it('gives patients 30 minutes', async () => {
    renderSignedIn('patient');
    await idle(29 * MINUTE - 1000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await idle(MINUTE + 1000);
    expect(signOutUser).toHaveBeenCalledTimes(1);
  });

  it('counts activity in this tab, but not once the warning shows', async () => {
    renderSignedIn('doctor');
    await idle(10 * MINUTE);
    await act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    });
    await idle(13 * MINUTE);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await idle(MINUTE);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    });
    await idle(MINUTE);
    expect(signOutUser).toHaveBeenCalledTimes(1);
  });

  it('is kept signed in by activity in another tab, and its warning closes when that tab stays signed in', async () => {
    renderSignedIn('doctor');
    await idle(10 * MINUTE);
    await act(async () => activityInAnotherTab(START + 10 * MINUTE));
    await idle(13 * MINUTE);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await idle(MINUTE + 10_000);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(async () => activityInAnotherTab(Date.now()));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(signOutUser).not.toHaveBeenCalled();
  });

  it('signs out at once a browser reopened after the limit passed', async () => {
    localStorage.setItem(LAST_ACTIVITY_KEY, String(START - 16 * MINUTE));
    renderSignedIn('doctor');
    await idle(0);
    expect(signOutUser).toHaveBeenCalledTimes(1);
  });

  it("uses a browser's shorter limit (a shared workstation's)", async () => {
    localStorage.setItem(BROWSER_IDLE_MINUTES_KEY, '2');
    renderSignedIn('doctor');
    await idle(MINUTE);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await idle(MINUTE);
    expect(signOutUser).toHaveBeenCalledTimes(1);
  });

  it('does nothing while nobody is signed in', async () => {
    renderWithProviders(<IdleLogoff />);
    await idle(60 * MINUTE);
    expect(signOutUser).not.toHaveBeenCalled();
  });
});
