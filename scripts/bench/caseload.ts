/**
 * The clinic caseload and dashboard pages of an owner (scripts/bench/clinicWorld.ts: 50 clinicians, 500 and 5,000
 * patients): each opened directly (a full page load of the signed-in owner) until usable — the caseload's first page
 * of rows shown, no placeholder; the dashboard's patient count and every clinician's row —, and the Firestore
 * documents the view reads, in the app built with the counting Firebase modules. Beside it the bare page
 * (scripts/bench/bareClinic.ts), which fetches the same documents with Firestore Lite and shows them as plain tables.
 * Both are timed the same way: in the page, from its navigation start until the same condition holds in the DOM.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { Browser, Page } from '@playwright/test';
import type { CaseloadSummary } from '@rehab/model/caseload';
import type { ClinicDashboard } from '@rehab/model/clinicDashboard';
import { ROUTES } from '@rehab/model/routes';
import { DEMO_PASSWORD } from '../seed/accounts';
import { firestoreDocumentSize } from '../seed/write';
import { PROJECT_ID, ports } from '../lib/stack';
import { VIEWPORT } from './app';
import type { BareClinicConfig } from './bareClinic';
import { bundleBarePage, closeServer } from './barePages';
import { BENCH_CLINICIANS, BENCH_CLINICS, writeClinicWorld, type BenchClinic } from './clinicWorld';
import { median } from './metrics';
import { docsRead, settledReads } from './monitoring';
import type { FirestoreReads } from './readCounter';
import type { Row } from './report';

const TIMEOUT = 120_000;
const VIEWS = ['caseload', 'dashboard'] as const;
type View = (typeof VIEWS)[number];
const APP_PATHS: Record<View, string> = { caseload: ROUTES['clinic.caseload'], dashboard: ROUTES['clinic.dashboard'] };
const barePath = (clinicId: string, view: View) => `/bare/${clinicId}/${view}`;

/** A view is usable when `count` rows match `rows`, none is a placeholder, and the figure (if any) reads `text`. */
interface Usable {
  rows: string;
  count: number;
  figure?: { selector: string; text: string };
}

interface ViewFigures {
  app: number[];
  bare: number[];
  /** what the app's view read (last run) */
  reads: FirestoreReads;
  /** the documents the bare page reads, and their size as Firestore counts it */
  documents: number;
  bytes: number;
}

