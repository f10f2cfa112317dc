/**
 * `npm run bench:load`: how fast the app loads on a phone. Builds the app
 * (emulators mode), serves the build as Firebase Hosting would (firebase.json's
 * headers, brotli, HTTPS with HTTP/2: scripts/lib/hosting.ts) beside the emulators with the demo
 * world, and measures with Lighthouse 12.8's mobile preset (simulated slow 4G,
 * 4× CPU slowdown) in headless Chromium, median of BENCH_RUNS (3) runs:
 * - the sign-in page, signed out, first visit (empty caches) and repeat visit;
 * - the patient home, signed in as the demo patient, first visit (caches and
 *   the service worker cleared, the sign-in kept) and repeat visit (the HTTP
 *   cache and the service worker of an earlier visit kept).
 * Prints, per page and visit: JavaScript and CSS bytes as sent (compressed),
 * request count, Lighthouse performance score, FCP, LCP, TBT and CLS.
 *
 * CHROME_PATH picks the browser (/usr/bin/chromium), EMULATOR_PORT_OFFSET the
 * ports, BENCH_LOAD_JSON=<file> also writes every run's figures as JSON,
 * BENCH_LOAD_REPORTS=<folder> every Lighthouse report (open them in the
 * Lighthouse viewer for the critical chains, the LCP element and so on),
 * BENCH_LOAD_PAGES=home (or sign-in) measures one page only, for a quicker try.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, type BrowserContext } from '@playwright/test';
import lighthouse, { type Result } from 'lighthouse';
import { emulatorEnv } from './lib/stack';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/accounts';
import { median } from './bench/metrics';
import { startBenchStack, type BenchStack } from './bench/stack';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = (process.env.BENCH_LOAD_PAGES ?? 'sign-in,home').split(',');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const SIGN_IN_PATH = '/auth/sign-in1';
const PATIENT_HOME_PATH = '/patient-home';
/** Firebase Auth keeps the session ('Remember me') in localStorage under keys with this prefix; the bench keeps them. */
const AUTH_KEY_PREFIX = 'firebase:';

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** FCP as seen in the unthrottled run (not simulated) */
  observedFcp: number;
  jsFiles: number;
  /** compressed bytes of the page's JavaScript fetched over the network (from the service worker or the HTTP cache: none) */
  jsBytes: number;
  cssBytes: number;
  fontBytes: number;
  /** requests the page made over the network (the service worker's own fetches not counted) */
  requests: number;
  /** requests the page made that the service worker or the HTTP cache answered */
  fromCache: number;
  /** requests the service worker made itself (precaching) */
  workerRequests: number;
  /** what came over the network: type, compressed bytes, address (in the JSON output) */
  network: string[];
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  sessionTargetType?: string;
  statusCode?: number;
}

/** A response of the app's origin that came without its body over the network: from the service worker, the HTTP cache, or a 304. */
function answeredLocally(item: NetworkItem): boolean {
  return item.statusCode === 304 || (item.transferSize ?? 0) < 100;
}

