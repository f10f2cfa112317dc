/**
 * The end-to-end tests' `test`: Playwright's, with every browser context a test
 * opens (its own and any from browser.newContext) watched for
 * Content-Security-Policy violations, which Chromium reports as console errors.
 * The app is served under the deployed headers (scripts/serve-hosting.ts), so a
 * test during which the policy blocked anything fails, naming what was blocked.
 */
import { expect, test as base, type Browser, type BrowserContext } from '@playwright/test';

export * from '@playwright/test';

/** How Chromium words a policy violation in the console. */
export const VIOLATION = /Content Security Policy/i;

export const test = base.extend<{ contentSecurityPolicy: void }>({
  contentSecurityPolicy: [
    async ({ browser, context }, run) => {
      const violations: string[] = [];
      const watch = (watched: BrowserContext) => {
        watched.on('console', (message) => {
          if (message.type() === 'error' && VIOLATION.test(message.text())) violations.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
        });
        watched.on('weberror', (error) => {
          if (VIOLATION.test(error.error().message)) violations.push(`${error.page()?.url() ?? ''}: ${error.error().message}`);
        });
      };
      const newContext = browser.newContext;
      browser.newContext = async function watchedContext(this: Browser, ...options: Parameters<Browser['newContext']>) {
        const created = await newContext.apply(this, options);
        watch(created);
        return created;
      };
      watch(context);
      try {
        await run();
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
