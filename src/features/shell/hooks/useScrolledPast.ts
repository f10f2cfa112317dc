import { useSyncExternalStore } from 'react';

function subscribeToScroll(onScroll: () => void): () => void {
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}

/** Whether the page is scrolled further down than `offset` pixels. */
export function useScrolledPast(offset: number): boolean {
  return useSyncExternalStore(subscribeToScroll, () => window.scrollY > offset);
}
