/**
 * `npm run bench:reads`: how many Firestore documents a doctor's visit reads
 * and how many listeners it opens, in headless Chromium against the local
 * emulators with the seeded demo world. The visit, by clicks as a doctor
 * would: sign in → dashboard → All Patients → the demo patient → Charts
 * (that patient, then three of his sessions one after another) → Chat (his
 * conversation) → dashboard; then the same visit again in the same page
 * without reloading (what caching saves on a repeat visit).
 *
 * How it counts without touching the app: it builds the app with a Vite
 * plugin that swaps 'firebase/firestore', 'firebase/firestore/lite' and
 * 'firebase/functions' for counting stand-ins (scripts/bench/counting*.ts:
 * the real SDK re-exported, listeners and reads wrapped), which keep their
 * counters on window.__firestoreReads (scripts/bench/readCounter.ts). After
 * each step has finished loading (its content visible, no spinner, counters
 * still for QUIET_MS) the counters are read.
 *
 * EMULATOR_PORT_OFFSET picks the ports (as for `npm run bench`);
 * BENCH_READS_JSON=<file> also writes the raw figures as JSON.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, expect, type Browser, type Page } from '@playwright/test';
import { preview, type PreviewServer } from 'vite';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { emulatorEnv, portOffset, PROJECT_ID, ROOT } from './lib/stack';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, LONG_GLOVE_SESSION_ID } from './seed/accounts';
import { emptyReads, type FirestoreReads } from './bench/readCounter';
import { startBenchStack } from './bench/stack';
import { buildCountingApp } from './bench/countingBuild';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const VIEWPORT = { width: 1400, height: 1000 };
/** A step has settled when nothing shows a spinner and the counters have not moved for this long. */
const QUIET_MS = 1500;
const STEP_TIMEOUT = 60_000;
const SESSIONS_OPENED = 3;

const PATIENT = DEMO_ACCOUNTS.patient;
const PATIENT_NAME = `${PATIENT.firstName} ${PATIENT.lastName}`;

/** The demo patient's newest sessions, newest first (the 10-minute recording left out: it is not a typical session). */
async function newestSessions(count: number): Promise<string[]> {
  const db = getFirestore(initializeApp({ projectId: PROJECT_ID }, 'bench-reads'));
  const snapshot = await db.collection('sessions').where('userId', '==', PATIENT.uid).get();
  return snapshot.docs
    .filter((doc) => doc.id !== LONG_GLOVE_SESSION_ID)
    .sort((a, b) => b.get('date').toMillis() - a.get('date').toMillis())
    .slice(0, count)
    .map((doc) => doc.id);
}

// ---------------------------------------------------------------- the visit

interface Step {
  name: string;
  /** what the doctor does */
  act(page: Page): Promise<void>;
  /** resolves when the step's content is on screen */
  ready(page: Page): Promise<void>;
}

const main = (page: Page) => page.getByRole('main');
const visible = { timeout: STEP_TIMEOUT };