function figuresOf(lhr: Result, stack: BenchStack): Figures {
  const audit = (id: string) => lhr.audits[id];
  const items = (audit('network-requests').details as unknown as { items: NetworkItem[] }).items.filter((item) => /^https?:/.test(item.url));
  const pageItems = items.filter((item) => item.sessionTargetType !== 'worker');
  const appOrigin = new URL(stack.appUrl).origin;
  let jsFiles = 0;
  let jsBytes = 0;
  let cssBytes = 0;
  let fontBytes = 0;
  let fromCache = 0;
  const network: string[] = [];
  for (const item of pageItems) {
    const url = new URL(item.url);
    const ownFile = url.origin === appOrigin;
    if (ownFile && answeredLocally(item)) {
      fromCache++;
      continue;
    }
    // The app's own files: the size of the body the server sent (compressed); others: what the browser counted.
    const body = ownFile ? stack.hosting!.bodyBytes(decodeURIComponent(url.pathname)) : item.transferSize;
    network.push(`${item.resourceType} ${body ?? '?'} ${item.url}`);
    if (item.resourceType === 'Script') {
      jsFiles++;
      jsBytes += body ?? 0;
    } else if (item.resourceType === 'Stylesheet') cssBytes += body ?? 0;
    else if (item.resourceType === 'Font') fontBytes += body ?? 0;
  }
  const [metrics] = (audit('metrics').details as unknown as { items: { observedFirstContentfulPaint: number }[] }).items;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint').numericValue ?? NaN,
    lcp: audit('largest-contentful-paint').numericValue ?? NaN,
    tbt: audit('total-blocking-time').numericValue ?? NaN,
    cls: audit('cumulative-layout-shift').numericValue ?? NaN,
    observedFcp: metrics.observedFirstContentfulPaint,
    jsFiles,
    jsBytes,
    cssBytes,
    fontBytes,
    requests: pageItems.length - fromCache,
    fromCache,
    workerRequests: items.length - pageItems.length,
    network,
  };
}

/** The browser Lighthouse drives, reachable over its DevTools port; Playwright signs in and prepares visits in it. */
async function startBrowser(extraArgs: string[]): Promise<{ context: BrowserContext; port: number; close(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-load-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME,
    args: [...CHROMIUM_ARGS, ...extraArgs, '--remote-debugging-port=0'],
  });
  // Chromium writes the port it chose into the profile.
  let port = 0;
  await expect
    .poll(() => {
      try {
        port = Number(readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
      } catch {
        port = 0;
      }
      return port;
    })
    .toBeGreaterThan(0);
  return {
    context,
    port,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

async function runLighthouse(url: string, port: number, keepStorage: boolean, artifactsDir?: string): Promise<Result> {
  const artifacts = artifactsDir ? { gatherMode: artifactsDir, auditMode: artifactsDir } : {};
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: keepStorage, ...artifacts });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  // A signed-in page that lost its session shows the sign-in page instead: that would be measured in its place.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`Lighthouse asked for ${url} and measured ${lhr.finalDisplayedUrl}.`);
  return lhr;
}

/** Waits until the page's service worker, if the app registers one, is active (its precache filled). */
async function settleServiceWorker(context: BrowserContext, url: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(async () => {
    if ((await navigator.serviceWorker.getRegistrations()).length === 0) return;
    await navigator.serviceWorker.ready;
  });
  await page.close();
}

/**
 * Empties what a first visit would not have: the HTTP cache, the service worker and its caches, every
 * IndexedDB database (the Firestore cache) and localStorage but the Firebase Auth session (so the patient
 * stays signed in).
 */
async function forgetAllButSignIn(context: BrowserContext, appUrl: string): Promise<void> {
  const page = await context.newPage();
  // A plain file of the app's origin: nothing of the app runs, so no database is held open.
  await page.goto(`${appUrl}/favicon.svg`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin: appUrl, storageTypes: 'service_workers,cache_storage' });
  await page.evaluate(async (authPrefix) => {
    for (const key of Object.keys(localStorage)) if (!key.startsWith(authPrefix)) localStorage.removeItem(key);
    const databases = await indexedDB.databases();
    await Promise.all(
      databases
        .filter((db) => db.name)
        .map(
          (db) =>
            new Promise<void>((done, fail) => {
              const request = indexedDB.deleteDatabase(db.name!);
              request.onsuccess = () => done();
              request.onerror = () => fail(request.error);
              request.onblocked = () => fail(new Error(`${db.name} is held open`));
            }),
        ),
    );
  }, AUTH_KEY_PREFIX);
  await page.close();
}

