import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, makeStore } from '../../../../test/app';
import { removePoint, restorePoint, revertAllEdits } from '../../api/sessionEdits';
import { sessionsApi } from '../../api/sessionsApi';
import { usePointEdits } from './usePointEdits';

vi.mock('../../api/sessionEdits', () => ({ removePoint: vi.fn(), restorePoint: vi.fn(), revertAllEdits: vi.fn() }));

const point = { x: Date.UTC(2024, 4, 15, 10, 0, 0, 250), y: 12.5 };

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

function renderEdits(store = makeStore()) {
  const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store, children });
  return renderHook(() => usePointEdits('s1'), { wrapper });
}

describe('usePointEdits', () => {
  beforeEach(() => {
    initI18n('en');
    vi.mocked(removePoint).mockReset().mockResolvedValue();
    vi.mocked(restorePoint).mockReset().mockResolvedValue();
    vi.mocked(revertAllEdits).mockReset().mockResolvedValue();
  });

  it('removes a confirmed point, offers its undo, and undoes it', async () => {
    const { result } = renderEdits();
    act(() => result.current.offer(point, 'Left · GLV-1'));
    expect(result.current.pending).toMatchObject({ point, seriesLabel: 'Left · GLV-1' });
    expect(result.current.pending?.timeLabel).toMatch(/00\.250/);
    await act(async () => result.current.confirm());
    expect(removePoint).toHaveBeenCalledWith('s1', point.x);
    expect(result.current.deletedPoint).toBe(point.x);
    await act(async () => result.current.undo());
    expect(restorePoint).toHaveBeenCalledWith('s1', point.x);
    expect(result.current.deletedPoint).toBeNull();
  });

  it('offers no undo for a removal still being saved when all edits were reverted', async () => {
    const removal = deferred();
    vi.mocked(removePoint).mockReturnValue(removal.promise);
    const { result } = renderEdits();
    act(() => result.current.offer(point, 'Left'));
    act(() => result.current.confirm());
    await act(async () => result.current.revertAll());
    expect(result.current.message).toBe('All edits reverted.');
    await act(async () => removal.resolve());
    expect(result.current.deletedPoint).toBeNull();
  });

  it('shows a failed removal as an error, with no undo', async () => {
    vi.mocked(removePoint).mockRejectedValue(new Error('offline'));
    const { result } = renderEdits();
    act(() => result.current.offer(point, 'Left'));
    await act(async () => result.current.confirm());
    expect(result.current.error).toBe('The change could not be saved: offline');
    expect(result.current.deletedPoint).toBeNull();
  });

  it('gives the session lists in the cache the saved removals, without reading them again', async () => {
    const store = makeStore();
    const listArg = { userId: 'p1', timeRange: null };
    const record = { id: 's1', date: 0, userId: 'p1', devices: [], movements: [], tags: [], removedTimePoints: [7] };
    await store.dispatch(sessionsApi.util.upsertQueryData('sessionRecords', listArg, { records: [record], devices: {} }));
    const listed = () => sessionsApi.endpoints.sessionRecords.select(listArg)(store.getState() as never).data?.records[0].removedTimePoints;
    const { result } = renderEdits(store);
    act(() => result.current.offer(point, 'Left'));
    await act(async () => result.current.confirm());
    expect(listed()).toEqual([7, point.x]);
    await act(async () => result.current.undo());
    expect(listed()).toEqual([7]);
    await act(async () => result.current.revertAll());
    expect(listed()).toEqual([]);
  });
});
