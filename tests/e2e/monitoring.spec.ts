import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, OTHER_PATIENTS } from '../../scripts/seed/accounts';
import type { ManagementMonth } from '@rehab/model/collections';
import { ROUTES } from '@rehab/model/routes';
import { monthTotals } from '@rehab/model/managementUnion';
import { admin, openFromMenu, openSignedIn, pauseClock } from './support';
import { EFFECT_TIMEOUT_MS, waitForEffect } from '../effects';

const patient = DEMO_ACCOUNTS.patient;
const PATIENT_NAME = `${patient.firstName} ${patient.lastName}`;
const amara = OTHER_PATIENTS.find((p) => p.uid === 'demo-patient-amara')!;
const fatima = OTHER_PATIENTS.find((p) => p.uid === 'demo-patient-fatima')!;
/** The first call of the patient-list function may wait for the functions emulator to start. */
const FIRST_LIST = { timeout: EFFECT_TIMEOUT_MS };

async function openMonitoring(page: Page) {
  await openFromMenu(page, 'Remote monitoring', ROUTES['monitoring.overview']);
  await expect(page.getByRole('heading', { level: 1, name: 'Remote monitoring' })).toBeVisible();
  const row = page.getByTestId(`monitoring-row-${patient.uid}`);
  await expect(row).toBeVisible(FIRST_LIST);
  return row;
}

/** Seconds of active work on the charts, on the page's paused clock: more than a minute, whatever the machine's speed. */
const CHART_SECONDS = 70;

/**
 * The demo doctor's month of management time on the patient that holds an entry matching `isOurs`, once it does, and
 * the minutes the server bills for it: the union of its stored entries (the same function as the trigger's). Other
 * tests' time on the same patient may overlap ours, so the expected minutes come from the stored entries, exactly.
 */
async function billedMonth(isOurs: (entry: StoredEntry) => boolean): Promise<number> {
  return waitForEffect('the entry in the month', async () => {
    const month = (await storedMonths()).find((stored) => entriesOf(stored).some(isOurs));
    return month && monthTotals(month)?.minutes;
  });
}

interface StoredEntry {
  id: string;
  start: number;
  seconds: number;
  source: string;
}

async function storedMonths(): Promise<ManagementMonth[]> {
  const months = await admin().db.collection('managementTime').where('doctorId', '==', DEMO_ACCOUNTS.doctor.uid).where('patientId', '==', patient.uid).get();
  return months.docs.map((doc) => doc.data() as ManagementMonth);
}

const entriesOf = (month: ManagementMonth): StoredEntry[] =>
  Object.entries(month.entries).map(([id, entry]) => ({ id, start: entry.start.toMillis(), seconds: entry.seconds, source: entry.source }));