/** Signs out and empties everything of the app's origin (Lighthouse's own reset keeps localStorage, where the sign-in lives). */
async function forgetEverything(context: BrowserContext, appUrl: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${appUrl}/favicon.svg`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: appUrl, storageTypes: 'all' });
  await page.close();
}

async function signInAsPatient(context: BrowserContext, appUrl: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${appUrl}${SIGN_IN_PATH}`);
  await page.getByLabel('Email').fill(DEMO_ACCOUNTS.patient.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  // Remembered (localStorage), so that Lighthouse's own tab is signed in too.
  await page.getByLabel('Remember Me').check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${PATIENT_HOME_PATH}$`), { timeout: 60_000 });
  await expect(page.getByTestId('workout-schedule')).toBeVisible({ timeout: 60_000 });
  await page.close();
}

/** How often a first visit is measured again when some of the app's code did not come over the network. */
const COLD_VISIT_ATTEMPTS = 3;

/**
 * The app's scripts and stylesheets a visit did not download (the browser's own fetches, like the manifest's, aside),
 * among those asked for until its largest paint: a part the page loads later may come from the HTTP cache, which the
 * service worker installed meanwhile has filled with the app's files in this same visit.
 */
function codeFromDevice(lhr: Result, stack: BenchStack): string[] {
  const appOrigin = new URL(stack.appUrl).origin;
  const [metrics] = (lhr.audits.metrics.details as unknown as { items: { observedLargestContentfulPaint: number }[] }).items;
  return (lhr.audits['network-requests'].details as unknown as { items: (NetworkItem & { networkRequestTime?: number })[] }).items
    .filter((item) => (item.resourceType === 'Script' || item.resourceType === 'Stylesheet') && item.url.startsWith(appOrigin) && answeredLocally(item))
    .filter((item) => (item.networkRequestTime ?? 0) <= metrics.observedLargestContentfulPaint)
    .map((item) => new URL(item.url).pathname);
}

/** A first visit's report, from a visit the app's code all came over the network for (else it measures a warm cache). */
async function coldVisit(visit: () => Promise<Result>, stack: BenchStack): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const lhr = await visit();
    const found = codeFromDevice(lhr, stack);
    if (found.length === 0) return lhr;
    const message = `a first visit found ${found.length} of the app's scripts and stylesheets already on the device (${found.join(', ')})`;
    if (attempt === COLD_VISIT_ATTEMPTS) throw new Error(`${message}, ${attempt} times: not a first visit.`);
    console.info(`  (${message}: measured again)`);
  }
}

interface Case {
  name: string;
  runs: Figures[];
}

