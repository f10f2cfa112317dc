/**
 * The Billing page for the bench world's doctor (200 patients × 60 sessions, scripts/bench/monitoringWorld.ts): how
 * long from the menu click until the month's claims show (the table without a placeholder, the month's state), and
 * again on choosing another month; and how many Firestore documents the rtmClaims call reads on the server.
 *
 * The app's reads are counted in the page (the counting Firebase modules); a function's are not, so the server's
 * are counted here as Firestore bills the queries rtmClaims makes (functions/src/rtm/shared.ts, doctorMonth: the
 * doctor's record, the month's closure, his care relationships, his time months around the month, his contacts and
 * the amendments of the month, then each patient's monitoring, and the user record of each patient with a line), one
 * read per document returned and one per query that finds nothing. Sessions are never among them.
 *
 * Beside it the bare page (scripts/bench/bareList.tsx): the JSON the rtmClaims call returns for the month (called over
 * HTTP as the bench doctor, after the warm-up), fetched from the bench's server and rendered as the same claims table,
 * opened from its menu and timed the same way.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore, type Query } from 'firebase-admin/firestore';
import { expect, type Browser, type Page } from '@playwright/test';
import { DEFAULT_TIME_ZONE } from '@rehab/model/monitoring';
import { monthBounds, monthOfInstant, nextMonth, previousMonth } from '@rehab/model/rtmClaims';
import { formatMonthKey } from '../../src/lib/dateFormat';
import billingTexts from '../../src/features/billing/locales/en.json';
import { DEMO_PASSWORD } from '../seed/accounts';
import { PROJECT_ID, ports } from '../lib/stack';
import { startBareListServer, type BareListServer } from './bareListServer';
import { BENCH_DOCTOR } from './monitoringWorld';
import { docsRead, menuLink, settledReads, signedInDoctor } from './monitoring';
import type { FirestoreReads } from './readCounter';

const TIMEOUT = 120_000;

export interface BillingFigures {
  month: string;
  otherMonth: string;
  /** the first call of rtmClaims, not measured: the functions emulator loads the function then */
  warmUpMs: number;
  fromMenu: { ms: number[]; lines: number; reads: FirestoreReads };
  /** the bare page: menu click → the month's claims shown */
  bareFromMenu: { ms: number[]; lines: number };
  /** the rtmClaims result's size as JSON, what the bare page fetches */
  claimsBytes: number;
  otherMonthShown: { ms: number[]; lines: number };
  /** documents the rtmClaims call reads on the server, and the lines it returns, per month */
  serverReads: Record<string, ServerReads>;
  sessions: number;
}

/**
 * The chosen month's claims have shown: the heading of its state names it (until React has swapped the page's data, the
 * previous month's rows are still there, whole), its state, and the table without placeholders.
 */
async function claimsShown(page: Page, month: string): Promise<number> {
  const title = billingTexts.state.titleOf.replace('{{month}}', formatMonthKey(month, 'en'));
  await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible({ timeout: TIMEOUT });
  await expect(page.getByTestId('month-state')).toBeVisible({ timeout: TIMEOUT });
  await expect(page.getByTestId('claims-table').getByTestId('table-placeholder')).toHaveCount(0, { timeout: TIMEOUT });
  return page.getByTestId('claim-line').count();
}

export interface ServerReads {
  total: number;
  byCollection: Record<string, number>;
  lines: number;
}

/** The documents rtmClaims reads for the bench doctor's month, as Firestore bills its reads, given the lines it returned. */
async function serverReads(month: string, claims: { lines: { patientId: string }[] }): Promise<ServerReads> {
  const app = initializeApp({ projectId: PROJECT_ID }, `bench-billing-${month}`);
  const db = getFirestore(app);
  try {
    const doctorId = BENCH_DOCTOR.uid;
    // The bench doctor has no time zone stored: his months are the default zone's.
    const { from, to } = monthBounds(month, DEFAULT_TIME_ZONE);
    const byCollection: Record<string, number> = { doctors: 1, rtmMonthClosures: 1 };
    const billed = (collection: string, found: number) => {
      byCollection[collection] = (byCollection[collection] ?? 0) + Math.max(1, found);
    };
    const count = async (collection: string, query: Query) => {
      const snapshot = await query.get();
      billed(collection, snapshot.size);
      return snapshot.docs;
    };
    const relationships = await count('careRelationships', db.collection('careRelationships').where('doctor', '==', doctorId));
    const times = await count('managementTime', db.collection('managementTime').where('doctorId', '==', doctorId).where('month', 'in', [previousMonth(month), month, nextMonth(month)]));
    const contacts = await count(
      'rtmContacts',
      db.collection('rtmContacts').where('doctorId', '==', doctorId).where('start', '>=', Timestamp.fromMillis(from)).where('start', '<', Timestamp.fromMillis(to)),
    );
    await count('rtmAmendments', db.collection('rtmAmendments').where('doctorId', '==', doctorId).where('month', '==', month));
    await count('rtmAmendments', db.collection('rtmAmendments').where('doctorId', '==', doctorId).where('at', '>=', Timestamp.fromMillis(from)).where('at', '<', Timestamp.fromMillis(to)));
    const patients = new Set([
      ...relationships.filter((doc) => doc.get('since')).map((doc) => doc.get('patient') as string),
      ...times.map((doc) => doc.get('patientId') as string),
      ...contacts.map((doc) => doc.get('patientId') as string),
    ]);
    billed('monitoring', patients.size);
    const namesRead = new Set(claims.lines.map((line) => line.patientId)).size;
    if (namesRead > 0) billed('users', namesRead);
    return { total: Object.values(byCollection).reduce((sum, n) => sum + n, 0), byCollection, lines: claims.lines.length };
  } finally {
    await deleteApp(app);
  }
}

