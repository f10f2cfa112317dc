import { useEffect } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { selectAuth } from '../features/auth/authSlice';
import { menuFor, type MenuItem } from '../features/shell/logic/menu';
import { useAppSelector } from '../lib/store/hooks';
import { ROUTES } from '../lib/routes';

/** Loads the code of the pages at these paths (their routes' lazy modules), so that going there shows at once. */
export function preloadPaths(routes: RouteObject[], paths: readonly string[]): void {
  for (const path of paths) {
    for (const { route } of matchRoutes(routes, path) ?? []) {
      if (typeof route.lazy === 'function') void Promise.resolve(route.lazy()).catch(() => undefined);
    }
  }
}

function menuPaths(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => [...(item.link ? [ROUTES[item.link]] : []), ...menuPaths(item.children ?? [])]);
}

const whenIdle = (run: () => void): (() => void) => {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run);
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1000);
  return () => clearTimeout(id);
};

/**
 * Once the role is known and the browser is idle, the pages of the account's menu load ahead (the
 * page it is on loads with the route), so that going to any of them shows at once.
 */
export function usePreloadLikelyRoutes(routes: RouteObject[]): void {
  const { status, role } = useAppSelector(selectAuth);
  useEffect(() => {
    if (status !== 'signedIn' || !role) return;
    return whenIdle(() => preloadPaths(routes, menuPaths(menuFor(role))));
  }, [routes, status, role]);
}
