/**
 * `npm run bench`: how fast the clinical charts are, against the seeded
 * 10-minute, 100 Hz glove session (60,000 samples per sensor per glove) on
 * the local emulators, in headless Chromium; and the Monitoring page for a
 * doctor with 1,000 patients × 60 sessions (BENCH_PATIENTS; a bench world of its own, written
 * after the charts are measured), the Billing page for the same doctor, and his triage inbox with 30 open alerts, as
 * ratios to a bare React page (scripts/bench/bareList.tsx) rendering the same rows from the same bytes served by a
 * local server; and an owner's clinic caseload and clinic dashboard for clinics of 50 clinicians with 500 and 5,000
 * patients (BENCH_CLINIC_PATIENTS and a tenth of it; a bench world of rollup and patient documents only), as ratios to
 * a bare page fetching the same documents; with the documents each view reads. Starts its own stack (emulators with
 * the demo world, the built app under vite preview) and prints a table.
 * EMULATOR_PORT_OFFSET picks the ports; BENCH_RUNS the number of runs (5); BENCH_ONLY=charts measures the
 * charts and the bare page only, BENCH_ONLY=triage the triage inbox, BENCH_ONLY=monitoring the Monitoring page
 * in the bench world only, BENCH_ONLY=billing the Billing page in it, BENCH_ONLY=caseload the caseload and
 * dashboard pages only and BENCH_ONLY=export the export of sessions only.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import JSZip from 'jszip';
import { read, utils } from 'xlsx';
import { ZIP_FILE_NAME } from '../src/features/sessions/logic/exportRows';
import { emulatorEnv, PROJECT_ID, ROOT } from './lib/stack';
import { DEMO_ACCOUNTS, DEMO_PATIENT_DEVICES, LONG_GLOVE_SESSION_ID } from './seed/accounts';
import { MEASURES, nextMeasure, nextMeasures, openCharts, VIEWPORT } from './bench/app';
import type { BareResult, BareSeries } from './bench/bare';
import { hoverSweepJsMs, longestTaskSince, median, rendererRss, scriptMs, startMemorySampler } from './bench/metrics';
import { bundleBarePage } from './bench/barePages';
import { measureBilling, type BillingFigures } from './bench/billing';
import { clinicPageRows, measureClinicPages } from './bench/caseload';
import { docsRead, measureMonitoring, startCountingApp, type MonitoringFigures } from './bench/monitoring';
import { BENCH_PATIENTS, writeMonitoringWorld } from './bench/monitoringWorld';
import { printTable, type Row } from './bench/report';
import { BENCH_ALERTS, measureTriage, type TriageFigures } from './bench/triage';
import { startBenchStack } from './bench/stack';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHARTS_ONLY = process.env.BENCH_ONLY === 'charts';
const TRIAGE_ONLY = process.env.BENCH_ONLY === 'triage';
const MONITORING_ONLY = process.env.BENCH_ONLY === 'monitoring';
const CASELOAD_ONLY = process.env.BENCH_ONLY === 'caseload';
const BILLING_ONLY = process.env.BENCH_ONLY === 'billing';
const EXPORT_ONLY = process.env.BENCH_ONLY === 'export';
const EXPORTED_SESSIONS = 50;
const FIRST_SENSOR = 'AngleX';
const OTHER_SENSOR = 'AngleY';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const ms = (value: number) => `${Math.round(value)} ms`;
const listed = (record: Record<string, number>) => Object.entries(record).map(([key, value]) => `${key} ${value}`).join(', ');
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The first chart's data, read with the Admin SDK, for the bare page. */
async function longSessionSeries(): Promise<BareSeries[]> {
  const db = getFirestore(initializeApp({ projectId: PROJECT_ID }, 'bench'));
  const read = async (deviceId: string, sensorId: string) => {
    const snap = await db
      .collection('data_by_sensor')
      .where('sessionId', '==', LONG_GLOVE_SESSION_ID)
      .where('deviceId', '==', deviceId)
      .where('sensorId', '==', sensorId)
      .get();
    return snap.docs.sort((a, b) => a.get('binId') - b.get('binId')).flatMap((doc) => doc.get('values') as number[]);
  };
  const gloves = [
    { device: DEMO_PATIENT_DEVICES.gloveLeft, colour: '#fd7e14' },
    { device: DEMO_PATIENT_DEVICES.gloveRight, colour: '#0d6efd' },
  ];
  return Promise.all(
    gloves.map(async ({ device, colour }) => ({ label: device.id, colour, x: await read(device.id, 'Time'), y: await read(device.id, FIRST_SENSOR) })),
  );
}

