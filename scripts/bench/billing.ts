/**
 * The Billing page for the bench world's doctor (200 patients × 60 sessions, scripts/bench/monitoringWorld.ts): how
 * long from the menu click until the month's claims show (the table without a placeholder, the month's state), and
 * again on choosing another month; and how many Firestore documents the rtmClaims call reads on the server.
 *
 * The app's reads are counted in the page (the counting Firebase modules); a function's are not, so the server's
 * are counted here as Firestore bills the queries rtmClaims makes (functions/src/rtm/shared.ts, doctorMonth: the
 * doctor's record, the month's closure, his care relationships, his time months around the month, his contacts and
 * the amendments of the month, then each patient's monitoring and user record), one read per document returned and
 * one per query that finds nothing. Sessions are never among them.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore, type Query } from 'firebase-admin/firestore';
import { expect, type Browser, type Page } from '@playwright/test';
import { DEFAULT_TIME_ZONE } from '@rehab/model/monitoring';
import { monthBounds, monthOfInstant, nextMonth, previousMonth } from '@rehab/model/rtmClaims';
import { formatMonthKey } from '../../src/lib/dateFormat';
import billingTexts from '../../src/features/billing/locales/en.json';
import { PROJECT_ID } from '../lib/stack';
import { BENCH_DOCTOR } from './monitoringWorld';
import { docsRead, settledReads, signedInDoctor } from './monitoring';
import type { FirestoreReads } from './readCounter';

const TIMEOUT = 120_000;

export interface BillingFigures {
  month: string;
  otherMonth: string;
  /** the first call of rtmClaims, not measured: the functions emulator loads the function then */
  warmUpMs: number;
  fromMenu: { ms: number[]; lines: number; reads: FirestoreReads };
  otherMonthShown: { ms: number[]; lines: number };
  /** documents the rtmClaims call reads on the server, per month */
  serverReads: Record<string, { total: number; byCollection: Record<string, number> }>;
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

/** The documents rtmClaims reads for the bench doctor's month, as Firestore bills its reads. */
async function serverReads(month: string): Promise<{ total: number; byCollection: Record<string, number> }> {
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
    billed('users', patients.size);
    return { total: Object.values(byCollection).reduce((sum, n) => sum + n, 0), byCollection };
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

/** Measures the Billing page in the counting app (after measureMonitoring has written the bench world). */
export async function measureBilling(browser: Browser, appUrl: string, runs: number): Promise<BillingFigures> {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const otherMonth = monthOfInstant(Date.now(), zone);
  const month = previousMonth(otherMonth);
  const figures: BillingFigures = {
    month,
    otherMonth,
    warmUpMs: 0,
    fromMenu: { ms: [], lines: 0, reads: {} as FirestoreReads },
    otherMonthShown: { ms: [], lines: 0 },
    serverReads: { [month]: await serverReads(month), [otherMonth]: await serverReads(otherMonth) },
    sessions: await sessionCount(),
  };
  const warmUp = await signedInDoctor(browser, appUrl);
  const started = Date.now();
  await warmUp.goto(`${appUrl}/monitoring/billing`);
  await claimsShown(warmUp, month);
  figures.warmUpMs = Date.now() - started;
  console.info(`  warm-up (the functions emulator loads rtmClaims): ${figures.warmUpMs} ms`);
  await warmUp.context().close();
  for (let run = 1; run <= runs; run++) {
    const page = await signedInDoctor(browser, appUrl);
    await settledReads(page);
    await page.evaluate(() => {
      window.__firestoreReads = undefined;
    });
    const clicked = Date.now();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Billing' }).click();
    figures.fromMenu.lines = await claimsShown(page, month);
    figures.fromMenu.ms.push(Date.now() - clicked);
    figures.fromMenu.reads = await settledReads(page);

    const chosen = Date.now();
    await page.getByLabel('Month').selectOption(otherMonth);
    figures.otherMonthShown.lines = await claimsShown(page, otherMonth);
    figures.otherMonthShown.ms.push(Date.now() - chosen);
    console.info(
      `  run ${run}/${runs}: from the menu ${figures.fromMenu.ms.at(-1)} ms (${figures.fromMenu.lines} lines of ${month}, ${docsRead(figures.fromMenu.reads)} documents in the page), ` +
        `${otherMonth} ${figures.otherMonthShown.ms.at(-1)} ms (${figures.otherMonthShown.lines} lines)`,
    );
    await page.context().close();
  }
  return figures;
}
