/**
 * The admin console's reconcile reports (issue 48): a management total left without its month (as a lost delete of
 * its month would leave it, under ids of this test's own) is found by the job, run once as `npm run reconcile` runs
 * it; the admin opens the page from the menu and finds the day's report first, its drift count, and that fix with its
 * before and after, also on a phone.
 */
import { Timestamp } from 'firebase-admin/firestore';
import type { ManagementMonthTotals } from '@rehab/model/collections';
import type { ReconcileReport, ReconcileRun } from '@rehab/model/reconcile';
import { ROUTES } from '@rehab/model/routes';
import { runScheduledJob } from '../../scripts/lib/localScheduler';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../scripts/seed/accounts';
import { BLOCKING, axeViolations } from './axe';
import { expect, test } from './fixtures';
import { admin, openSignedIn } from './support';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('the admin opens the reconcile reports from the menu and sees the fix the job just made', async ({ page }) => {
  test.setTimeout(300_000);
  const month = new Date().toISOString().slice(0, 7);
  const [doctorId, patientId] = [`e2e-reconcile-doctor-${RUN}`, `e2e-reconcile-patient-${RUN}`];
  const orphan = `${doctorId}_${patientId}_${month}`;
  const totals: ManagementMonthTotals = {
    doctorId,
    patientId,
    month,
    seconds: 600,
    minutes: 10,
    interactive: false,
    codes: { base: null, additional: 0 },
    manualSeconds: 0,
    entryCount: 1,
    updatedAt: Timestamp.now(),
    inCare: false,
  };
  await admin().db.doc(`managementTotals/${orphan}`).set(totals);

  const { result: run } = (await runScheduledJob('reconcileAggregates', new Date())) as { result: ReconcileRun };
  const fix = run.fixes.find((found) => found.document === orphan);
  expect(fix).toMatchObject({ collection: 'managementTotals', field: '', after: 'null' });
  const report = (await admin().db.doc(`reconcileReports/${run.report}`).get()).data() as ReconcileReport;

  await openSignedIn(page, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD, ROUTES['admin.home']);
  await page.getByRole('link', { name: 'Reconcile reports' }).click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES['admin.reconcileReports']}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Reconcile reports' })).toBeVisible();

  // Newest first: today's report (UTC) leads, with the day's drifts and this fix among its fixes.
  const [year, monthNumber, day] = run.report.split('-').map(Number);
  const today = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(year, monthNumber - 1, day, 12));
  const newest = page.getByTestId('reconcile-report').first();
  await expect(newest.getByRole('heading', { level: 2 })).toHaveText(today);
  await expect(newest.getByTestId('reconcile-drift-count')).toHaveText(`${report.driftCount} drift${report.driftCount === 1 ? '' : 's'}`);
  const row = newest.getByTestId('reconcile-fix').filter({ hasText: orphan });
  await expect(row.getByRole('cell')).toHaveText(['managementTotals', orphan, 'whole document', fix!.before, 'null']);

  // On a phone the page fits the screen's width (the table of fixes scrolls in its own region) and stays axe-clean.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  const blocking = (await axeViolations(page)).filter((violation) => BLOCKING.includes(violation.impact ?? ''));
  expect(blocking.map((violation) => violation.id)).toEqual([]);
});