interface AppFigures {
  /** session chosen → the first chart painted (from the sensor's overview when there is one) */
  firstChart: number[];
  /** session chosen → the first chart painted at full resolution */
  fullResolution: number[];
  otherTabFirstOpen: number[];
  otherTabCached: number[];
  chartWidth: number;
  hoverJs: number;
  zoomJs: number;
  zoomWall: number;
}

async function measureApp(browser: Browser, appUrl: string): Promise<AppFigures> {
  const figures: AppFigures = { firstChart: [], fullResolution: [], otherTabFirstOpen: [], otherTabCached: [], chartWidth: 0, hoverJs: 0, zoomJs: 0, zoomWall: 0 };
  for (let run = 1; run <= RUNS; run++) {
    const page = await openCharts(browser, appUrl);
    const choose = () => page.getByLabel('Session', { exact: true }).selectOption(LONG_GLOVE_SESSION_ID).then(() => undefined);
    const [first, full] = await nextMeasures(page, [MEASURES.sessionToChart, MEASURES.sessionToFullResolution], choose);
    figures.firstChart.push(first);
    figures.fullResolution.push(full);
    const tab = (name: string) => () => page.getByRole('tab', { name, exact: true }).click();
    figures.otherTabFirstOpen.push(await nextMeasure(page, MEASURES.tabToChart, tab(OTHER_SENSOR)));
    figures.otherTabCached.push(await nextMeasure(page, MEASURES.tabToChart, tab(FIRST_SENSOR)));
    console.info(`  run ${run}/${RUNS}: first chart ${ms(first)}, full resolution ${ms(full)}, other tab ${ms(figures.otherTabFirstOpen.at(-1)!)}, cached tab ${ms(figures.otherTabCached.at(-1)!)}`);
    if (run === RUNS) {
      const canvas = page.getByRole('img', { name: FIRST_SENSOR, exact: true });
      figures.chartWidth = (await canvas.boundingBox())!.width;
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Performance.enable');
      figures.hoverJs = await hoverSweepJsMs(page, cdp, canvas);
      // Zoom: three Ctrl+wheel steps on the chart's centre, each redrawn from the full-resolution data.
      const box = (await canvas.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      const jsBefore = await scriptMs(cdp);
      const started = Date.now();
      await page.keyboard.down('Control');
      for (let i = 0; i < 3; i++) await page.mouse.wheel(0, -300);
      await page.keyboard.up('Control');
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      figures.zoomWall = Date.now() - started;
      figures.zoomJs = (await scriptMs(cdp)) - jsBefore;
    }
    await page.context().close();
  }
  return figures;
}

interface BareFigures {
  paint: number[];
  /** what decimation drew of each series (last run) */
  decimation: BareResult['series'];
  hoverJs: number;
}

async function measureBare(browser: Browser, width: number): Promise<BareFigures> {
  const [series, script] = await Promise.all([longSessionSeries(), bundleBarePage('scripts/bench/bare.ts', 'bare')]);
  // Inlined with a replacer function, so that '$' sequences in the bundle are taken literally.
  const inline = `<script>${script.replace(/<\/script/gi, '<\\/script')}</script>`;
  const html = readFileSync(join(ROOT, 'scripts/bench/bare.html'), 'utf8').replace('<!-- bundle -->', () => inline);
  const figures: BareFigures = { paint: [], decimation: [], hoverJs: 0 };
  for (let run = 1; run <= RUNS; run++) {
    const page = await browser.newPage({ viewport: VIEWPORT });
    await page.setContent(html);
    const result = await page.evaluate(([s, w]) => window.renderBare(s as BareSeries[], w as number), [series, width] as const);
    figures.paint.push(result.paint);
    figures.decimation = result.series;
    if (run === RUNS) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Performance.enable');
      figures.hoverJs = await hoverSweepJsMs(page, cdp, page.locator('canvas'));
    }
    await page.close();
  }
  return figures;
}

