/**
 * The clock of automatic management-time logging: time counts while the page
 * is visible and the doctor has used mouse, keyboard or touch within the last
 * minute; it pauses when the tab is hidden or after a minute without input.
 * Each uninterrupted stretch of counted time is a run: the rules take an automatic
 * entry as one running timer (its end is now), so each run is its own entry.
 */
export const IDLE_AFTER_MS = 60_000;

export interface ActiveClock {
  /** counted time so far */
  activeMs: number;
  /** up to when time has been looked at */
  countedUntil: number;
  lastInput: number;
  visible: boolean;
  /** when the current run began, and up to when it was counted (its end) */
  runStart: number;
  lastActive: number;
}

export function startClock(now: number, visible: boolean): ActiveClock {
  return { activeMs: 0, countedUntil: now, lastInput: now, visible, runStart: now, lastActive: now };
}

/** Counts the time since the last look: the part while visible and not idle. */
export function advance(clock: ActiveClock, now: number): ActiveClock {
  if (now <= clock.countedUntil) return clock;
  const activeUntil = Math.min(now, clock.lastInput + IDLE_AFTER_MS);
  const gained = clock.visible ? Math.max(0, activeUntil - clock.countedUntil) : 0;
  if (gained === 0) return { ...clock, countedUntil: now };
  const resumed = clock.countedUntil !== clock.lastActive;
  return {
    ...clock,
    activeMs: clock.activeMs + gained,
    countedUntil: now,
    lastActive: activeUntil,
    runStart: resumed ? clock.countedUntil : clock.runStart,
  };
}

/** The doctor used the page: counting resumes (if visible). */
export function input(clock: ActiveClock, now: number): ActiveClock {
  return { ...advance(clock, now), lastInput: now };
}

/** The tab was hidden or shown again (showing it counts as input). */
export function visibility(clock: ActiveClock, now: number, visible: boolean): ActiveClock {
  const counted = advance(clock, now);
  return { ...counted, visible, lastInput: visible ? now : counted.lastInput };
}

/** Whole seconds counted. */
export function activeSeconds(clock: ActiveClock): number {
  return Math.floor(clock.activeMs / 1000);
}

/** Whole seconds of the current run. */
export function runSeconds(clock: ActiveClock): number {
  return Math.floor((clock.lastActive - clock.runStart) / 1000);
}

/** Whether counting is paused now (idle or hidden): input now starts a new run. */
export function isPaused(clock: ActiveClock, now: number): boolean {
  return clock.lastActive < now;
}
