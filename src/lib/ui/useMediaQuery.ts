import { useSyncExternalStore } from 'react';

/** Whether the media query matches now, following its changes; `unknown` where the browser cannot tell (no matchMedia). */
export function useMediaQuery(query: string, unknown: boolean): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    () => window.matchMedia?.(query).matches ?? unknown,
  );
}