interface ExportFigures {
  seconds: number;
  files: number;
  /** data rows of the long session's Left sheet: full resolution is 60,000 */
  longSessionRows: number | null;
  heapPeak: number;
  /** the renderers' memory when the download is clicked (the charts page with its session list), and its peak */
  rssBefore: number;
  rssPeak: number;
  longestTask: number;
}

async function measureExport(browser: Browser, appUrl: string): Promise<ExportFigures> {
  const page = await openCharts(browser, appUrl);
  await page.getByRole('tab', { name: 'Download', exact: true }).click();
  const from = page.getByLabel('From Session', { exact: true });
  const indexes = (await from.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).filter(Boolean).map(Number);
  const last = Math.max(...indexes);
  await from.selectOption(String(last - EXPORTED_SESSIONS + 1));
  await page.getByLabel('To Session', { exact: true }).selectOption(String(last));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const rssBefore = rendererRss();
  const sampler = startMemorySampler(cdp);
  const since = await page.evaluate(() => performance.now());
  const started = Date.now();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 600_000 }), page.getByRole('button', { name: 'Download', exact: true }).click()]);
  const path = await download.path();
  const seconds = (Date.now() - started) / 1000;
  const { heapPeak, rssPeak } = sampler.stop();
  const longestTask = await longestTaskSince(page, since);
  if (download.suggestedFilename() !== ZIP_FILE_NAME) throw new Error(`The export was named ${download.suggestedFilename()}`);
  const zip = await JSZip.loadAsync(readFileSync(path));
  await page.context().close();
  // The long session is the patient's newest: it is in the range, and its workbook holds every sample.
  const longFile = Object.keys(zip.files).find((name) => name.endsWith(`-${LONG_GLOVE_SESSION_ID}.xlsx`));
  const longBook = longFile ? read(await zip.file(longFile)!.async('uint8array'), { type: 'array' }) : null;
  const longSessionRows = longBook ? utils.sheet_to_json(longBook.Sheets.Left, { header: 1 }).length - 1 : null;
  return { seconds, files: Object.keys(zip.files).length, longSessionRows, heapPeak, rssBefore, rssPeak, longestTask };
}

/** The export's rows of the table. */
function exportRows(exported: ExportFigures): Row[] {
  return [
    { measure: `Export ${EXPORTED_SESSIONS} sessions to ${ZIP_FILE_NAME}`, ours: `${exported.seconds.toFixed(1)} s`, note: `${exported.files} workbooks in the zip` },
    {
      measure: 'Export: rows of the long session (Left sheet)',
      ours: exported.longSessionRows === null ? 'not in the zip' : exported.longSessionRows.toLocaleString('en-US'),
      target: '60,000 (full resolution)',
      ok: exported.longSessionRows === 60_000,
    },
    {
      measure: 'Export: peak JS heap of the page / peak renderer memory',
      ours: `${mb(exported.heapPeak)} / ${mb(exported.rssPeak)}`,
      target: 'renderer < 1,000 MB',
      ok: exported.rssPeak < 1000 * 1024 ** 2,
      note: `renderer memory includes the export worker; ${mb(exported.rssBefore)} when the download was clicked`,
    },
    {
      measure: 'Export: longest main-thread block (long task)',
      ours: ms(exported.longestTask),
      target: '≤ 200 ms',
      ok: exported.longestTask <= 200,
    },
  ];
}

