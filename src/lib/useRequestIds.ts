import { useRef } from 'react';

/**
 * One request id per submission of the same values (issue 51): a retry after a failure (a lost connection, after
 * which the server may have done the work) sends the same id, so the server does it once; other values, or a new
 * submission after a success (`done`), take a new id. Called from event handlers, not while rendering.
 */
export function useRequestIds(make: () => string) {
  const last = useRef<{ key: string; id: string } | null>(null);
  return {
    idFor(values: unknown): string {
      const key = JSON.stringify(values);
      if (last.current?.key !== key) last.current = { key, id: make() };
      return last.current.id;
    },
    done() {
      last.current = null;
    },
  };
}
