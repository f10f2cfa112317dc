import { useDeferredValue } from 'react';

/**
 * Whether to show a screen that is `ready`: false at first, then true from a deferred render. Redux updates
 * render synchronously, so a whole screen appearing on one (the session known, the data read) is otherwise
 * drawn in one long task, the heaviest of a phone's first load; React does a deferred render in slices between
 * which the phone stays responsive. A screen no longer ready hides at once.
 */
export function useRevealInSlices(ready: boolean): boolean {
  const deferred = useDeferredValue(ready, false);
  return ready && deferred;
}
