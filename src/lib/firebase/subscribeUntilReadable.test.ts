import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscribe } from '../store/live';
import { subscribeUntilReadable } from './subscribeUntilReadable';

/** A fake listener source: each opening is recorded, and the test answers the latest one. */
function fakeSource<T>() {
  const openings: { next: (value: T | null) => void; fail: (error: unknown) => void; stopped: boolean }[] = [];
  const subscribe: Subscribe<T | null> = (next, fail) => {
    const opening = { next, fail, stopped: false };
    openings.push(opening);
    return () => {
      opening.stopped = true;
    };
  };
  return { subscribe, openings, latest: () => openings[openings.length - 1] };
}

const refused = Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });

describe('subscribeUntilReadable', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads a refusal as "not there yet" and listens again until the document can be read', () => {
    const source = fakeSource<string>();
    const next = vi.fn();
    const fail = vi.fn();
    subscribeUntilReadable(source.subscribe, [100, 200])(next, fail);

    source.latest().fail(refused);
    expect(next).toHaveBeenCalledWith(null);
    expect(source.openings).toHaveLength(1);
    vi.advanceTimersByTime(100);
    expect(source.openings).toHaveLength(2);
    source.latest().fail(refused);
    vi.advanceTimersByTime(199);
    expect(source.openings).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(source.openings).toHaveLength(3);

    source.latest().next('the order');
    expect(next).toHaveBeenLastCalledWith('the order');
    expect(next).toHaveBeenCalledTimes(2);
    expect(fail).not.toHaveBeenCalled();
  });

  it('passes other failures on', () => {
    const source = fakeSource<string>();
    const fail = vi.fn();
    subscribeUntilReadable(source.subscribe)(vi.fn(), fail);
    const unavailable = Object.assign(new Error('offline'), { code: 'unavailable' });
    source.latest().fail(unavailable);
    expect(fail).toHaveBeenCalledWith(unavailable);
    vi.advanceTimersByTime(60_000);
    expect(source.openings).toHaveLength(1);
  });

  it('stops the listener and the retries when stopped', () => {
    const source = fakeSource<string>();
    const stop = subscribeUntilReadable(source.subscribe, [100])(vi.fn(), vi.fn());
    source.latest().fail(refused);
    stop();
    vi.advanceTimersByTime(1000);
    expect(source.openings).toHaveLength(1);
    expect(source.openings[0].stopped).toBe(true);
  });
});
