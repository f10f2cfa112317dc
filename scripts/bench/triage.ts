/**
 * The triage inbox of the bench doctor (1,000 patients, scripts/bench/monitoringWorld.ts) with 30 open alerts: how
 * long from the menu until every row shows, and how many Firestore documents the page reads (it should read the
 * alerts, whatever the number of patients), in the app built with the counting Firebase modules. The alerts are
 * written as the triage functions write them (the bench world's writes run with the triggers paused). Beside it the
 * bare page (scripts/bench/bareList.tsx), which fetches the doctor's alerts as JSON and renders the same list, opened
 * from its menu and timed the same way.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { expect, type Browser, type Page } from '@playwright/test';
import type { TriageAlert } from '@rehab/model/collections';
import { TRIAGE_ALERT_KINDS, triageAlertId } from '@rehab/model/triage';
import { PROJECT_ID } from '../lib/stack';
import { BENCH_DOCTOR, BENCH_PATIENTS } from './monitoringWorld';
import { plainJson, startBareListServer, type BareListServer } from './bareListServer';
import { menuLink, settledReads, signedInDoctor } from './monitoring';
import type { FirestoreReads } from './readCounter';

export const BENCH_ALERTS = 30;
const TIMEOUT = 120_000;

export interface TriageFigures {
  /** menu click → every row shown */
  ms: number[];
  /** what a full load of the inbox page reads (the bell's listener of the same alerts included) */
  directReads: FirestoreReads;
  /** the bare page: menu click → every row shown */
  bareMs: number[];
  /** the alerts' size as JSON, what the bare page fetches */
  alertsBytes: number;
}

async function writeAlerts(now: Date): Promise<void> {
  const app = initializeApp({ projectId: PROJECT_ID }, 'bench-triage');
  try {
    const db = getFirestore(app);
    const batch = db.batch();
    for (let i = 0; i < BENCH_ALERTS; i += 1) {
      const patientNumber = Math.floor((i * BENCH_PATIENTS) / BENCH_ALERTS);
      const patientId = `bench-patient-${String(patientNumber).padStart(4, '0')}`;
      const kind = TRIAGE_ALERT_KINDS[i % TRIAGE_ALERT_KINDS.length];
      const alert: TriageAlert = {
        patientId,
        patientName: `Patient ${String(patientNumber).padStart(4, '0')}`,
        kind,
        status: 'open',
        careTeam: [BENCH_DOCTOR.uid],
        openedAt: Timestamp.fromMillis(now.getTime() - i * 60_000),
        evidence: { records: [], values: { pain: 8, day: '2026-01-01', lastSessionDay: '', days: 3, done: 1, scheduled: 4, percent: 25 } },
        snoozedUntil: null,
        snoozedEvidence: null,
        acknowledged: null,
        reopened: null,
        openedBy: {},
      };
      batch.set(db.doc(`triageAlerts/${triageAlertId(patientId, kind)}`), alert);
    }
    await batch.commit();
  } finally {
    await deleteApp(app);
  }
}

/** The alerts the inbox's listener reads (those of the doctor's care teams), as JSON with their ids. */
async function alertsJson(): Promise<string> {
  const app = initializeApp({ projectId: PROJECT_ID }, 'bench-triage-alerts');
  try {
    const snapshot = await getFirestore(app).collection('triageAlerts').where('careTeam', 'array-contains', BENCH_DOCTOR.uid).get();
    return plainJson(snapshot.docs.map((doc) => ({ ...doc.data(), docId: doc.id })));
  } finally {
    await deleteApp(app);
  }
}

const rows = (page: Page) => page.getByRole('list', { name: 'Alerts, most severe first' }).getByRole('listitem');

/** Writes the alerts, then opens the inbox from the menu `runs` times, and the bare page's. Run after measureMonitoring (its world). */
export async function measureTriage(browser: Browser, appUrl: string, runs: number): Promise<TriageFigures> {
  await writeAlerts(new Date());
  const alerts = await alertsJson();
  const bareServer = await startBareListServer({ triage: alerts });
  try {
    return await measureRuns(browser, appUrl, bareServer, runs, Buffer.byteLength(alerts));
  } finally {
    await bareServer.close();
  }
}

async function measureRuns(browser: Browser, appUrl: string, bareServer: BareListServer, runs: number, alertsBytes: number): Promise<TriageFigures> {
  const figures: TriageFigures = { ms: [], directReads: {} as FirestoreReads, bareMs: [], alertsBytes };
  for (let run = 1; run <= runs; run++) {
    const page = await signedInDoctor(browser, appUrl);
    // Quiet before the click; the menu's reads are not counted (the bell's listener may already hold the alerts, so the
    // click may read nothing), the direct load below counts from a fresh page.
    await settledReads(page);
    const clicked = Date.now();
    await menuLink(page, 'Triage').click();
    await expect(rows(page)).toHaveCount(BENCH_ALERTS, { timeout: TIMEOUT });
    figures.ms.push(Date.now() - clicked);

    await settledReads(page);
    await page.goto(`${appUrl}/triage`);
    await expect(rows(page)).toHaveCount(BENCH_ALERTS, { timeout: TIMEOUT });
    figures.directReads = await settledReads(page);
    await page.context().close();

    const bare = await bareServer.openMenu(browser);
    const bareClicked = Date.now();
    await menuLink(bare, 'Triage').click();
    await expect(rows(bare)).toHaveCount(BENCH_ALERTS, { timeout: TIMEOUT });
    figures.bareMs.push(Date.now() - bareClicked);
    await bare.context().close();
    console.info(`  run ${run}/${runs}: ${figures.ms.at(-1)} ms from the menu (bare ${figures.bareMs.at(-1)} ms)`);
  }
  return figures;
}
