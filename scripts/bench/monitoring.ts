/**
 * The Monitoring page for a doctor with 1,000 patients (BENCH_PATIENTS) and 60 sessions each in
 * the period (scripts/bench/monitoringWorld.ts): how long until it is usable
 * (every row shown, no placeholder) and how many Firestore documents it
 * reads, in the app built with the counting Firebase modules
 * (scripts/bench/countingBuild.ts). Two ways in: from the doctor's dashboard
 * by the menu (the patient list already loaded there), and the page opened
 * directly (a full page load of a signed-in doctor). Beside it the bare page (scripts/bench/bareList.tsx), which fetches
 * the same overview document as JSON and renders its first page of rows, timed the same way: from its menu, and
 * loaded directly.
 */
import { join } from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import { preview } from 'vite';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { DEMO_PASSWORD } from '../seed/accounts';
import { PROJECT_ID, ROOT, portOffset } from '../lib/stack';
import { ROWS_PER_PAGE } from '../../src/features/monitoring/logic/rows';
import { VIEWPORT } from './app';
import { closeServer } from './barePages';
import { plainJson, startBareListServer, type BareListServer } from './bareListServer';
import { buildCountingApp } from './countingBuild';
import { BENCH_DOCTOR, BENCH_PATIENTS, BENCH_SESSIONS_PER_PATIENT, writeMonitoringWorld } from './monitoringWorld';
import type { FirestoreReads } from './readCounter';

const TIMEOUT = 120_000;
const QUIET_MS = 1500;

export interface MonitoringFigures {
  worldDocuments: number;
  fromMenu: { ms: number[]; reads: FirestoreReads };
  direct: { ms: number[]; reads: FirestoreReads };
  /** the bare page, from its menu and loaded directly */
  bare: { fromMenu: number[]; direct: number[] };
  /** the overview document's size as JSON, what the bare page fetches */
  overviewBytes: number;
}

export const docsRead = (r: FirestoreReads) => r.listenerDocs + r.getDocs + r.liteDocs + r.aggregateReads;

/** Every patient counted (All (n)) and the first page of rows shown, no placeholder (on the bare page as in the app). */
async function usable(page: Page) {
  const table = page.getByTestId('monitoring-table');
  await expect(page.getByRole('radio', { name: `All (${BENCH_PATIENTS})` })).toBeAttached({ timeout: TIMEOUT });
  await expect(table.locator('[data-testid^="monitoring-row-"]')).toHaveCount(Math.min(BENCH_PATIENTS, ROWS_PER_PAGE), { timeout: TIMEOUT });
  await expect(table.getByTestId('table-placeholder')).toHaveCount(0);
}

/** A link of the main menu, the app's or the bare page's. */
export const menuLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name });

/** The counters once they have been still for QUIET_MS. */
export async function settledReads(page: Page): Promise<FirestoreReads> {
  let last = '';
  let stillSince = Date.now();
  for (;;) {
    const reads = await page.evaluate(() => window.__firestoreReads ?? null);
    if (!reads) throw new Error('window.__firestoreReads is missing: the page was not built with the counting Firebase modules.');
    const now = JSON.stringify(reads);
    if (now !== last) {
      last = now;
      stillSince = Date.now();
    } else if (Date.now() - stillSince >= QUIET_MS) return reads;
    await page.waitForTimeout(200);
  }
}

export async function signedInDoctor(browser: Browser, appUrl: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: VIEWPORT })).newPage();
  await page.goto(`${appUrl}/auth/sign-in1`);
  await page.getByLabel('Email').fill(BENCH_DOCTOR.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: TIMEOUT });
  // The dashboard's patient list (the retrievePatients function over 200 devices) has arrived.
  await expect(page.getByRole('main').getByRole('table').getByRole('row').nth(1)).toBeVisible({ timeout: TIMEOUT });
  return page;
}

