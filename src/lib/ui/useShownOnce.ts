import { useState } from 'react';

/**
 * Whether something (a lazily loaded dialog) has been shown at least once: such a dialog mounts, and its code
 * loads, when first shown, then stays mounted so that it closes with its animation.
 */
export function useShownOnce(show: boolean): boolean {
  const [shown, setShown] = useState(show);
  if (show && !shown) setShown(true);
  return shown || show;
}
