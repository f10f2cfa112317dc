import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../test/app';
import { topBarApi } from '../api/topBarApi';
import { useTodaysReminders, useUnreadMessages } from './useTopBarData';

const tomorrowMorning = new Date(2026, 0, 6, 9, 30);
const timestamp = (date: Date) => ({ toDate: () => date });

/** A store whose cache already holds the top bar's live data, as after the listeners' first snapshots. */
async function storeWith() {
  const store = makeStore();
  await store.dispatch(
    topBarApi.util.upsertQueryData('unreadReminders', 'd1', [
      { id: 'r2', appointment: { datetime: tomorrowMorning.getTime() + 60_000, patientName: null } },
      { id: 'r1', appointment: { datetime: tomorrowMorning.getTime(), patientName: 'Liam Carter' } },
      { id: 'r3', appointment: null },
    ]),
  );
  await store.dispatch(
    topBarApi.util.upsertQueryData('unreadMessages', { field: 'doctorID', uid: 'd1' }, [
      { docId: 'm1', messageBody: 'older', senderID: 'p1', isRead: false, timestamp: timestamp(new Date(2026, 0, 4)) },
      { docId: 'm2', messageBody: 'mine', senderID: 'd1', isRead: false, timestamp: timestamp(new Date(2026, 0, 5)) },
      { docId: 'm3', messageBody: 'newer', senderID: 'p1', isRead: false, timestamp: timestamp(new Date(2026, 0, 5)) },
    ] as never),
  );
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, wrapper };
}

describe('useTodaysReminders', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date(2026, 0, 5, 23, 59, 30));
  });
  afterEach(() => vi.useRealTimers());

  it("lists only today's reminders, earliest first, and moves on to the new day at midnight", async () => {
    const { wrapper } = await storeWith();
    const { result } = renderHook(() => useTodaysReminders('d1'), { wrapper });
    expect(result.current.loading).toBe(false);
    expect(result.current.reminders).toEqual([]);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(31_000);
    });
    expect(result.current.reminders).toEqual([
      { id: 'r1', datetime: tomorrowMorning, patientName: 'Liam Carter' },
      { id: 'r2', datetime: new Date(tomorrowMorning.getTime() + 60_000), patientName: null },
    ]);
  });

  it('has nothing to wait for without a doctor', () => {
    const { result } = renderHook(() => useTodaysReminders(null), { wrapper: ({ children }) => <Provider store={makeStore()}>{children}</Provider> });
    expect(result.current).toEqual({ reminders: [], loading: false, failed: false });
  });
});

describe('useUnreadMessages', () => {
  it("lists the messages others sent to the doctor, newest first; a customer has no chat", async () => {
    const { wrapper } = await storeWith();
    const { result } = renderHook(() => useUnreadMessages('d1', 'doctor'), { wrapper });
    expect(result.current.messages.map((message) => message.body)).toEqual(['newer', 'older']);
    const customer = renderHook(() => useUnreadMessages('c1', 'customer'), { wrapper });
    expect(customer.result.current).toEqual({ messages: [], loading: false, failed: false });
  });
});