test('the Monitoring page shows the seeded periods; time on the charts and time added by hand reach the report and its CSV', async ({ page }) => {
  // The minutes reach the page through the managementTotals trigger, which a cold functions emulator on a loaded
  // machine may take tens of seconds to run the first time.
  test.setTimeout(240_000);
  await openSignedIn(page, DEMO_ACCOUNTS.doctor.email, DEMO_PASSWORD);
  const row = await openMonitoring(page);

  // The seed: the demo patient's monitoring began 10 days ago, with sessions 1, 2, 3, 5, 8 and 10 days ago.
  await expect(row.getByTestId('data-days')).toHaveText('6 / 30');
  await expect(row.getByTestId('status')).toHaveText('On track');
  await expect(row.getByTestId('days-left')).toHaveText('20');
  await expect(row.getByTestId('device-code')).toHaveText('98985');
  const amaraRow = page.getByTestId(`monitoring-row-${amara.uid}`);
  await expect(amaraRow.getByTestId('status')).toHaveText('16 days reached');
  await expect(amaraRow.getByTestId('device-code')).toHaveText('98977');
  await expect(page.getByTestId(`monitoring-row-${fatima.uid}`).getByTestId('status')).toHaveText('At risk');

  // Filters and sorting.
  const table = page.getByTestId('monitoring-table');
  await page.getByText(/^At risk \(\d+\)$/).click();
  await expect(table.getByRole('row').nth(1)).toContainText(`${fatima.firstName} ${fatima.lastName}`);
  await expect(table.getByTestId(`monitoring-row-${patient.uid}`)).toHaveCount(0);
  await page.getByText(/^All \(\d+\)$/).click();
  await table.getByRole('button', { name: /^Data days/ }).click();
  await table.getByRole('button', { name: /^Data days/ }).click();
  await expect(table.getByRole('row').nth(1)).toContainText(`${amara.firstName} ${amara.lastName}`);
  // A while on the patient's charts, using the page, on a paused clock: CHART_SECONDS of management time in a moment.
  await pauseClock(page);
  const chartsFrom = await page.evaluate(() => Date.now());
  await openFromMenu(page, 'Charts', ROUTES['app.charts']);
  // The Monitoring page stays until the charts' code has loaded, and has buttons named after the patient too.
  await expect(page.getByRole('heading', { name: 'Charts', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(PATIENT_NAME) }).first().click();
  for (let second = 0; second < CHART_SECONDS; second += 5) {
    await page.mouse.move(200 + second, 300);
    await page.clock.runFor(5_000);
  }
  // The app's loading needs its timers: the clock runs again (the charts' run ends a moment later, as they close).
  await page.clock.resume();
  const afterCharts = await openMonitoring(page);
  // Leaving the charts saved the run whole: the month bills it, with whatever else the month holds.
  const pageMinutes = await billedMonth((entry) => entry.source === 'auto' && entry.start >= chartsFrom && entry.seconds >= CHART_SECONDS);
  await expect(afterCharts.getByTestId('minutes')).toHaveText(`${pageMinutes} min`, FIRST_LIST);

  // The report: the same minutes; a manual entry with its reason.
  await afterCharts.getByRole('link', { name: `Monthly report for ${PATIENT_NAME}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Monthly remote monitoring report' })).toBeVisible();
  await expect(page.getByTestId('report-patient')).toHaveText(PATIENT_NAME);
  await expect(page.getByTestId('report-minutes')).toHaveText(String(pageMinutes));
  await expect(page.getByTestId('report-signature')).toContainText(`Signed: ${DEMO_ACCOUNTS.doctor.firstName} ${DEMO_ACCOUNTS.doctor.lastName}`);
  await page.getByRole('button', { name: 'Add time by hand' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add management time' });
  await dialog.getByLabel('Minutes').fill('7');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Required')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Video call to review the home exercises');
  await dialog.getByLabel(/real-time interactive communication/).check();
  const earlierEntries = new Set((await storedMonths()).flatMap(entriesOf).map((entry) => entry.id));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('report-entries')).toContainText('Video call to review the home exercises');
  // Seven minutes by hand, from a quarter of an hour before: the month bills them beside the rest.
  const reportMinutes = await billedMonth((entry) => entry.source === 'manual' && entry.seconds === 7 * 60 && !earlierEntries.has(entry.id));
  expect(reportMinutes).toBeGreaterThanOrEqual(pageMinutes);
  await expect(page.getByTestId('report-minutes')).toHaveText(String(reportMinutes));
  await expect(page.getByTestId('report-interactive')).toHaveText('Yes');
  const reportCode = await page.getByTestId('report-management-code').innerText();

  // The CSV says the same as the page.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^monitoring-report-Liam-Carter-\d{4}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8').split('\r\n');
  expect(csv).toContain(`Total minutes,${reportMinutes}`);
  expect(csv).toContain(`Management codes,${reportCode}`);
  expect(csv).toContain('Data days,6');
  expect(csv.some((line) => line.endsWith(',Yes,By hand,Video call to review the home exercises'))).toBe(true);

  // And the Monitoring page agrees with both.
  const afterReport = await openMonitoring(page);
  await expect(afterReport.getByTestId('minutes')).toHaveText(`${reportMinutes} min`);
  await expect(afterReport.getByTestId('management-code')).toHaveText(reportCode);
});

test("the patient dashboard draws adherence and range-of-motion trends from the seeded plans and sessions", async ({ page }) => {
  await openSignedIn(page, DEMO_ACCOUNTS.doctor.email, DEMO_PASSWORD, `/patients/${patient.uid}`);
  const panel = page.getByTestId('monitoring-panel');
  await expect(panel.getByRole('heading', { name: 'Remote monitoring' })).toBeVisible();
  await expect(panel.getByTestId('data-days')).toHaveText('6 / 30');
  await expect(panel.getByRole('img', { name: /workouts scheduled and sessions done/ })).toBeVisible();
  await expect(panel.getByTestId('adherence-summary')).toHaveText(/^\d+ of \d+ scheduled workouts done in the last 12 weeks \(\d+ sessions in all\)\.$/);
  await expect(panel.getByRole('img', { name: 'Glove: largest angle per session, by side, with trend lines' })).toBeVisible();
  await expect(panel.getByRole('img', { name: 'Knee Brace: largest angle per session, by side, with trend lines' })).toBeVisible();
  // The seeded goal for the glove; the doctor changes it.
  const goal = panel.getByLabel('Your goal for Glove (degrees)');
  await expect(goal).toHaveValue('70');
  await goal.fill('75');
  await panel.getByRole('button', { name: 'Save goal' }).first().click();
  await expect(panel.getByLabel('Your goal for Glove (degrees)')).toHaveValue('75');
});

test('the patient sees their own data days and adherence in plain words', async ({ page }) => {
  await openSignedIn(page, patient.email, DEMO_PASSWORD);
  const card = page.getByTestId('home-monitoring');
  await expect(card.getByRole('heading', { name: 'Your monitoring' })).toBeVisible();
  await expect(card).toContainText('You recorded sessions on 6 days of your current 30-day period (day 11 of 30).');
  await expect(card).toContainText('Aim for 16 days: 10 more days with a session in the 20 days left.');
  await expect(card).toContainText('Your last session was 1 day ago.');
  await expect(card).toContainText(/In the last 4 weeks you did \d+ of the \d+ workouts scheduled for you\./);
  await expect(card).not.toContainText('989');
});