/** A list page's time against the bare page's (medians of the same run): ≤ 2× is the target. */
function againstBare(ours: number[], bare: number[]): Pick<Row, 'ours' | 'bare' | 'ratio' | 'target' | 'ok'> {
  const ratio = median(ours) / median(bare);
  return { ours: ms(median(ours)), bare: ms(median(bare)), ratio, target: '≤ 2× bare', ok: ratio <= 2 };
}

/** The triage inbox's rows of the table. */
function triageRows(triage: TriageFigures): Row[] {
  return [
    {
      measure: `Triage inbox, same world with ${BENCH_ALERTS} open alerts: menu click → every row shown (median)`,
      ...againstBare(triage.ms, triage.bareMs),
      note: `bare: the same ${kb(triage.alertsBytes)} of alerts as JSON from a local server. Runs: ${triage.ms.map(ms).join(', ')}; bare: ${triage.bareMs.map(ms).join(', ')}`,
    },
    {
      measure: 'Triage inbox opened directly: Firestore documents read',
      ours: String(docsRead(triage.directReads)),
      target: `O(open alerts), not O(patients)`,
      ok: (triage.directReads.byCollection.triageAlerts ?? 0) <= 2 * BENCH_ALERTS && docsRead(triage.directReads) < BENCH_PATIENTS,
      note: `${listed(triage.directReads.byCollection)}; the bell's count and the page share one listener`,
    },
  ];
}

/** The Monitoring page's rows of the table. */
function monitoringRows(monitoring: MonitoringFigures): Row[] {
  return [
    {
      measure: `Monitoring page, ${BENCH_PATIENTS.toLocaleString('en-US')} patients × 60 sessions: menu click → usable (median), documents read`,
      ...againstBare(monitoring.fromMenu.ms, monitoring.bare.fromMenu),
      ours: `${ms(median(monitoring.fromMenu.ms))} · ${docsRead(monitoring.fromMenu.reads)} documents`,
      note:
        `every patient counted, the first page of rows shown, no placeholder; from the doctor's dashboard; bare: the overview document (${kb(monitoring.overviewBytes)} of JSON) ` +
        `from a local server, on a click of its menu. Runs: ${monitoring.fromMenu.ms.map(ms).join(', ')}; bare: ${monitoring.bare.fromMenu.map(ms).join(', ')}`,
    },
    {
      measure: 'Monitoring page: Firestore documents read (from the menu)',
      ours: String(docsRead(monitoring.fromMenu.reads)),
      note: `${listed(monitoring.fromMenu.reads.byCollection)}; callables: ${listed(monitoring.fromMenu.reads.callables) || 'none'}; bench world ${monitoring.worldDocuments.toLocaleString('en-US')} documents`,
    },
    {
      measure: 'Monitoring page opened directly (full page load) → usable (median), documents read',
      ...againstBare(monitoring.direct.ms, monitoring.bare.direct),
      ours: `${ms(median(monitoring.direct.ms))} · ${docsRead(monitoring.direct.reads)} documents`,
      note: `sign-in restored and the doctor's overview rows; bare: a full load of the bare page. Runs: ${monitoring.direct.ms.map(ms).join(', ')}; bare: ${monitoring.bare.direct.map(ms).join(', ')}`,
    },
    {
      measure: 'Monitoring page opened directly: Firestore documents read',
      ours: String(docsRead(monitoring.direct.reads)),
      note: `${listed(monitoring.direct.reads.byCollection)}; callables: ${listed(monitoring.direct.reads.callables) || 'none'}`,
    },
  ];
}

