/**
 * The app as Hosting serves it (scripts/serve-hosting.ts): the security and
 * cache headers of firebase.json, and a policy that refuses what it should.
 * The inline-script check uses Playwright's own `test`, not the guarded one
 * of ./fixtures, as it provokes the violation the guard reports.
 */
import { expect, test } from '@playwright/test';
import { VIOLATION } from './fixtures';

test('pages and hashed assets carry the security and cache headers', async ({ page, request }) => {
  const response = await page.goto('/signin');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=(self), microphone=(self)');
  expect(headers['strict-transport-security']).toContain('max-age=');
  expect(headers['cache-control']).toBe('no-cache');
  const script = await page.locator('script[src^="/assets/"]').first().getAttribute('src');
  const asset = await request.get(script ?? '');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-security-policy']).toBeTruthy();
});

test('an injected inline script is refused, and reported as the guard of every test expects', async ({ page }) => {
  await page.goto('/signin');
  const reported = page.waitForEvent('console', (message) => message.type() === 'error' && VIOLATION.test(message.text()));
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
    return (window as Window & { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await reported;
});