async function sessionCount(): Promise<number> {
  const app = initializeApp({ projectId: PROJECT_ID }, 'bench-billing-sessions');
  try {
    return (await getFirestore(app).collection('sessions').where('userId', '>=', 'bench-patient-').where('userId', '<', 'bench-patient.').count().get()).data().count;
  } finally {
    await deleteApp(app);
  }
}

/** What the rtmClaims callable returns the bench doctor for the month, as JSON: signed in on the auth emulator, called over HTTP. */
async function claimsJson(month: string): Promise<string> {
  const { auth, functions } = ports();
  const signIn = await fetch(`http://127.0.0.1:${auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_DOCTOR.email, password: DEMO_PASSWORD, returnSecureToken: true }),
  });
  const { idToken } = (await signIn.json()) as { idToken: string };
  const call = await fetch(`http://127.0.0.1:${functions}/${PROJECT_ID}/us-central1/rtmClaims`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ data: { month } }),
  });
  if (!call.ok) throw new Error(`rtmClaims answered ${call.status}: ${await call.text()}`);
  return JSON.stringify(((await call.json()) as { result: unknown }).result);
}

/** Measures the Billing page in the counting app and on the bare page (after measureMonitoring has written the bench world). */
export async function measureBilling(browser: Browser, appUrl: string, runs: number): Promise<BillingFigures> {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const otherMonth = monthOfInstant(Date.now(), zone);
  const month = previousMonth(otherMonth);
  const figures: BillingFigures = {
    month,
    otherMonth,
    warmUpMs: 0,
    fromMenu: { ms: [], lines: 0, reads: {} as FirestoreReads },
    bareFromMenu: { ms: [], lines: 0 },
    claimsBytes: 0,
    otherMonthShown: { ms: [], lines: 0 },
    serverReads: {},
    sessions: await sessionCount(),
  };
  const warmUp = await signedInDoctor(browser, appUrl);
  const started = Date.now();
  await warmUp.goto(`${appUrl}/monitoring/billing`);
  await claimsShown(warmUp, month);
  figures.warmUpMs = Date.now() - started;
  console.info(`  warm-up (the functions emulator loads rtmClaims): ${figures.warmUpMs} ms`);
  await warmUp.context().close();
  const claims = await claimsJson(month);
  figures.claimsBytes = Buffer.byteLength(claims);
  for (const [shown, json] of [[month, claims], [otherMonth, await claimsJson(otherMonth)]] as const) {
    figures.serverReads[shown] = await serverReads(shown, JSON.parse(json) as { lines: { patientId: string }[] });
  }
  const bareServer = await startBareListServer({ billing: claims });
  try {
    await measureRuns(browser, appUrl, bareServer, runs, figures);
  } finally {
    await bareServer.close();
  }
  return figures;
}

async function measureRuns(browser: Browser, appUrl: string, bareServer: BareListServer, runs: number, figures: BillingFigures): Promise<void> {
  const { month, otherMonth } = figures;
  for (let run = 1; run <= runs; run++) {
    const page = await signedInDoctor(browser, appUrl);
    await settledReads(page);
    await page.evaluate(() => {
      window.__firestoreReads = undefined;
    });
    const clicked = Date.now();
    await menuLink(page, 'Billing').click();
    figures.fromMenu.lines = await claimsShown(page, month);
    figures.fromMenu.ms.push(Date.now() - clicked);
    figures.fromMenu.reads = await settledReads(page);

    const chosen = Date.now();
    await page.getByLabel('Month').selectOption(otherMonth);
    figures.otherMonthShown.lines = await claimsShown(page, otherMonth);
    figures.otherMonthShown.ms.push(Date.now() - chosen);
    await page.context().close();

    const bare = await bareServer.openMenu(browser);
    const bareClicked = Date.now();
    await menuLink(bare, 'Billing').click();
    figures.bareFromMenu.lines = await claimsShown(bare, month);
    figures.bareFromMenu.ms.push(Date.now() - bareClicked);
    await bare.context().close();
    console.info(
      `  run ${run}/${runs}: from the menu ${figures.fromMenu.ms.at(-1)} ms (${figures.fromMenu.lines} lines of ${month}, ${docsRead(figures.fromMenu.reads)} documents in the page; ` +
        `bare ${figures.bareFromMenu.ms.at(-1)} ms, ${figures.bareFromMenu.lines} lines), ${otherMonth} ${figures.otherMonthShown.ms.at(-1)} ms (${figures.otherMonthShown.lines} lines)`,
    );
  }
}