async function measure(stack: BenchStack): Promise<Case[]> {
  const browser = await startBrowser(stack.browserArgs);
  const cases: Case[] = [
    { name: 'Sign-in page, first visit', runs: [] },
    { name: 'Sign-in page, repeat visit', runs: [] },
    { name: 'Patient home (signed in), first visit', runs: [] },
    { name: 'Patient home (signed in), repeat visit', runs: [] },
  ];
  const [signInFirst, signInRepeat, homeFirst, homeRepeat] = cases;
  const signInUrl = `${stack.appUrl}${SIGN_IN_PATH}`;
  const homeUrl = `${stack.appUrl}${PATIENT_HOME_PATH}`;
  const record = (which: Case, lhr: Result) => {
    const figures = figuresOf(lhr, stack);
    which.runs.push(figures);
    const reports = process.env.BENCH_LOAD_REPORTS;
    if (reports) {
      mkdirSync(reports, { recursive: true });
      writeFileSync(join(reports, `${which.name.replace(/[^a-z]+/gi, '-').toLowerCase()}-${which.runs.length}.json`), JSON.stringify(lhr));
    }
    console.info(`  ${which.name}: score ${figures.score}, FCP ${ms(figures.fcp)}, LCP ${ms(figures.lcp)}, JS ${kb(figures.jsBytes)} in ${figures.jsFiles} files`);
  };
  try {
    for (let run = 1; run <= RUNS; run++) {
      console.info(`Run ${run}/${RUNS}`);
      // Lighthouse also empties the service worker's caches and the HTTP cache first: a first visit, signed out.
      await forgetEverything(browser.context, stack.appUrl);
      if (PAGES.includes('sign-in')) {
        record(signInFirst, await coldVisit(() => runLighthouse(signInUrl, browser.port, false), stack));
        await settleServiceWorker(browser.context, signInUrl);
        record(signInRepeat, await runLighthouse(signInUrl, browser.port, true));
      }
      if (PAGES.includes('home')) {
        // The service worker fills its precache in the background: installed before the sign-in, it cannot put
        // files back into the HTTP cache once that is emptied. (Signed in, the home would move the session from
        // localStorage into IndexedDB, which is emptied.)
        await settleServiceWorker(browser.context, signInUrl);
        await signInAsPatient(browser.context, stack.appUrl);
        const artifacts = process.env.BENCH_LOAD_ARTIFACTS;
        record(
          homeFirst,
          await coldVisit(async () => {
            await forgetAllButSignIn(browser.context, stack.appUrl);
            return runLighthouse(homeUrl, browser.port, true, artifacts && join(artifacts, `home-first-${run}`));
          }, stack),
        );
        await settleServiceWorker(browser.context, homeUrl);
        record(homeRepeat, await runLighthouse(homeUrl, browser.port, true));
      }
    }
  } finally {
    await browser.close();
  }
  return cases.filter((measured) => measured.runs.length > 0);
}

const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printReport(cases: Case[]): void {
  const columns: [string, (runs: Figures[]) => string][] = [
    ['JS (files, compressed)', (r) => `${median(r.map((f) => f.jsFiles))} / ${kb(median(r.map((f) => f.jsBytes)))}`],
    ['CSS', (r) => kb(median(r.map((f) => f.cssBytes)))],
    ['fonts', (r) => kb(median(r.map((f) => f.fontBytes)))],
    ['requests (network / cached)', (r) => `${median(r.map((f) => f.requests))} / ${median(r.map((f) => f.fromCache))}`],
    ['service worker fetches', (r) => String(median(r.map((f) => f.workerRequests)))],
    ['performance', (r) => `${median(r.map((f) => f.score))} (${r.map((f) => f.score).join(', ')})`],
    ['FCP', (r) => ms(median(r.map((f) => f.fcp)))],
    ['LCP', (r) => ms(median(r.map((f) => f.lcp)))],
    ['TBT', (r) => ms(median(r.map((f) => f.tbt)))],
    ['CLS', (r) => median(r.map((f) => f.cls)).toFixed(3)],
    ['FCP observed (unthrottled)', (r) => ms(median(r.map((f) => f.observedFcp)))],
  ];
  const width = Math.max(...columns.map(([name]) => name.length)) + 2;
  const cellWidth = 22;
  console.info(`\nLighthouse ${lighthouseVersion()} mobile preset (simulated slow 4G, 4× CPU), median of ${RUNS}\n`);
  console.info(' '.repeat(width) + cases.map((c) => c.name.padEnd(cellWidth + 18)).join(''));
  for (const [name, value] of columns) {
    console.info(name.padEnd(width) + cases.map((c) => value(c.runs).padEnd(cellWidth + 18)).join(''));
  }
}

function lighthouseVersion(): string {
  return (JSON.parse(readFileSync(join(import.meta.dirname, '../node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version;
}

async function main() {
  Object.assign(process.env, emulatorEnv());
  console.info('Starting the bench stack (emulators, demo world, the built app served as Firebase Hosting would)…');
  const stack = await startBenchStack({ hosting: true });
  try {
    const cases = await measure(stack);
    printReport(cases);
    if (process.env.BENCH_LOAD_JSON) writeFileSync(process.env.BENCH_LOAD_JSON, JSON.stringify(cases, null, 2));
  } finally {
    await stack.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);