/** The Billing page's rows: ours against the bare page, another month, the server's reads. */
function billingRows(billing: BillingFigures): Row[] {
  const serverReads = (month: string) => billing.serverReads[month];
  return [
    {
      measure: `Billing page, same world: menu click → ${billing.month}'s claims shown (median)`,
      ...againstBare(billing.fromMenu.ms, billing.bareFromMenu.ms),
      note:
        `${billing.fromMenu.lines} claim lines; the rtmClaims call and the table, after a first call that loads the function in the emulator (${ms(billing.warmUpMs)}, a full page load); ` +
        `bare: the call's result (${kb(billing.claimsBytes)} of JSON, ${billing.bareFromMenu.lines} lines) from a local server. Runs: ${billing.fromMenu.ms.map(ms).join(', ')}; bare: ${billing.bareFromMenu.ms.map(ms).join(', ')}`,
    },
    {
      measure: `Billing page: another month (${billing.otherMonth}) chosen → its claims shown (median)`,
      ours: ms(median(billing.otherMonthShown.ms)),
      target: '< 3000 ms',
      ok: median(billing.otherMonthShown.ms) < 3000,
      note: `${billing.otherMonthShown.lines} claim lines. Runs: ${billing.otherMonthShown.ms.map(ms).join(', ')}`,
    },
    {
      measure: 'Billing page: documents the rtmClaims call reads on the server, per month (per claim line)',
      ours: Object.entries(billing.serverReads)
        .map(([month, reads]) => `${month}: ${reads.total} (${reads.lines > 0 ? (reads.total / reads.lines).toFixed(2) : '–'} per line of ${reads.lines})`)
        .join(', '),
      target: 'O(patients), not O(sessions)',
      ok: Object.values(billing.serverReads).every((reads) => reads.total < billing.sessions),
      note: `${listed(serverReads(billing.month).byCollection)}; the world's ${billing.sessions.toLocaleString('en-US')} sessions are never read. In the page: ${docsRead(billing.fromMenu.reads)} documents (${listed(billing.fromMenu.reads.byCollection) || 'none'}); callables: ${listed(billing.fromMenu.reads.callables) || 'none'}`,
    },
  ];
}

