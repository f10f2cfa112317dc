import { Suspense, useRef, type ReactNode } from 'react';
import { useAfterFirstPaint } from './useAfterFirstPaint';
import { useNearViewport } from './useNearViewport';

/**
 * A part of a page its first screen does not need (a lazily loaded card, with its reads): rendered once the page
 * has painted and the part is near the screen. Until its code has come, it holds `minHeight` pixels, about what it
 * takes, so that what is below it moves as little as possible when it comes.
 */
export function LoadLater({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const painted = useAfterFirstPaint();
  const near = useNearViewport(box, painted);
  const placeholder = <div ref={box} style={{ minHeight }} aria-hidden />;
  if (!painted || !near) return placeholder;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