/** A link of the sidebar's main menu, opening its group first when the link sits in a folded one. */
async function menuLink(page: Page, name: string, group?: string) {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  if (group) {
    const toggle = menu.getByRole('button', { name: group, exact: true });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  await menu.getByRole('link', { name, exact: true }).click();
}

async function dashboardReady(page: Page) {
  await page.waitForURL((url) => url.pathname === '/', visible);
  await expect(main(page).getByRole('heading', { name: 'My Patients' })).toBeVisible(visible);
  await expect(main(page).getByRole('table').getByRole('row', { name: new RegExp(PATIENT_NAME) })).toBeVisible(visible);
}

function visit(sessions: readonly string[], first: boolean): Step[] {
  const steps: Step[] = [];
  if (first) {
    steps.push({
      name: 'Sign in → Dashboard',
      act: async (page) => {
        await page.getByLabel('Email').fill(DEMO_ACCOUNTS.doctor.email);
        await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
        await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      },
      ready: dashboardReady,
    });
  }
  steps.push(
    {
      name: 'All Patients',
      act: (page) => menuLink(page, 'All Patients', 'Patients'),
      ready: async (page) => {
        await page.waitForURL((url) => url.pathname === '/patients', visible);
        await expect(main(page).getByRole('heading', { name: PATIENT_NAME, level: 2 })).toBeVisible(visible);
      },
    },
    {
      name: `Patient ${PATIENT_NAME}`,
      act: (page) =>
        main(page)
          .locator('.card', { has: page.getByRole('heading', { name: PATIENT_NAME, level: 2 }) })
          .getByRole('button', { name: 'View Profile' })
          .click(),
      ready: async (page) => {
        await page.waitForURL((url) => url.pathname === `/patients/${PATIENT.uid}`, visible);
        await expect(main(page).getByRole('heading', { name: PATIENT_NAME })).toBeVisible(visible);
        await expect(main(page).getByTestId('workout-count')).toBeVisible(visible);
      },
    },
    {
      name: `Charts, ${PATIENT_NAME} picked`,
      act: async (page) => {
        await menuLink(page, 'Charts');
        await main(page).getByRole('button', { name: new RegExp(`^${PATIENT_NAME}`) }).click(visible);
      },
      ready: async (page) => {
        await expect(page.getByLabel('Session', { exact: true }).locator(`option[value="${sessions[0]}"]`)).toHaveCount(1, visible);
      },
    },
    ...sessions.map(
      (id, index): Step => ({
        name: `Chart of session ${index + 1}/${sessions.length} (${id})`,
        act: (page) => page.getByLabel('Session', { exact: true }).selectOption(id).then(() => undefined),
        ready: async (page) => {
          await expect(main(page).getByRole('heading', { name: new RegExp(`· ${id}$`) })).toBeVisible(visible);
          await expect(page.getByRole('tabpanel').getByRole('img').first()).toBeVisible(visible);
        },
      }),
    ),
    {
      name: 'Chat',
      act: (page) => menuLink(page, 'Chat'),
      ready: async (page) => {
        await page.waitForURL((url) => url.pathname === '/app/chat', visible);
        await expect(main(page).getByRole('button', { name: new RegExp(PATIENT_NAME) })).toBeVisible(visible);
      },
    },
    {
      name: `Chat with ${PATIENT_NAME}`,
      act: (page) => main(page).getByRole('button', { name: new RegExp(PATIENT_NAME) }).click(),
      ready: async (page) => {
        await expect(main(page).getByTestId('messages').getByTestId(/^message-/).first()).toBeVisible(visible);
      },
    },
    { name: 'Dashboard', act: (page) => menuLink(page, 'Doctor Dashboard'), ready: dashboardReady },
  );
  return steps;
}

// ---------------------------------------------------------------- counting

async function readCounters(page: Page): Promise<FirestoreReads> {
  const reads = await page.evaluate(() => window.__firestoreReads ?? null);
  if (!reads) throw new Error('window.__firestoreReads is missing: the page was not built with the counting Firebase modules.');
  return reads;
}

/** Waits until no spinner or busy region shows and the counters have been still for QUIET_MS. */
async function settle(page: Page): Promise<FirestoreReads> {
  const deadline = Date.now() + STEP_TIMEOUT;
  let last = '';
  let stillSince = Date.now();
  for (;;) {
    const [reads, busy] = await Promise.all([
      readCounters(page),
      page.evaluate(() =>
        [...document.querySelectorAll('.spinner-border, .spinner-grow, .page-loader, [aria-busy="true"]')].some((el) => el.getClientRects().length > 0),
      ),
    ]);
    const now = JSON.stringify(reads);
    if (busy || now !== last) {
      last = now;
      stillSince = Date.now();
    } else if (Date.now() - stillSince >= QUIET_MS) return reads;
    if (Date.now() > deadline) throw new Error(`The page did not settle within ${STEP_TIMEOUT / 1000} s${busy ? ' (a spinner still shows)' : ''}.`);
    await page.waitForTimeout(200);
  }
}

function difference(after: FirestoreReads, before: FirestoreReads): FirestoreReads {
  const records = (a: Record<string, number>, b: Record<string, number>) =>
    Object.fromEntries(Object.entries(a).flatMap(([key, value]) => (value - (b[key] ?? 0) !== 0 ? [[key, value - (b[key] ?? 0)]] : [])));
  const result = emptyReads();
  for (const key of Object.keys(result) as (keyof FirestoreReads)[]) {
    const a = after[key];
    const b = before[key];
    if (typeof a === 'number' && typeof b === 'number') (result[key] as number) = a - b;
    else (result[key] as Record<string, number>) = records(a as Record<string, number>, b as Record<string, number>);
  }
  return result;
}

interface StepResult {
  name: string;
  reads: FirestoreReads;
  /** listeners open once the step has settled */
  openAfter: number;
}

async function runVisit(page: Page, steps: Step[]): Promise<StepResult[]> {
  const results: StepResult[] = [];
  let before = (await page.evaluate(() => window.__firestoreReads ?? null)) ?? emptyReads();
  for (const step of steps) {
    let after: FirestoreReads;
    try {
      await step.act(page);
      await step.ready(page);
      after = await settle(page);
    } catch (error) {
      const shot = join(ROOT, '.cache', 'bench-reads-failure.png');
      await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
      throw new Error(`Step "${step.name}" failed (screenshot: ${shot}):\n${error instanceof Error ? error.message : String(error)}`);
    }
    const reads = difference(after, before);
    results.push({ name: step.name, reads, openAfter: after.listenersOpened - after.listenersClosed });
    console.info(`  ${step.name}: ${docsRead(reads)} documents, ${reads.listenersOpened} listeners opened`);
    before = after;
  }
  return results;
}

// ---------------------------------------------------------------- report

const docsRead = (r: FirestoreReads) => r.listenerDocs + r.getDocs + r.liteDocs + r.aggregateReads;
const callableCalls = (r: FirestoreReads) => Object.values(r.callables).reduce((n, v) => n + v, 0);
const listed = (record: Record<string, number>) =>
  Object.entries(record)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([key, value]) => `${key} ${value}`)
    .join(', ');

