import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-bs-theme'] });
  return () => observer.disconnect();
}

const isDark = () => document.documentElement.getAttribute('data-bs-theme') === 'dark';

/** Whether the page is in the dark (night) theme: the charts, drawn on a canvas, cannot use the CSS variables. */
export function useDarkTheme(): boolean {
  return useSyncExternalStore(subscribe, isDark);
}
