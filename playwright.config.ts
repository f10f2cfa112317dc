import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { MIN_EFFECT_TIMEOUT_MS } from './tests/effects';

/**
 * End-to-end tests drive the built app (`npm run build:e2e`), served as
 * Firebase Hosting serves it (firebase.json's headers and rewrites:
 * scripts/serve-hosting.ts), in headless Chromium against the Firebase
 * emulators started by `npm test`. Chromium comes from the system (Debian's
 * packages) when Playwright has none.
 */
const offset = Number(process.env.EMULATOR_PORT_OFFSET ?? 0);
const port = 4173 + offset;
/**
 * Chromium's headless shell (Debian's chromium-headless-shell: what Playwright itself runs headless) draws no
 * browser window and needs about a quarter less CPU for the suite than the full browser, which is the fallback.
 */
const systemChromium = [
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].find((p) => existsSync(p));
const executablePath = process.env.CHROMIUM_PATH ?? systemChromium;

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  },
};
/**
 * Files whose worker-scoped options (their own browser, or its fake camera) need a worker of their own, and which
 * wait long on real time (a video call of more than a minute, a service worker's precache). Playwright queues such
 * files after all the others, where each left one worker alone for its length (about 130 s of a 530 s suite):
 * started first, they wait beside the rest.
 */
const STARTED_FIRST = ['video-visit.spec.ts', 'reminders-push.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  // No verdict depends on the machine's speed (tests/effects.ts): a test may take three minutes and an assertion
  // waits up to a minute for the page before it fails; neither is a measure of how long the app takes.
  timeout: 180_000,
  expect: { timeout: MIN_EFFECT_TIMEOUT_MS },
  fullyParallel: false,
  workers: 2,
  // A failed test runs once more, only to tell a flaky test (passes on its retry) from a broken one; either
  // fails the run. Every test makes its own data per attempt, so its retry starts from a clean slate.
  retries: 1,
  failOnFlakyTests: true,
  // In CI a stray `test.only` fails the run instead of silently running less of it.
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  outputDir: `test-results/${offset}`,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace costs about a third of the suite's time on a 2-core machine: only a retry, which
    // follows a failure, records one (test-results/<offset>/…/trace.zip: npx playwright show-trace).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The service worker precaches the whole app in every new browser context: only the tests of it allow it.
    serviceWorkers: 'block',
    // As a visitor who asked for less motion: Bootstrap's fades and slides are off, so no action waits for an
    // element to stop moving and no frame is drawn for a transition (a test of an animation asks for motion).
    reducedMotion: 'reduce',
  },
  projects: [
    // One project per long file first: each starts at once in a worker of its own instead of last, alone.
    ...STARTED_FIRST.map((file) => ({ name: `chromium: ${file.replace('.spec.ts', '')}`, testMatch: file, use: chromium })),
    { name: 'chromium', testIgnore: STARTED_FIRST, use: chromium },
  ],
  webServer: {
    // Served as Firebase Hosting serves it: firebase.json's rewrites, security and cache headers.
    command: `npx tsx scripts/serve-hosting.ts .cache/dist-e2e-${offset} --port ${port}`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
