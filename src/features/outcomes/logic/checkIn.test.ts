import { describe, expect, it } from 'vitest';
import { CHECK_IN_EDIT_MS, CHECK_IN_WINDOW_MS, checkInPrompt } from './checkIn';

const NOW = Date.UTC(2026, 2, 10, 12);
const HOUR = 3_600_000;
const session = (id: string, hoursAgo: number) => ({ id, date: NOW - hoursAgo * HOUR });
const checkIn = (sessionId: string, hoursAgo: number, pain: number | null = 4, effort: number | null = 5) => ({
  sessionId,
  pain,
  effort,
  createdAt: NOW - hoursAgo * HOUR,
  updatedAt: NOW - hoursAgo * HOUR,
});

describe('checkInPrompt', () => {
  it('asks about the latest session of the last 3 days, once', () => {
    const sessions = [session('s1', 30), session('s2', 2)];
    expect(checkInPrompt(sessions, [], NOW)).toEqual({ kind: 'ask', session: sessions[1] });
    expect(checkInPrompt([session('old', CHECK_IN_WINDOW_MS / HOUR + 1)], [], NOW)).toBeNull();
    expect(checkInPrompt([], [], NOW)).toBeNull();
  });

  it('offers an edit for 24 hours after the first save, not after, and never after a skip', () => {
    const sessions = [session('s2', 30)];
    expect(checkInPrompt(sessions, [checkIn('s2', 23)], NOW)).toMatchObject({ kind: 'edit', editableUntil: NOW - 23 * HOUR + CHECK_IN_EDIT_MS });
    expect(checkInPrompt(sessions, [checkIn('s2', 25)], NOW)).toBeNull();
    expect(checkInPrompt(sessions, [checkIn('s2', 1, null, null)], NOW)).toBeNull();
  });
});
