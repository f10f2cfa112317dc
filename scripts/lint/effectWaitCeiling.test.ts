// @vitest-environment node
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { effectWaitCeiling } from './effectWaitCeiling.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('effect-wait-ceiling', effectWaitCeiling, {
  valid: [
    'await expect.poll(() => read(), { timeout: 60_000 }).toBe(1)',
    'await expect.poll(() => read(), { timeout: EFFECT_TIMEOUT_MS }).toBe(1)',
    'await expect(locator).toBeVisible({ timeout: 120_000 })',
    'await vi.waitFor(() => check(), { timeout: 0 })',
    // a sleep, not a ceiling
    'await page.waitForTimeout(500)',
    // data a mock was called with, not a wait
    'expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 500 })',
    // a socket's own timeout
    "connect({ host: '127.0.0.1', port, timeout: 1000 })",
    'let options = { timeout: 1000 }',
  ],
  invalid: [
    { code: 'await expect.poll(() => read(), { timeout: 20_000 }).toBe(1)', errors: [{ messageId: 'tooShort' }] },
    { code: 'await expect(async () => check()).toPass({ timeout: 30 * 1000 })', errors: [{ messageId: 'tooShort' }] },
    { code: 'await vi.waitFor(() => check(), { timeout: 5_000 })', errors: [{ messageId: 'tooShort' }] },
    { code: "await page.waitForURL('/x', { timeout: 10_000 })", errors: [{ messageId: 'tooShort' }] },
    { code: 'await expect(page.getByText("Saved")).toBeVisible({ timeout: 30_000 })', errors: [{ messageId: 'tooShort' }] },
    { code: 'await button.click({ timeout: 30_000 })', errors: [{ messageId: 'tooShort' }] },
    { code: 'const FIRST_LIST = { timeout: 30_000 }', errors: [{ messageId: 'tooShort' }] },
  ],
});
