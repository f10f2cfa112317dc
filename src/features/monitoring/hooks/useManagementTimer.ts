import { useEffect, useRef } from 'react';
import type { ManagementActivity } from '@rehab/model/collections';
import { useAppSelector } from '../../../lib/store/hooks';
import { selectAuth } from '../../auth';
import { useLogManagementTimeMutation } from '../api/monitoringApi';
import { advance, input, isPaused, runSeconds, startClock, visibility, type ActiveClock } from '../logic/activeTime';
import { MAX_ENTRY_SECONDS, localMonth } from '../logic/management';

/** How often a growing entry is saved while the doctor works (and always on leaving or hiding the page). */
export const SAVE_EVERY_MS = 30_000;
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * Logs the signed-in doctor's management time on a patient while the doctor
 * actively works on that patient's screen: one automatic entry per run of
 * uninterrupted work, saved as it grows (the rules accept an automatic entry only
 * as a running timer: its end is now); paused while the tab is hidden or after a
 * minute without input, and resumed as a new entry. Does nothing for anyone but a doctor, or without a patient.
 * `isInteractive(visitStart)`, asked every second, tells whether the visit
 * (begun at visitStart, ms) has included a real-time interactive communication.
 */
export function useManagementTimer(
  patientUid: string | null | undefined,
  activity: ManagementActivity,
  isInteractive?: (visitStart: number) => boolean,
) {
  const { user, role } = useAppSelector(selectAuth);
  const doctorUid = role === 'doctor' ? (user?.uid ?? null) : null;
  const [log] = useLogManagementTimeMutation();
  const interactiveCheck = useRef(isInteractive);
  useEffect(() => {
    interactiveCheck.current = isInteractive;
  });

  useEffect(() => {
    if (!doctorUid || !patientUid) return;
    const started = new Date();
    let interactive = false;
    let clock: ActiveClock = startClock(started.getTime(), document.visibilityState === 'visible');
    const newRun = (start: number) => ({ start, entryId: `auto-${start}-${Math.random().toString(36).slice(2, 8)}`, saved: { seconds: 0, interactive: false } });
    let run = newRun(clock.runStart);
    let lastSave = started.getTime();

    const save = () => {
      clock = advance(clock, Date.now());
      interactive ||= interactiveCheck.current?.(started.getTime()) ?? false;
      if (clock.runStart !== run.start) run = newRun(clock.runStart);
      const seconds = Math.min(MAX_ENTRY_SECONDS, runSeconds(clock));
      if (seconds === 0 || (seconds === run.saved.seconds && interactive === run.saved.interactive)) return;
      run.saved = { seconds, interactive };
      lastSave = Date.now();
      void log({
        doctorUid,
        patientUid,
        month: localMonth(new Date(run.start)),
        entryId: run.entryId,
        entry: { start: new Date(run.start), seconds, source: 'auto', activity, interactive, reason: '' },
      });
    };
    const onInput = () => {
      const now = Date.now();
      clock = advance(clock, now);
      // Input after a pause starts a new run: the run that ended is saved whole first.
      if (isPaused(clock, now)) save();
      clock = input(clock, now);
    };
    const onVisibility = () => {
      const visible = document.visibilityState === 'visible';
      clock = visibility(clock, Date.now(), visible);
      if (!visible) save();
    };
    const onLeave = () => save();
    const tick = window.setInterval(() => {
      clock = advance(clock, Date.now());
      if (!interactive && interactiveCheck.current?.(started.getTime())) save();
      else if (Date.now() - lastSave >= SAVE_EVERY_MS) save();
    }, 1000);
    for (const name of INPUT_EVENTS) window.addEventListener(name, onInput, { passive: true, capture: true });
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onLeave);
    return () => {
      window.clearInterval(tick);
      for (const name of INPUT_EVENTS) window.removeEventListener(name, onInput, { capture: true });
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onLeave);
      save();
    };
  }, [doctorUid, patientUid, activity, log]);
}