function total(results: StepResult[]): FirestoreReads {
  const sum = emptyReads();
  for (const { reads } of results) {
    for (const key of Object.keys(sum) as (keyof FirestoreReads)[]) {
      const value = reads[key];
      if (typeof value === 'number') (sum[key] as number) += value;
      else for (const [k, v] of Object.entries(value)) (sum[key] as Record<string, number>)[k] = ((sum[key] as Record<string, number>)[k] ?? 0) + v;
    }
  }
  return sum;
}

function printPass(title: string, results: StepResult[]) {
  const header = ['Step', 'Docs read', 'by listeners', '(from SDK cache)', 'by gets', 'by Lite', 'Empty results', 'Listeners opened', 'Open after', 'Read calls', 'Callables'];
  const row = (name: string, r: FirestoreReads, openAfter: number | string) => [
    name,
    String(docsRead(r)),
    String(r.listenerDocs),
    String(r.listenerDocsFromCache),
    String(r.getDocs),
    String(r.liteDocs),
    String(r.emptyResults),
    String(r.listenersOpened),
    String(openAfter),
    String(r.readCalls),
    String(callableCalls(r)),
  ];
  const sum = total(results);
  const rows = [...results.map((s, i) => row(`${i + 1}. ${s.name}`, s.reads, s.openAfter)), row('Total', sum, results.at(-1)?.openAfter ?? 0)];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (values: string[]) => values.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join(' │ ');
  const rule = widths.map((w) => '─'.repeat(w)).join('─┼─');
  console.info(`\n${title}\n\n${line(header)}\n${rule}`);
  rows.forEach((r, i) => {
    if (i === rows.length - 1) console.info(rule);
    console.info(line(r));
  });
  console.info('\n  Per step: documents by collection | listeners opened by target | callable functions');
  results.forEach((s, i) => {
    const parts = [listed(s.reads.byCollection) || '–', listed(s.reads.listenersByTarget) || '–', listed(s.reads.callables) || '–'];
    console.info(`  ${i + 1}. ${s.name}: ${parts.join(' | ')}`);
  });
  console.info(`  Total: ${[listed(sum.byCollection) || '–', listed(sum.listenersByTarget) || '–', listed(sum.callables) || '–'].join(' | ')}`);
}

