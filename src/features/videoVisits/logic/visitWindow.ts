import { VIDEO_VISIT_END_WARNING_MINUTES, isWithinVideoVisitWindow, videoVisitWindow } from '@rehab/model/videoVisits';

export { isWithinVideoVisitWindow };

/** Where an appointment's visit stands at an instant: not yet open, open, open and closing soon, closed. */
export type VisitPhase = 'notYet' | 'open' | 'closingSoon' | 'closed';

export function videoVisitPhase(appointmentMillis: number, nowMillis: number): VisitPhase {
  const { opens, closes } = videoVisitWindow(appointmentMillis);
  if (nowMillis < opens) return 'notYet';
  if (nowMillis > closes) return 'closed';
  return nowMillis >= closes - VIDEO_VISIT_END_WARNING_MINUTES * 60_000 ? 'closingSoon' : 'open';
}

/** Milliseconds until the phase can next change (the window opens, its warning starts, it closes); null once closed. */
export function nextPhaseChangeIn(appointmentMillis: number, nowMillis: number): number | null {
  const { opens, closes } = videoVisitWindow(appointmentMillis);
  const warning = closes - VIDEO_VISIT_END_WARNING_MINUTES * 60_000;
  const next = [opens, warning, closes + 1].find((instant) => instant > nowMillis);
  return next === undefined ? null : next - nowMillis;
}

interface Joinable {
  isOnline: boolean;
  datetime: { toMillis(): number };
}

/** The online appointments whose visit may be joined now, soonest first. */
export function joinableVisits<T extends Joinable>(appointments: readonly T[], nowMillis: number): T[] {
  return appointments
    .filter((a) => a.isOnline && isWithinVideoVisitWindow(a.datetime.toMillis(), nowMillis))
    .sort((a, b) => a.datetime.toMillis() - b.datetime.toMillis());
}
