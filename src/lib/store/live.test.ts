import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import { serverData } from './serverData';
import { createServerDataExtra, liveQuery, type Subscribe } from './live';

/** A hand-driven listener: the test pushes values and failures, and sees when it is started and stopped. */
function fakeListener() {
  const listener = {
    started: 0,
    stopped: 0,
    next: (_value: string[]) => {},
    fail: (_error: unknown) => {},
  };
  const subscribe: Subscribe<string[]> = (next, fail) => {
    listener.started += 1;
    listener.next = next;
    listener.fail = fail;
    return () => {
      listener.stopped += 1;
    };
  };
  return { listener, subscribe };
}

function setup() {
  const { listener, subscribe } = fakeListener();
  const api = serverData.injectEndpoints({
    endpoints: (build) => ({ words: build.query<string[], string>({ ...liveQuery((_topic: string) => subscribe), keepUnusedDataFor: 1 }) }),
    overrideExisting: true,
  });
  const store = configureStore({
    reducer: { [serverData.reducerPath]: serverData.reducer },
    middleware: (m) => m({ thunk: { extraArgument: createServerDataExtra() }, serializableCheck: false }).concat(serverData.middleware),
  });
  const select = (topic: string) => api.endpoints.words.select(topic)(store.getState() as never);
  return { api, store, listener, select };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('liveQuery', () => {
  afterEach(() => vi.useRealTimers());

  it('answers with the first value, then keeps the cache up to date from the same listener', async () => {
    const { api, store, listener, select } = setup();
    const subscription = store.dispatch(api.endpoints.words.initiate('a'));
    await tick();
    expect(select('a').isLoading).toBe(true);
    listener.next(['one']);
    await subscription;
    expect(select('a').data).toEqual(['one']);
    listener.next(['one', 'two']);
    await tick();
    expect(select('a').data).toEqual(['one', 'two']);
    expect(listener.started).toBe(1);
    subscription.unsubscribe();
  });

  it('answers a refetch from the open listener without starting another', async () => {
    const { api, store, listener, select } = setup();
    const subscription = store.dispatch(api.endpoints.words.initiate('a'));
    await tick();
    listener.next(['one']);
    await subscription;
    await subscription.refetch();
    expect(listener.started).toBe(1);
    expect(select('a').data).toEqual(['one']);
    subscription.unsubscribe();
  });

  it('stops the listener once the last subscriber has gone and the cache entry expires', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, store, listener } = setup();
    const first = store.dispatch(api.endpoints.words.initiate('a'));
    const second = store.dispatch(api.endpoints.words.initiate('a'));
    await vi.advanceTimersByTimeAsync(0);
    listener.next(['one']);
    await first;
    first.unsubscribe();
    await vi.advanceTimersByTimeAsync(2000);
    expect(listener.stopped).toBe(0);
    second.unsubscribe();
    await vi.advanceTimersByTimeAsync(2000);
    expect(listener.stopped).toBe(1);
  });

  it('shows a failure before the first value as the query error', async () => {
    const { api, store, listener, select } = setup();
    const subscription = store.dispatch(api.endpoints.words.initiate('a'));
    await tick();
    listener.fail(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }));
    await subscription;
    expect(select('a').error).toEqual({ message: 'Missing or insufficient permissions.' });
    subscription.unsubscribe();
  });

  it('reads again when the listener fails later, so the failure reaches the screen', async () => {
    const { api, store, listener, select } = setup();
    const subscription = store.dispatch(api.endpoints.words.initiate('a'));
    await tick();
    listener.next(['one']);
    await subscription;
    listener.fail(new Error('gone'));
    await tick();
    expect(listener.started).toBe(2);
    listener.fail(new Error('still gone'));
    await tick();
    await tick();
    expect(select('a').error).toEqual({ message: 'still gone' });
    subscription.unsubscribe();
  });
});
