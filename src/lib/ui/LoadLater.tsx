import { Suspense, type ReactNode } from 'react';
import { useAfterFirstPaint } from './useAfterFirstPaint';

/**
 * A part of a page its first screen does not need (a lazily loaded card, with its reads): rendered once the page
 * has painted, wherever the page is scrolled (a part waiting to come near the screen never came for a patient back
 * from a questionnaire, scrolled below it). Until its code has come, it holds `minHeight` pixels, about what it takes,
 * so that what is below it moves as little as possible when it comes.
 */
export function LoadLater({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const painted = useAfterFirstPaint();
  const placeholder = <div style={{ minHeight }} aria-hidden />;
  if (!painted) return placeholder;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
