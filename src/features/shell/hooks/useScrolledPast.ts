import { useSyncExternalStore } from 'react';

/**
 * The page's scroll position as of its last scroll event. Reading window.scrollY while rendering would
 * make the browser lay the page out there and then, in the middle of a render; a page starts at the top.
 */
let scrollY = 0;
const listeners = new Set<() => void>();

function scrolled(): void {
  scrollY = window.scrollY;
  for (const listener of listeners) listener();
}

function subscribeToScroll(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('scroll', scrolled, { passive: true });
    // The page may have scrolled while nothing listened: read it once the next frame has painted, as reading it
    // before would lay the page out on the spot (in a requestAnimationFrame callback, before the frame's own layout).
    requestAnimationFrame(() => setTimeout(scrolled));
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('scroll', scrolled);
  };
}

/** Whether the page is scrolled further down than `offset` pixels. */
export function useScrolledPast(offset: number): boolean {
  return useSyncExternalStore(subscribeToScroll, () => scrollY > offset);
}
