import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { preloadPaths } from './preloadRoutes';

describe('preloadPaths', () => {
  it("loads the lazy modules of every route on a path's way, and nothing else", () => {
    const layout = vi.fn(async () => ({}));
    const orders = vi.fn(async () => ({}));
    const cart = vi.fn(async () => ({}));
    const routes: RouteObject[] = [{ lazy: layout, children: [{ path: '/orders', lazy: orders }, { path: '/cart', lazy: cart }] }];
    preloadPaths(routes, ['/orders', '/nowhere']);
    expect(layout).toHaveBeenCalledTimes(1);
    expect(orders).toHaveBeenCalledTimes(1);
    expect(cart).not.toHaveBeenCalled();
  });
});
