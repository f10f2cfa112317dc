/**
 * `npm run bench:wallet`: how long the wallet's key work blocks the page. A
 * new patient creates a wallet (a new key encrypted with scrypt at ethers'
 * default strength) and exports it (the keystore opened again), in headless
 * Chromium against the bench's own stack; prints, per step, the time from
 * the button press to its result (mostly the scrypt work, which a page doing
 * it on its own thread would freeze for) and the longest main-thread block
 * seen meanwhile (long tasks, over 50 ms).
 * EMULATOR_PORT_OFFSET picks the ports; BENCH_RUNS the number of runs (3).
 */
import { chromium, type Page } from '@playwright/test';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { emulatorEnv, PROJECT_ID } from './lib/stack';
import { LONG_TASK_OBSERVER, longestTaskSince, median } from './bench/metrics';
import { startBenchStack } from './bench/stack';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const PASSWORD = 'Bench-wallet-1';

interface Step {
  elapsedMs: number;
  longestBlockMs: number;
}

async function newPatient(run: number): Promise<string> {
  const app = initializeApp({ projectId: PROJECT_ID }, `bench-wallet-${run}`);
  const email = `bench-wallet-${Date.now()}-${run}@bench.test`;
  const { uid } = await getAuth(app).createUser({ email, password: PASSWORD, emailVerified: true });
  await getFirestore(app).doc(`users/${uid}`).set({ firstName: 'Bench', lastName: 'Wallet', email, isAuthorized: true, devices: {}, sessions: [] });
  return email;
}

/** Runs a step from the button press until `done` is visible. */
async function measure(page: Page, button: string, done: () => Promise<void>): Promise<Step> {
  const since = await page.evaluate(() => performance.now());
  const started = Date.now();
  await page.getByRole('button', { name: button, exact: true }).click();
  await done();
  return { elapsedMs: Date.now() - started, longestBlockMs: await longestTaskSince(page, since) };
}

async function main() {
  Object.assign(process.env, emulatorEnv());
  console.info('Starting the bench stack (emulators, chain, demo world, built app)…');
  const stack = await startBenchStack();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const create: Step[] = [];
  const exported: Step[] = [];
  try {
    for (let run = 1; run <= RUNS; run++) {
      const email = await newPatient(run);
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.appUrl });
      await context.addInitScript(LONG_TASK_OBSERVER);
      const page = await context.newPage();
      await page.goto(`${stack.appUrl}/auth/sign-in1`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/auth/'), { timeout: 60_000 });

      await page.goto(`${stack.appUrl}/shopCoins/createWallet`);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Confirm password').fill(PASSWORD);
      create.push(await measure(page, 'Create wallet', () => page.getByRole('heading', { name: 'Web3 Wallet' }).waitFor({ timeout: 120_000 })));

      await page.getByRole('button', { name: 'Export wallet' }).click();
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      exported.push(await measure(page, 'Export', () => page.getByText('Privated key copied to clipboard.').waitFor({ timeout: 120_000 })));
      await context.close();
      console.info(
        `  run ${run}: create ${create.at(-1)!.elapsedMs} ms (longest block ${create.at(-1)!.longestBlockMs} ms), ` +
          `export ${exported.at(-1)!.elapsedMs} ms (longest block ${exported.at(-1)!.longestBlockMs} ms)`,
      );
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
  const line = (what: string, steps: Step[]) =>
    `${what.padEnd(34)} ${`${median(steps.map((s) => s.elapsedMs))} ms`.padStart(14)} ${`${Math.max(...steps.map((s) => s.longestBlockMs))} ms`.padStart(22)}`;
  console.info(`\n${'Step'.padEnd(34)} ${'press → done'.padStart(14)} ${'longest main-thread block'.padStart(22)}`);
  console.info(`${''.padEnd(34)} ${'(median)'.padStart(14)} ${'(longest of all runs)'.padStart(22)}`);
  console.info(line('Create wallet (new key, encrypt)', create));
  console.info(line('Export private key (decrypt)', exported));
  console.info("\nThe key work (scrypt) runs in a Web Worker: on the page's own thread, the page would freeze for most of 'press → done'.");
  console.info('A longest block of 0 ms means no task over 50 ms (the long-task threshold) was seen.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
