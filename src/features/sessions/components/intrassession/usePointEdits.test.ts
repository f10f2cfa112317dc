import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../../test/app';
import { removePoint, restorePoint, revertAllEdits } from '../../api/sessionEdits';
import { usePointEdits } from './usePointEdits';

vi.mock('../../api/sessionEdits', () => ({ removePoint: vi.fn(), restorePoint: vi.fn(), revertAllEdits: vi.fn() }));

const point = { x: Date.UTC(2024, 4, 15, 10, 0, 0, 250), y: 12.5 };

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('usePointEdits', () => {
  beforeEach(() => {
    initI18n('en');
    vi.mocked(removePoint).mockReset().mockResolvedValue();
    vi.mocked(restorePoint).mockReset().mockResolvedValue();
    vi.mocked(revertAllEdits).mockReset().mockResolvedValue();
  });

  it('removes a confirmed point, offers its undo, and undoes it', async () => {
    const { result } = renderHook(() => usePointEdits('s1'));
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
    const { result } = renderHook(() => usePointEdits('s1'));
    act(() => result.current.offer(point, 'Left'));
    act(() => result.current.confirm());
    await act(async () => result.current.revertAll());
    expect(result.current.message).toBe('All edits reverted.');
    await act(async () => removal.resolve());
    expect(result.current.deletedPoint).toBeNull();
  });

  it('shows a failed removal as an error, with no undo', async () => {
    vi.mocked(removePoint).mockRejectedValue(new Error('offline'));
    const { result } = renderHook(() => usePointEdits('s1'));
    act(() => result.current.offer(point, 'Left'));
    await act(async () => result.current.confirm());
    expect(result.current.error).toBe('The change could not be saved: offline');
    expect(result.current.deletedPoint).toBeNull();
  });
});
