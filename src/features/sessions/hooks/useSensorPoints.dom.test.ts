import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartSeries } from '../api/sensorData';
import { useOverviewFirst } from './useSensorPoints';

const reads = vi.hoisted(() => ({
  full: new Map<string, { promise: Promise<ChartSeries>; resolve: (series: ChartSeries) => void }>(),
  overview: vi.fn<(sessionId: string, deviceIds: readonly string[], sensor: string) => Promise<Map<string, ChartSeries> | null>>(),
  built: new Set<string>(),
  /** what runs once the browser has painted (run by the test) */
  painted: [] as (() => void)[],
}));

vi.mock('../perfMarks', () => ({
  afterPaint: (done: () => void) => {
    reads.painted.push(done);
    return () => undefined;
  },
}));

vi.mock('../api/sensorData', () => ({
  sessionValues: vi.fn(),
  sensorOverview: reads.overview,
  fullSeriesBuilt: (sessionId: string, deviceIds: readonly string[], sensor: string) =>
    deviceIds.every((deviceId) => reads.built.has(`${sessionId}|${deviceId}|${sensor}`)),
  sensorPoints: (sessionId: string, deviceId: string, sensor: string) => {
    const key = `${sessionId}|${deviceId}|${sensor}`;
    let entry = reads.full.get(key);
    if (!entry) {
      let resolve!: (series: ChartSeries) => void;
      const promise = new Promise<ChartSeries>((r) => (resolve = r));
      entry = { promise, resolve };
      reads.full.set(key, entry);
    }
    return entry.promise;
  },
}));

const full: ChartSeries = { points: [{ x: 1, y: 2 }, { x: 2, y: 9 }, { x: 3, y: 4 }], timed: true };
const overview: ChartSeries = { points: [{ x: 1, y: 2 }, { x: 2, y: 9 }], timed: true, overview: true };
const devices = [{ id: 'left' }];

describe('useOverviewFirst', () => {
  beforeEach(() => {
    reads.full.clear();
    reads.built.clear();
    reads.painted.length = 0;
    reads.overview.mockReset();
  });

  it('shows the overview, asks for the full series once it is painted, then shows the full series', async () => {
    reads.overview.mockResolvedValue(new Map([['left|Thumb', overview]]));
    const { result } = renderHook(() => useOverviewFirst('s1', devices, 'Thumb'));
    await waitFor(() => expect(result.current.data?.get('left|Thumb')).toBe(overview));
    expect(result.current.isLoading).toBe(false);
    expect(reads.overview).toHaveBeenCalledWith('s1', ['left'], 'Thumb');
    // Not while the overview is being drawn: once it is painted.
    expect(reads.full.has('s1|left|Thumb')).toBe(false);
    act(() => reads.painted.forEach((done) => done()));
    await waitFor(() => expect(reads.full.has('s1|left|Thumb')).toBe(true));
    reads.full.get('s1|left|Thumb')!.resolve(full);
    await waitFor(() => expect(result.current.data?.get('left|Thumb')).toBe(full));
  });

  it('without an overview (or when its read fails) waits for the full series, as before', async () => {
    for (const answer of [() => Promise.resolve(null), () => Promise.reject(new Error('offline'))]) {
      reads.full.clear();
      reads.overview.mockReset();
      reads.overview.mockImplementationOnce(answer);
      const { result, unmount } = renderHook(() => useOverviewFirst('s1', devices, 'Index'));
      await waitFor(() => expect(reads.overview).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(result.current).toMatchObject({ data: undefined, isLoading: true });
      reads.full.get('s1|left|Index')!.resolve(full);
      await waitFor(() => expect(result.current.data?.get('left|Index')).toBe(full));
      unmount();
    }
  });

  it('never shows an overview that arrives after the full series (read by another chart meanwhile)', async () => {
    const { sensorPoints } = await import('../api/sensorData');
    const elsewhere = sensorPoints('s1', 'left', 'Ring');
    let answer!: (overviews: Map<string, ChartSeries>) => void;
    reads.overview.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const shown: unknown[] = [];
    const { result } = renderHook(() => {
      const read = useOverviewFirst('s1', devices, 'Ring');
      shown.push(read.data?.get('left|Ring'));
      return read;
    });
    await waitFor(() => expect(reads.overview).toHaveBeenCalled());
    reads.full.get('s1|left|Ring')!.resolve(full);
    await elsewhere;
    reads.built.add('s1|left|Ring');
    answer(new Map([['left|Ring', overview]]));
    await waitFor(() => expect(result.current.data?.get('left|Ring')).toBe(full));
    expect(shown).not.toContain(overview);
  });

  it('does not read the overview again once the full series are built', async () => {
    reads.overview.mockResolvedValue(new Map([['left|Pinky', overview]]));
    reads.built.add('s1|left|Pinky');
    const { result } = renderHook(() => useOverviewFirst('s1', devices, 'Pinky'));
    reads.full.get('s1|left|Pinky')!.resolve(full);
    await waitFor(() => expect(result.current.data?.get('left|Pinky')).toBe(full));
    expect(reads.overview).not.toHaveBeenCalled();
  });
});