export interface ClinicFigures {
  clinic: BenchClinic;
  firstPageRows: number;
  views: Record<View, ViewFigures>;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const listed = (record: Record<string, number>) => Object.entries(record).map(([key, value]) => `${key} ${value}`).join(', ');
const patientsOf = ({ patients }: BenchClinic) => `${patients.toLocaleString('en-US')} patients`;

/**
 * In the page, before its scripts: window.__usable resolves with the time from the navigation start until the path's
 * condition holds, checked on each change of the DOM (nothing polls the main thread being measured).
 */
function watchUsable({ byPath, timeoutMs }: { byPath: Record<string, Usable>; timeoutMs: number }) {
  const usable = byPath[location.pathname];
  if (!usable) return;
  (window as unknown as { __usable: Promise<number> }).__usable = new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error(`${location.pathname} was not usable within ${timeoutMs} ms`)), timeoutMs);
    const observer = new MutationObserver(() => {
      if (document.querySelectorAll(usable.rows).length !== usable.count || document.querySelector('[data-testid="table-placeholder"]')) return;
      if (usable.figure && document.querySelector(usable.figure.selector)?.textContent?.trim() !== usable.figure.text) return;
      observer.disconnect();
      clearTimeout(timeout);
      resolve(performance.now());
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Loads `url` and answers how long it took to be usable (ms from the navigation start). */
async function timeToUsable(page: Page, url: string): Promise<number> {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  page.on('pageerror', onError);
  await page.goto(url, { timeout: TIMEOUT });
  const usableAt = await page
    .evaluate(() => (window as unknown as { __usable?: Promise<number> }).__usable)
    .catch(async (error: unknown) => {
      const shown = (await page.locator('body').innerText()).slice(0, 500);
      throw new Error(`${error instanceof Error ? error.message : String(error)}\nThe page showed: ${shown}${errors.length ? `\nIts errors: ${errors.join('; ')}` : ''}`);
    })
    .finally(() => page.off('pageerror', onError));
  if (usableAt === undefined) throw new Error(`${url} was not watched: the page went to ${page.url()}`);
  return usableAt;
}

/** What each view of the clinic shows once usable, and what the bare page reads for it, from the stored documents. */
async function storedViews(clinic: BenchClinic): Promise<{ firstPageRows: number; usable: Record<View, Usable>; read: Record<View, { documents: number; bytes: number }> }> {
  const app = initializeApp({ projectId: PROJECT_ID }, `bench-${clinic.clinicId}`);
  try {
    const db = getFirestore(app);
    const size = (snapshot: DocumentSnapshot) => firestoreDocumentSize(snapshot.ref.parent.id, snapshot.id, snapshot.data()!);
    const [summary, dashboard] = await Promise.all([db.doc(`clinicCaseloads/${clinic.clinicId}`).get(), db.doc(`clinicDashboards/${clinic.clinicId}`).get()]);
    const firstPage = (summary.data() as CaseloadSummary).pages[0];
    const page = await db.doc(`clinicCaseloadPages/${firstPage.id}`).get();
    const { clinic: counts, clinicians } = dashboard.data() as ClinicDashboard;
    return {
      firstPageRows: firstPage.rows,
      usable: {
        caseload: { rows: '[data-testid^="caseload-row-"]', count: firstPage.rows },
        // every clinician's row and the whole clinic's
        dashboard: { rows: '[data-testid^="clinician-row-"]', count: clinicians.length + 1, figure: { selector: '[data-testid="dashboard-patients-figure"]', text: String(counts.patients) } },
      },
      read: { caseload: { documents: 2, bytes: size(summary) + size(page) }, dashboard: { documents: 1, bytes: size(dashboard) } },
    };
  } finally {
    await deleteApp(app);
  }
}

function bareHtml(script: string, config: BareClinicConfig): string {
  const inline = script.replace(/<\/script/gi, '<\\/script');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bare clinic page</title></head><body><main id="bare"></main>
<script>window.bareClinicConfig = ${JSON.stringify(config)};</script><script>${inline}</script></body></html>`;
}

/** A fresh context signed in as the clinic's owner, its views watched; back on his home page. */
async function signedInOwner(browser: Browser, appUrl: string, clinic: BenchClinic, usable: Record<View, Usable>): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addInitScript(watchUsable, { byPath: { [APP_PATHS.caseload]: usable.caseload, [APP_PATHS.dashboard]: usable.dashboard }, timeoutMs: TIMEOUT });
  const page = await context.newPage();
  await page.goto(`${appUrl}/auth/sign-in1`, { timeout: TIMEOUT });
  await page.getByLabel('Email').fill(clinic.owner.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.includes('/auth/'), { timeout: TIMEOUT });
  // As for a returning user: the service worker has precached the app.
  await page.evaluate(() => navigator.serviceWorker?.ready);
  return page;
}

/**
 * A local HTTP server of the bare pages, each clinic's at /bare/{clinicId}/{view}. A real loopback server, as the app's
 * is: Chromium lets a page reach the emulators on the loopback address only from a loopback origin (a page Playwright
 * fulfils has none).
 */
async function startBareServer(htmlByClinic: ReadonlyMap<string, string>): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const html = htmlByClinic.get(request.url?.split('/')[2] ?? '');
    response.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(html ?? 'No such bare page.');
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => closeServer(server) };
}

/** A fresh context for the clinic's bare pages, its views watched. */
async function barePage(browser: Browser, clinicId: string, usable: Record<View, Usable>): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const byPath = Object.fromEntries(VIEWS.map((view) => [barePath(clinicId, view), usable[view]]));
  await context.addInitScript(watchUsable, { byPath, timeoutMs: TIMEOUT });
  return context.newPage();
}

/** Writes the clinics' bench world, then measures both views of each clinic, in the app and on the bare page, `runs` times. */
export async function measureClinicPages(browser: Browser, appUrl: string, runs: number): Promise<ClinicFigures[]> {
  console.info(`  Writing the bench world: clinics of ${BENCH_CLINICIANS} clinicians and ${BENCH_CLINICS.map(patientsOf).join(', ')}…`);
  console.info(`  ${(await writeClinicWorld()).toLocaleString('en-US')} documents written`);
  const script = await bundleBarePage('scripts/bench/bareClinic.ts', 'bareClinicPage');
  const clinics = await Promise.all(
    BENCH_CLINICS.map(async (clinic) => {
      const { firstPageRows, usable, read } = await storedViews(clinic);
      const html = bareHtml(script, { projectId: PROJECT_ID, firestorePort: ports().firestore, ownerUid: clinic.owner.uid, clinicId: clinic.clinicId });
      const view = (name: View): ViewFigures => ({ app: [], bare: [], reads: {} as FirestoreReads, ...read[name] });
      return { figures: { clinic, firstPageRows, views: { caseload: view('caseload'), dashboard: view('dashboard') } }, usable, html };
    }),
  );
  const bareServer = await startBareServer(new Map(clinics.map(({ figures, html }) => [figures.clinic.clinicId, html])));
  try {
    await measureRuns(browser, appUrl, bareServer.url, clinics, runs);
  } finally {
    await bareServer.close();
  }
  return clinics.map(({ figures }) => figures);
}

/** Each run: every clinic's views in the app (one signed-in context), then on the bare page (another). */
async function measureRuns(browser: Browser, appUrl: string, bareUrl: string, clinics: readonly { figures: ClinicFigures; usable: Record<View, Usable> }[], runs: number) {
  for (let run = 1; run <= runs; run++) {
    for (const { figures, usable } of clinics) {
      const app = await signedInOwner(browser, appUrl, figures.clinic, usable);
      for (const view of VIEWS) {
        figures.views[view].app.push(await timeToUsable(app, `${appUrl}${APP_PATHS[view]}`));
        figures.views[view].reads = await settledReads(app);
      }
      await app.context().close();
      const bare = await barePage(browser, figures.clinic.clinicId, usable);
      for (const view of VIEWS) figures.views[view].bare.push(await timeToUsable(bare, `${bareUrl}${barePath(figures.clinic.clinicId, view)}`));
      await bare.context().close();
      const { caseload, dashboard } = figures.views;
      console.info(
        `  run ${run}/${runs}, ${patientsOf(figures.clinic)}: caseload ${ms(caseload.app.at(-1)!)} (bare ${ms(caseload.bare.at(-1)!)}, ${docsRead(caseload.reads)} documents), ` +
          `dashboard ${ms(dashboard.app.at(-1)!)} (bare ${ms(dashboard.bare.at(-1)!)}, ${docsRead(dashboard.reads)} documents)`,
      );
    }
  }
}

/** The caseload's and the dashboard's rows of the table: each size's time to usable, then the documents read per view. */
export function clinicPageRows(clinics: readonly ClinicFigures[]): Row[] {
  const titles: Record<View, (figures: ClinicFigures) => string> = {
    caseload: ({ clinic, firstPageRows }) => `Caseload page, ${patientsOf(clinic)}, ${BENCH_CLINICIANS} clinicians: opened → the first page's ${firstPageRows} rows shown (median)`,
    dashboard: ({ clinic }) => `Clinic dashboard, ${patientsOf(clinic)}, ${BENCH_CLINICIANS} clinicians: opened → the figures and every clinician's row shown (median)`,
  };
  const names: Record<View, string> = { caseload: 'Caseload page', dashboard: 'Clinic dashboard' };
  return VIEWS.flatMap((view): Row[] => {
    const reads = clinics.map((figures) => docsRead(figures.views[view].reads));
    return [
      ...clinics.map((figures): Row => {
        const { app, bare, documents, bytes } = figures.views[view];
        return {
          measure: titles[view](figures),
          ours: ms(median(app)),
          bare: ms(median(bare)),
          ratio: median(app) / median(bare),
          note: `a full page load of the signed-in owner; bare: Firestore Lite, the same ${documents} document(s), ${kb(bytes)}, as plain tables. Runs: ${app.map(ms).join(', ')}; bare: ${bare.map(ms).join(', ')}`,
        };
      }),
      {
        measure: `${names[view]}: Firestore documents read per view, ${clinics.map(({ clinic }) => patientsOf(clinic)).join(' / ')}`,
        ours: reads.join(' / '),
        target: 'the same for each size',
        ok: reads.every((count) => count === reads[0]),
        note: clinics.map(({ clinic, views }) => `${patientsOf(clinic)}: ${listed(views[view].reads.byCollection)}; callables: ${listed(views[view].reads.callables) || 'none'}`).join(' · '),
      },
    ];
  });
}
