import { useEffect, useState } from 'react';
import { whenIdle } from '../whenIdle';

/**
 * Whether the page has painted since this component mounted and the browser has then had a moment to spare: for
 * parts below the first screen, whose code and reads would otherwise compete with what the first paint needs.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let cancelled = false;
    // A frame's callback runs before that frame paints: the next one's, after.
    const frame = requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        whenIdle(() => {
          if (!cancelled) setPainted(true);
        }),
      ),
    );
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
  }, []);
  return painted;
}
