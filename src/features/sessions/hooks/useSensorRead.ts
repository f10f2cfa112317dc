import { useEffect, useState } from 'react';

export type Loaded<T> =
  | { status: 'idle'; value: undefined; error: null }
  | { status: 'loading'; value: undefined; error: null }
  | { status: 'ready'; value: T; error: null }
  | { status: 'error'; value: undefined; error: Error };

const IDLE = { status: 'idle', value: undefined, error: null } as const;
const LOADING = { status: 'loading', value: undefined, error: null } as const;

/**
 * Runs `load` whenever `key` changes (null: nothing to load) and keeps the
 * result of the latest key only; an answer for an older key is dropped.
 */
export function useLoad<T>(key: string | null, load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ key: string | null; result: Loaded<T> }>({ key: null, result: IDLE });
  useEffect(() => {
    if (key === null) return;
    let current = true;
    load().then(
      (value) => current && setState({ key, result: { status: 'ready', value, error: null } }),
      (error: unknown) =>
        current && setState({ key, result: { status: 'error', value: undefined, error: error instanceof Error ? error : new Error(String(error)) } }),
    );
    return () => {
      current = false;
    };
    // `load` is recreated every render; `key` says when it means something new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (key === null) return IDLE;
  return state.key === key ? state.result : LOADING;
}
