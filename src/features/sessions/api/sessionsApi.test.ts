import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../test/app';
import { deleteSessionAndData } from './deleteSession';
import { sessionsApi } from './sessionsApi';
import { fetchDevices, fetchSessions, type SessionRecord } from './sessionsFirestore';

// The Firestore side is checked against the emulator by the E2E tests; here, what the cache does with it.
vi.mock('./deleteSession', () => ({ deleteSessionAndData: vi.fn() }));
vi.mock('./sessionsFirestore', () => ({ fetchSessions: vi.fn(), fetchDevices: vi.fn(), fetchDoctorPatients: vi.fn() }));

const record = (id: string): SessionRecord => ({ id, date: 0, userId: 'p1', devices: [], movements: [], tags: [], removedTimePoints: [] });
const listArg = { userId: 'p1', timeRange: null };

function setup() {
  const store = makeStore();
  const listed = () => sessionsApi.endpoints.sessionRecords.select(listArg)(store.getState() as never).data?.records.map((r) => r.id);
  return { store, listed };
}

describe('the session list in the cache', () => {
  beforeEach(() => {
    vi.mocked(fetchSessions).mockReset().mockResolvedValueOnce([record('s1'), record('s2')]).mockResolvedValue([record('s2')]);
    vi.mocked(fetchDevices).mockReset().mockResolvedValue({});
    vi.mocked(deleteSessionAndData).mockReset().mockResolvedValue();
  });

  it('is read once for a screen visited again, and again once one of its sessions is deleted', async () => {
    const { store, listed } = setup();
    const first = store.dispatch(sessionsApi.endpoints.sessionRecords.initiate(listArg));
    await first;
    const again = store.dispatch(sessionsApi.endpoints.sessionRecords.initiate(listArg));
    await again;
    expect(fetchSessions).toHaveBeenCalledTimes(1);
    expect(listed()).toEqual(['s1', 's2']);

    await store.dispatch(sessionsApi.endpoints.deleteSession.initiate({ sessionId: 's1', userId: 'p1' })).unwrap();
    expect(deleteSessionAndData).toHaveBeenCalledWith('s1');
    await vi.waitFor(() => expect(listed()).toEqual(['s2']));
    expect(fetchSessions).toHaveBeenCalledTimes(2);
    first.unsubscribe();
    again.unsubscribe();
  });

  it('is kept as it is when the deletion fails', async () => {
    vi.mocked(deleteSessionAndData).mockRejectedValue(new Error('offline'));
    const { store, listed } = setup();
    const list = store.dispatch(sessionsApi.endpoints.sessionRecords.initiate(listArg));
    await list;
    await expect(store.dispatch(sessionsApi.endpoints.deleteSession.initiate({ sessionId: 's1', userId: 'p1' })).unwrap()).rejects.toEqual({
      message: 'offline',
    });
    expect(fetchSessions).toHaveBeenCalledTimes(1);
    expect(listed()).toEqual(['s1', 's2']);
    list.unsubscribe();
  });
});
