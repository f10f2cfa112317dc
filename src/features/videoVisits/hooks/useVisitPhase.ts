import { useEffect, useState } from 'react';
import { nextPhaseChangeIn, videoVisitPhase, type VisitPhase } from '../logic/visitWindow';

/** An appointment's visit phase now, renewed when it changes (the window opens, its warning starts, it closes). */
export function useVisitPhase(appointmentMillis: number | null): VisitPhase | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (appointmentMillis === null) return;
    const wait = nextPhaseChangeIn(appointmentMillis, now);
    if (wait === null) return;
    // Timers longer than about 24.8 days overflow; a day is plenty, the page is read again by then.
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(wait, 86_400_000));
    return () => window.clearTimeout(timer);
  }, [appointmentMillis, now]);
  return appointmentMillis === null ? null : videoVisitPhase(appointmentMillis, now);
}

/** Whether any of these instants' windows is open now, renewed when one opens or closes. */
export function useAnyVisitOpen(appointmentMillis: readonly number[]): boolean[] {
  const [now, setNow] = useState(() => Date.now());
  const key = appointmentMillis.join(',');
  useEffect(() => {
    const waits = appointmentMillis.map((at) => nextPhaseChangeIn(at, now)).filter((w): w is number => w !== null);
    if (waits.length === 0) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(...waits, 86_400_000));
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the instants, by value
  }, [key, now]);
  return appointmentMillis.map((at) => {
    const phase = videoVisitPhase(at, now);
    return phase === 'open' || phase === 'closingSoon';
  });
}
