import { describe, expect, it } from 'vitest';
import { isWithinVideoVisitWindow, joinableVisits, nextPhaseChangeIn, videoVisitPhase } from './visitWindow';

const MINUTE = 60_000;
const at = Date.UTC(2026, 10, 28, 10, 0);
const appointment = (millis: number, isOnline = true) => ({ isOnline, datetime: { toMillis: () => millis } });

describe('the video visit window', () => {
  it('opens 15 minutes before the appointment and closes an hour after it', () => {
    expect(isWithinVideoVisitWindow(at, at - 15 * MINUTE - 1)).toBe(false);
    expect(isWithinVideoVisitWindow(at, at - 15 * MINUTE)).toBe(true);
    expect(isWithinVideoVisitWindow(at, at + 60 * MINUTE)).toBe(true);
    expect(isWithinVideoVisitWindow(at, at + 60 * MINUTE + 1)).toBe(false);
  });

  it('warns in its last five minutes', () => {
    expect(videoVisitPhase(at, at - 16 * MINUTE)).toBe('notYet');
    expect(videoVisitPhase(at, at)).toBe('open');
    expect(videoVisitPhase(at, at + 55 * MINUTE - 1)).toBe('open');
    expect(videoVisitPhase(at, at + 55 * MINUTE)).toBe('closingSoon');
    expect(videoVisitPhase(at, at + 61 * MINUTE)).toBe('closed');
  });

  it('tells when the phase next changes', () => {
    expect(nextPhaseChangeIn(at, at - 20 * MINUTE)).toBe(5 * MINUTE);
    expect(nextPhaseChangeIn(at, at)).toBe(55 * MINUTE);
    expect(nextPhaseChangeIn(at, at + 56 * MINUTE)).toBe(4 * MINUTE + 1);
    expect(nextPhaseChangeIn(at, at + 61 * MINUTE)).toBeNull();
  });

  it('lists only online appointments inside their window, soonest first', () => {
    const later = appointment(at + 10 * MINUTE);
    const now = appointment(at);
    const inPerson = appointment(at, false);
    const tomorrow = appointment(at + 24 * 60 * MINUTE);
    expect(joinableVisits([later, inPerson, tomorrow, now], at)).toEqual([now, later]);
  });
});