// ---------------------------------------------------------------- main

async function measure(browser: Browser, appUrl: string, sessions: string[]) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const browserErrors: string[] = [];
  page.on('pageerror', (error) => browserErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') browserErrors.push(message.text());
  });
  await page.goto(`${appUrl}/auth/sign-in1`);
  await page.getByLabel('Email').waitFor();
  console.info(`\nFirst visit (fresh browser context): ${DEMO_ACCOUNTS.doctor.email}, patient ${PATIENT_NAME}, sessions ${sessions.join(', ')}`);
  const first = await runVisit(page, visit(sessions, true));
  console.info('\nRepeat visit (same page, no reload), from the dashboard:');
  const repeat = await runVisit(page, visit(sessions, false));
  await context.close();
  if (browserErrors.length > 0) {
    console.info(`\nThe browser reported ${browserErrors.length} errors during the visits:\n${browserErrors.slice(0, 5).map((e) => `  ${e.split('\n')[0]}`).join('\n')}`);
  }
  return { first, repeat };
}

async function run() {
  Object.assign(process.env, emulatorEnv());
  const offset = portOffset();
  console.info('Starting the bench stack (emulators, demo world)…');
  const stack = await startBenchStack();
  let server: PreviewServer | undefined;
  let browser: Browser | undefined;
  try {
    const outDir = join('.cache', `dist-bench-reads-${offset}`);
    console.info('  Building the app with the counting Firebase modules…');
    await buildCountingApp(outDir);
    const port = 4274 + offset;
    server = await preview({
      root: ROOT,
      configFile: false,
      logLevel: 'warn',
      build: { outDir },
      preview: { host: '127.0.0.1', port, strictPort: true },
    });
    const appUrl = `http://127.0.0.1:${port}`;
    const sessions = await newestSessions(SESSIONS_OPENED);
    if (sessions.length < SESSIONS_OPENED) throw new Error(`The demo patient has only ${sessions.length} sessions.`);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    const { first, repeat } = await measure(browser, appUrl, sessions);

    printPass('First visit: documents read and listeners opened per step', first);
    printPass('Repeat visit in the same page (no reload), starting on the dashboard the first visit ended on', repeat);
    const a = total(first);
    const b = total(repeat);
    console.info(
      `\nTotals: first visit ${docsRead(a)} documents, ${a.listenersOpened} listeners opened, ${a.readCalls} read calls, ${callableCalls(a)} callable calls; ` +
        `repeat visit ${docsRead(b)} documents, ${b.listenersOpened} listeners opened, ${b.readCalls} read calls, ${callableCalls(b)} callable calls.`,
    );
    console.info(
      '\nDocs read = documents delivered to listeners (docChanges(), 1 per document snapshot) + documents returned by one-off reads (full SDK and Lite) + count/aggregate reads (1 per 1000).' +
        '\nNot counted: reads made on the server by callable functions (listed as calls), the minimum of 1 read Firestore bills for an empty result (shown as Empty results), Storage downloads.',
    );
    if (a.countingErrors + b.countingErrors > 0) {
      console.warn(`\nWARNING: ${a.countingErrors + b.countingErrors} reads could not be counted (see the browser console): the figures are too low.`);
    }
    const json = process.env.BENCH_READS_JSON;
    if (json) {
      writeFileSync(json, `${JSON.stringify({ sessions, first, repeat }, null, 2)}\n`);
      console.info(`\nRaw figures written to ${json}`);
    }
  } finally {
    await browser?.close();
    await server?.close();
    await stack.stop();
  }
}

run().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
