import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { signOutUser } from '../api/session';
import { accessRefused, selectAuth } from '../authSlice';
import { idleLimitsOf, idleState, idleTimeoutOf, type IdleState } from '../logic/idleLogoff';

/** The last activity in any tab of this browser (ms since epoch), shared through localStorage. */
export const LAST_ACTIVITY_KEY = 'rehab.lastActivity';
/** A browser's own, shorter, idle limit in minutes (a shared workstation's; never longer than the configured one). */
export const BROWSER_IDLE_MINUTES_KEY = 'rehab.idleLogoffMinutes';
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
/** Activity is written at most this often: every write reaches the other tabs. */
const WRITE_EVERY_MS = 5_000;

function lastActivity(): number | null {
  const stored = Number(localStorage.getItem(LAST_ACTIVITY_KEY));
  return stored > 0 ? stored : null;
}

export interface IdleLogoff {
  /** null while nobody is signed in */
  state: IdleState | null;
  staySignedIn: () => void;
  signOutNow: () => void;
}

/**
 * Signs the account out after a time without activity (doctors and admins
 * 15 minutes, patients 30, unless configured otherwise), with a warning a
 * minute before. The time counts from the last activity in any tab, so a
 * doctor working in one tab is not signed out by another; once the warning
 * shows, only 'Stay signed in' keeps the session. A browser reopened after
 * the limit passed signs out at once.
 */
export function useIdleLogoff(): IdleLogoff {
  const dispatch = useAppDispatch();
  const { status, role } = useAppSelector(selectAuth);
  const timeout = status === 'signedIn' ? idleTimeoutOf(role, idleLimitsOf(import.meta.env, localStorage.getItem(BROWSER_IDLE_MINUTES_KEY))) : null;
  const [state, setState] = useState<IdleState | null>(null);
  const controls = useRef<{ stay: () => void; signOut: () => void } | null>(null);

  useEffect(() => {
    if (timeout === null) {
      // The next sign-in starts a fresh count.
      if (status === 'signedOut') localStorage.removeItem(LAST_ACTIVITY_KEY);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastWritten = 0;
    let ended = false;
    const record = (now: number) => {
      localStorage.setItem(LAST_ACTIVITY_KEY, String(now));
      lastWritten = now;
    };
    const signOut = () => {
      if (ended) return;
      ended = true;
      clearTimeout(timer);
      localStorage.removeItem(LAST_ACTIVITY_KEY);
      dispatch(accessRefused('idle'));
      void signOutUser();
    };
    const evaluate = () => {
      clearTimeout(timer);
      const now = Date.now();
      const next = idleState(now, lastActivity() ?? now, timeout);
      setState(next);
      if (next.phase === 'expired') signOut();
      else if (next.changesAt !== null) timer = setTimeout(evaluate, next.changesAt - now);
    };
    const onActivity = () => {
      const now = Date.now();
      if (now - lastWritten < WRITE_EVERY_MS) return;
      // While the warning shows, only 'Stay signed in' counts.
      if (idleState(now, lastActivity() ?? now, timeout).phase !== 'active') return;
      record(now);
      evaluate();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === LAST_ACTIVITY_KEY) evaluate();
    };

    if (lastActivity() === null) record(Date.now());
    // Evaluated once the effect has run: a browser reopened after the limit signs out at once.
    timer = setTimeout(evaluate, 0);
    controls.current = {
      stay: () => {
        record(Date.now());
        evaluate();
      },
      signOut,
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { capture: true, passive: true });
    window.addEventListener('storage', onStorage);
    return () => {
      ended = true;
      clearTimeout(timer);
      controls.current = null;
      setState(null);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      window.removeEventListener('storage', onStorage);
    };
  }, [timeout, status, dispatch]);

  const staySignedIn = useCallback(() => controls.current?.stay(), []);
  const signOutNow = useCallback(() => controls.current?.signOut(), []);
  return { state: timeout === null ? null : state, staySignedIn, signOutNow };
}
