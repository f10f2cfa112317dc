import { useEffect } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** Loads the code of the pages at these paths (their routes' lazy modules), so that going there shows at once. */
export function preloadPaths(routes: RouteObject[], paths: readonly string[]): void {
  for (const path of paths) {
    for (const { route } of matchRoutes(routes, path) ?? []) {
      if (typeof route.lazy === 'function') void Promise.resolve(route.lazy()).catch(() => undefined);
    }
  }
}

/** The app's own path a pointer, a touch or the keyboard is on (a link of the app), if any. */
export function intendedPath(target: EventTarget | null, origin: string): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== origin) return null;
  return link.pathname;
}

/**
 * The page a link leads to loads when the pointer is over the link, a finger touches it or the keyboard
 * focuses it, so that following it shows at once; its first reads (`startReads`) start then too.
 */
export function usePreloadOnIntent(routes: RouteObject[], startReads: (path: string) => void): void {
  useEffect(() => {
    const preloaded = new Set<string>();
    const onIntent = (event: Event) => {
      const path = intendedPath(event.target, window.location.origin);
      if (path === null || preloaded.has(path)) return;
      preloaded.add(path);
      preloadPaths(routes, [path]);
      startReads(path);
    };
    const intents = ['pointerover', 'touchstart', 'focusin'] as const;
    for (const intent of intents) document.addEventListener(intent, onIntent, { passive: true });
    return () => {
      for (const intent of intents) document.removeEventListener(intent, onIntent);
    };
  }, [routes, startReads]);
}
