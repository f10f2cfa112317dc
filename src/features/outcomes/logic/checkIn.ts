/**
 * Which session the patient home asks about after a session (issue 34): the patient's latest session, if it started
 * in the last CHECK_IN_WINDOW_DAYS days. It is asked about once (a skip is saved as a check-in without ratings); a
 * check-in with ratings can be changed for 24 hours after its first save, as the rules allow.
 */
import { LIMITS } from '@rehab/model/limits';
import type { CheckInRecord, SessionMoment } from '../api/outcomesRecords';

const HOUR_MS = 3_600_000;
export const CHECK_IN_WINDOW_DAYS = 3;
export const CHECK_IN_WINDOW_MS = CHECK_IN_WINDOW_DAYS * 24 * HOUR_MS;
export const CHECK_IN_EDIT_MS = LIMITS.outcomes.checkInEditHours * HOUR_MS;

export type CheckInPrompt =
  | { kind: 'ask'; session: SessionMoment }
  | { kind: 'edit'; session: SessionMoment; checkIn: CheckInRecord; editableUntil: number };

export function checkInPrompt(sessions: readonly SessionMoment[], checkIns: readonly CheckInRecord[], now: number): CheckInPrompt | null {
  const session = sessions.filter((s) => s.date <= now && s.date > now - CHECK_IN_WINDOW_MS).sort((a, b) => b.date - a.date)[0];
  if (!session) return null;
  const checkIn = checkIns.find((c) => c.sessionId === session.id);
  if (!checkIn) return { kind: 'ask', session };
  const editableUntil = checkIn.createdAt + CHECK_IN_EDIT_MS;
  const skipped = checkIn.pain === null && checkIn.effort === null;
  return !skipped && now < editableUntil ? { kind: 'edit', session, checkIn, editableUntil } : null;
}