/** The app built with the counting Firebase modules, served by vite preview (the Monitoring and Billing figures use it). */
export async function startCountingApp(): Promise<{ appUrl: string; close: () => Promise<void> }> {
  console.info('  Building the app with the counting Firebase modules…');
  const outDir = join(ROOT, '.cache', `dist-bench-monitoring-${portOffset()}`);
  await buildCountingApp(outDir);
  const server = await preview({ root: ROOT, configFile: false, logLevel: 'warn', preview: { port: 4373 + portOffset(), strictPort: true, host: '127.0.0.1' }, build: { outDir } });
  const appUrl = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? `http://127.0.0.1:${4373 + portOffset()}`;
  return { appUrl, close: () => closeServer(server.httpServer) };
}

/** The bench doctor's overview document, what the app's Monitoring page reads for its rows, as JSON. */
async function overviewJson(): Promise<string> {
  const app = initializeApp({ projectId: PROJECT_ID }, 'bench-monitoring-overview');
  try {
    return plainJson((await getFirestore(app).doc(`doctorOverview/${BENCH_DOCTOR.uid}`).get()).data());
  } finally {
    await deleteApp(app);
  }
}

/** Writes the bench world, then measures the Monitoring page in the counting app and on the bare page. */
export async function measureMonitoring(browser: Browser, appUrl: string, runs: number): Promise<MonitoringFigures> {
  console.info(`  Writing the bench world: ${BENCH_PATIENTS} patients × ${BENCH_SESSIONS_PER_PATIENT} sessions…`);
  const worldDocuments = await writeMonitoringWorld();
  const overview = await overviewJson();
  const bareServer = await startBareListServer({ monitoring: overview });
  try {
    return await measureRuns(browser, appUrl, bareServer, runs, { worldDocuments, overviewBytes: Buffer.byteLength(overview) });
  } finally {
    await bareServer.close();
  }
}

async function measureRuns(
  browser: Browser,
  appUrl: string,
  bareServer: BareListServer,
  runs: number,
  world: Pick<MonitoringFigures, 'worldDocuments' | 'overviewBytes'>,
): Promise<MonitoringFigures> {
  const figures: MonitoringFigures = { ...world, fromMenu: { ms: [], reads: {} as FirestoreReads }, direct: { ms: [], reads: {} as FirestoreReads }, bare: { fromMenu: [], direct: [] } };
  for (let run = 1; run <= runs; run++) {
    const page = await signedInDoctor(browser, appUrl);
    await settledReads(page);
    await page.evaluate(() => {
      window.__firestoreReads = undefined;
    });
    const menu = menuLink(page, 'Remote monitoring');
    const clicked = Date.now();
    await menu.click();
    await usable(page);
    figures.fromMenu.ms.push(Date.now() - clicked);
    figures.fromMenu.reads = await settledReads(page);

    const loaded = Date.now();
    await page.goto(`${appUrl}/monitoring`);
    await usable(page);
    figures.direct.ms.push(Date.now() - loaded);
    figures.direct.reads = await settledReads(page);
    await page.context().close();

    const bare = await bareServer.openMenu(browser);
    const bareMenu = menuLink(bare, 'Remote monitoring');
    const bareClicked = Date.now();
    await bareMenu.click();
    await usable(bare);
    figures.bare.fromMenu.push(Date.now() - bareClicked);
    const bareLoaded = Date.now();
    await bare.goto(`${bareServer.url}/bare/monitoring`);
    await usable(bare);
    figures.bare.direct.push(Date.now() - bareLoaded);
    await bare.context().close();
    console.info(
      `  run ${run}/${runs}: from the menu ${figures.fromMenu.ms.at(-1)} ms (${docsRead(figures.fromMenu.reads)} documents; bare ${figures.bare.fromMenu.at(-1)} ms), ` +
        `opened directly ${figures.direct.ms.at(-1)} ms (${docsRead(figures.direct.reads)} documents; bare ${figures.bare.direct.at(-1)} ms)`,
    );
  }
  return figures;
}