async function main() {
  Object.assign(process.env, emulatorEnv());
  console.info('Starting the bench stack (emulators, demo world, built app)…');
  const stack = await startBenchStack();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    if (TRIAGE_ONLY) {
      const counting = await startCountingApp();
      await writeMonitoringWorld();
      console.info(`The triage inbox (bench world, ${BENCH_ALERTS} open alerts)…`);
      printTable(triageRows(await measureTriage(browser, counting.appUrl, RUNS).finally(() => counting.close())));
      return;
    }
    if (MONITORING_ONLY) {
      const counting = await startCountingApp();
      console.info('The Monitoring page (bench world)…');
      printTable(monitoringRows(await measureMonitoring(browser, counting.appUrl, RUNS).finally(() => counting.close())));
      return;
    }
    if (BILLING_ONLY) {
      const counting = await startCountingApp();
      await writeMonitoringWorld();
      console.info('The Billing page (bench world)…');
      printTable(billingRows(await measureBilling(browser, counting.appUrl, RUNS).finally(() => counting.close())));
      return;
    }
    if (CASELOAD_ONLY) {
      const counting = await startCountingApp();
      console.info('The clinic caseload and dashboard pages (bench world)…');
      printTable(clinicPageRows(await measureClinicPages(browser, counting.appUrl, RUNS).finally(() => counting.close())));
      return;
    }
    if (EXPORT_ONLY) {
      console.info(`Exporting ${EXPORTED_SESSIONS} sessions…`);
      printTable(exportRows(await measureExport(browser, stack.appUrl)));
      return;
    }
    console.info(`\nThe app: ${RUNS} fresh pages, ${DEMO_ACCOUNTS.patient.email}, session ${LONG_GLOVE_SESSION_ID}`);
    const app = await measureApp(browser, stack.appUrl);
    console.info('The bare Chart.js page…');
    const bare = await measureBare(browser, app.chartWidth);
    const chartRows: Row[] = [
      {
        measure: 'Session chosen → first sensor chart painted (median)',
        ours: ms(median(app.firstChart)),
        bare: ms(median(bare.paint)),
        ratio: median(app.firstChart) / median(bare.paint),
        target: '≤ 2× bare',
        ok: median(app.firstChart) <= 2 * median(bare.paint),
        note: `ours paints the sensor's overview (one read of sensorOverviews, 2 × ≤ 2,000 points); bare has the 2 × 60,000 samples in memory. Runs: ${app.firstChart.map(ms).join(', ')}; bare: ${bare.paint.map(ms).join(', ')}`,
      },
      {
        measure: 'Session chosen → first chart at full resolution (median)',
        ours: ms(median(app.fullResolution)),
        bare: ms(median(bare.paint)),
        ratio: median(app.fullResolution) / median(bare.paint),
        target: '< 1500 ms',
        ok: median(app.fullResolution) < 1500,
        note: `ours reads 4 × 60,000 samples from Firestore. Runs: ${app.fullResolution.map(ms).join(', ')}`,
      },
      { measure: 'Another sensor tab, first open (reads Firestore)', ours: ms(median(app.otherTabFirstOpen)), note: app.otherTabFirstOpen.map(ms).join(', ') },
      {
        measure: 'Another sensor tab, cached',
        ours: ms(median(app.otherTabCached)),
        target: '< 150 ms',
        ok: median(app.otherTabCached) < 150,
        note: app.otherTabCached.map(ms).join(', '),
      },
      {
        measure: 'Decimation (min-max) of the first chart: points drawn',
        ours: bare.decimation.map((d) => `${d.drawn.toLocaleString('en-US')} of ${d.total.toLocaleString('en-US')}`).join(', '),
        target: 'peaks kept',
        ok: bare.decimation.length > 0 && bare.decimation.every((d) => d.drawn < d.total && d.peaksKept),
        note: 'the app uses the same decimation settings (src/features/sessions/logic/series.ts); measured on the bare page, where the chart is reachable',
      },
      { measure: '2 s hover sweep over the chart, JS time', ours: ms(app.hoverJs), bare: ms(bare.hoverJs), ratio: app.hoverJs / bare.hoverJs },
      { measure: 'Zoom (3 Ctrl+wheel steps), JS time / wall time', ours: `${ms(app.zoomJs)} / ${ms(app.zoomWall)}` },
    ];
    if (CHARTS_ONLY) {
      printTable(chartRows);
      return;
    }
    console.info(`Exporting ${EXPORTED_SESSIONS} sessions…`);
    const exported = await measureExport(browser, stack.appUrl);
    const counting = await startCountingApp();
    console.info('The Monitoring page (bench world)…');
    const monitoring = await measureMonitoring(browser, counting.appUrl, RUNS).catch(async (error: unknown) => {
      await counting.close();
      throw error;
    });
    console.info('The Billing page (bench world)…');
    const billing = await measureBilling(browser, counting.appUrl, RUNS).catch(async (error: unknown) => {
      await counting.close();
      throw error;
    });
    console.info(`The triage inbox (bench world, ${BENCH_ALERTS} open alerts)…`);
    const triage = await measureTriage(browser, counting.appUrl, RUNS).catch(async (error: unknown) => {
      await counting.close();
      throw error;
    });
    console.info('The clinic caseload and dashboard pages (bench world)…');
    const clinicPages = await measureClinicPages(browser, counting.appUrl, RUNS).finally(() => counting.close());

    const rows: Row[] = [
      ...chartRows,
      ...exportRows(exported),
      ...monitoringRows(monitoring),
      ...billingRows(billing),
      ...triageRows(triage),
      ...clinicPageRows(clinicPages),
    ];
    printTable(rows);
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
