import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { serverData } from './serverData';
import { toApiError, type ApiError } from './errors';

/** Starts a listener: `next` gets every value (the first one included), `fail` a failure; returns its stop function. */
export type Subscribe<T> = (next: (value: T) => void, fail: (error: unknown) => void) => () => void;

interface Channel {
  first: Promise<unknown>;
  latest?: { value: unknown };
  stop: () => void;
}

/** Per store (the thunk `extra` argument): the open listeners and where their later values go, by cache key. */
export interface ServerDataExtra {
  live: { channels: Map<string, Channel>; sinks: Map<string, Sink> };
}

interface Sink {
  update: (value: unknown) => void;
  /** a listener failed after its first value: read again so the failure shows as the query's error */
  retry: () => void;
}

export function createServerDataExtra(): ServerDataExtra {
  return { live: { channels: new Map(), sinks: new Map() } };
}

const keyOf = (endpoint: string, arg: unknown) => `${endpoint}(${JSON.stringify(arg ?? null)})`;

function registryOf(extra: unknown): ServerDataExtra['live'] {
  const live = (extra as Partial<ServerDataExtra> | undefined)?.live;
  if (!live) throw new Error('The store was made without createServerDataExtra(): live queries need it as the thunk extra argument.');
  return live;
}

function open(registry: ServerDataExtra['live'], key: string, subscribe: Subscribe<unknown>): Channel {
  let resolveFirst!: (value: unknown) => void;
  let rejectFirst!: (error: unknown) => void;
  const channel: Channel = {
    first: new Promise((resolve, reject) => {
      resolveFirst = resolve;
      rejectFirst = reject;
    }),
    stop: () => {},
  };
  channel.stop = subscribe(
    (value) => {
      const isFirst = !channel.latest;
      channel.latest = { value };
      if (isFirst) resolveFirst(value);
      else registry.sinks.get(key)?.update(value);
    },
    (error) => {
      channel.stop();
      if (registry.channels.get(key) === channel) registry.channels.delete(key);
      if (!channel.latest) rejectFirst(error);
      else registry.sinks.get(key)?.retry();
    },
  );
  registry.channels.set(key, channel);
  return channel;
}

/**
 * An endpoint over a Firestore listener (spread into `builder.query`): the
 * query resolves with the listener's first value, later values update the
 * cache in place, and the listener stops when the cache entry goes (the last
 * subscriber left `keepUnusedDataFor` ago). A refetch while the listener is
 * open answers from it without reading again.
 */
export function liveQuery<Result, Arg>(subscribe: (arg: Arg) => Subscribe<Result>) {
  return {
    async queryFn(arg: Arg, api: BaseQueryApi): Promise<{ data: Result } | { error: ApiError }> {
      const registry = registryOf(api.extra);
      const key = keyOf(api.endpoint, arg);
      const channel = registry.channels.get(key) ?? open(registry, key, subscribe(arg) as Subscribe<unknown>);
      try {
        return { data: (channel.latest ? channel.latest.value : await channel.first) as Result };
      } catch (error) {
        return { error: toApiError(error) };
      }
    },
    async onCacheEntryAdded(
      arg: Arg,
      lifecycle: {
        extra: unknown;
        dispatch: (action: unknown) => unknown;
        getCacheEntry: () => { endpointName?: string };
        cacheDataLoaded: Promise<{ data: Result }>;
        cacheEntryRemoved: Promise<void>;
        updateCachedData: (recipe: () => Result) => void;
      },
    ) {
      const registry = registryOf(lifecycle.extra);
      const endpoint = lifecycle.getCacheEntry().endpointName ?? '';
      const key = keyOf(endpoint, arg);
      registry.sinks.set(key, {
        update: (value) => lifecycle.updateCachedData(() => value as Result),
        retry: () => {
          const endpoints = serverData.endpoints as unknown as Record<string, { initiate: (arg: unknown, options: object) => unknown }>;
          lifecycle.dispatch(endpoints[endpoint].initiate(arg, { subscribe: false, forceRefetch: true }));
        },
      });
      try {
        const { data } = await lifecycle.cacheDataLoaded;
        // A value that arrived between the first answer and now.
        const latest = registry.channels.get(key)?.latest;
        if (latest && latest.value !== data) lifecycle.updateCachedData(() => latest.value as Result);
      } catch {
        // The entry went before its first value: nothing to keep up to date.
      }
      await lifecycle.cacheEntryRemoved;
      registry.sinks.delete(key);
      registry.channels.get(key)?.stop();
      registry.channels.delete(key);
    },
  };
}

/** Whether a query has been answered, with data or an error: what a page waits for before it shows. */
export const isAnswered = (read: { currentData?: unknown; isError: boolean }) => read.currentData !== undefined || read.isError;
