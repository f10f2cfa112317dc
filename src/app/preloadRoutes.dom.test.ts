import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { intendedPath, preloadPaths } from './preloadRoutes';

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

describe('intendedPath', () => {
  const origin = window.location.origin;
  document.body.innerHTML = `
    <a id="own" href="/patient/orders?page=2"><span id="inside">Orders</span></a>
    <a id="other" href="https://example.test/orders">Elsewhere</a>
    <button id="plain">Not a link</button>`;
  const element = (id: string) => document.getElementById(id);

  it("gives the path of the app's link under the pointer or the focus, also from inside the link", () => {
    expect(intendedPath(element('own'), origin)).toBe('/patient/orders');
    expect(intendedPath(element('inside'), origin)).toBe('/patient/orders');
  });

  it('gives nothing for links elsewhere and for what is not a link', () => {
    expect(intendedPath(element('other'), origin)).toBeNull();
    expect(intendedPath(element('plain'), origin)).toBeNull();
    expect(intendedPath(null, origin)).toBeNull();
  });
});
