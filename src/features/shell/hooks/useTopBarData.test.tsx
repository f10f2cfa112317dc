import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTodaysReminders } from './topBarApi';

const tomorrowMorning = new Date(2026, 0, 6, 9, 30);

vi.mock('../../lib/firebase/collections', () => ({
  col: (name: string) => ({ name }),
  docRef: (name: string, id: string) => ({ name, id }),
}));
vi.mock('../../lib/firebase/hooks', () => ({
  useLiveQuery: () => ({
    data: [{ docId: 'r1', appointmentID: 'a1', doctorID: 'd1', id: 'r1', isFavourite: false, isRead: false, userID: 'p1' }],
    loading: false,
    error: null,
  }),
}));
vi.mock('firebase/firestore', () => ({
  query: (...parts: unknown[]) => parts,
  where: (...parts: unknown[]) => parts,
  updateDoc: vi.fn(),
  getDoc: (ref: { name: string }) =>
    Promise.resolve(
      ref.name === 'appointments'
        ? { exists: () => true, data: () => ({ datetime: { toDate: () => tomorrowMorning }, userID: 'p1' }) }
        : { exists: () => true, data: () => ({ firstName: 'Liam', lastName: 'Carter' }) },
    ),
}));

describe('useTodaysReminders', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date(2026, 0, 5, 23, 59, 30));
  });
  afterEach(() => vi.useRealTimers());

  it("lists only today's reminders, and moves on to the new day at midnight", async () => {
    const { result } = renderHook(() => useTodaysReminders('d1'));
    await act(async () => {
      await Promise.resolve();
    });
    expect(result.current.loading).toBe(false);
    expect(result.current.reminders).toEqual([]);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(31_000);
    });
    expect(result.current.reminders).toEqual([{ id: 'r1', datetime: tomorrowMorning, patientName: 'Liam Carter' }]);
  });
});
