import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, OTHER_PATIENTS } from '../../scripts/seed/accounts';
import { openSignedIn } from './support';

const patient = DEMO_ACCOUNTS.patient;
const PATIENT_NAME = `${patient.firstName} ${patient.lastName}`;
const amara = OTHER_PATIENTS.find((p) => p.uid === 'demo-patient-amara')!;
const fatima = OTHER_PATIENTS.find((p) => p.uid === 'demo-patient-fatima')!;
/** The first call of the patient-list function may wait for the functions emulator to start. */
const FIRST_LIST = { timeout: 30_000 };

async function openMonitoring(page: Page) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Remote monitoring' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Remote monitoring' })).toBeVisible();
  const row = page.getByTestId(`monitoring-row-${patient.uid}`);
  await expect(row).toBeVisible(FIRST_LIST);
  return row;
}

const minutesOf = async (text: Promise<string>) => Number((await text).match(/\d+/)![0]);

test('the Monitoring page shows the seeded periods; time on the charts and time added by hand reach the report and its CSV', async ({ page }) => {
  // The minutes reach the page through the managementTotals trigger, which a cold functions emulator on a loaded
  // machine may take tens of seconds to run the first time.
  test.setTimeout(120_000);
  // The page's clock, so that more than a minute on the charts passes in a moment (time flows as usual otherwise).
  await page.clock.install();
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
  const before = await minutesOf(row.getByTestId('minutes').innerText());

  // A while on the patient's charts, using the page: more than a minute of management time.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Charts' }).click();
  // The Monitoring page stays until the charts' code has loaded, and has buttons named after the patient too.
  await expect(page.getByRole('heading', { name: 'Charts', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(PATIENT_NAME) }).first().click();
  for (let second = 0; second < 70; second += 5) {
    await page.mouse.move(200 + second, 300);
    await page.clock.runFor(5_000);
  }
  const afterCharts = await openMonitoring(page);
  await expect.poll(async () => minutesOf(afterCharts.getByTestId('minutes').innerText()), { timeout: 60_000 }).toBeGreaterThan(before);
  const pageMinutes = await minutesOf(afterCharts.getByTestId('minutes').innerText());

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
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('report-entries')).toContainText('Video call to review the home exercises');
  await expect(page.getByTestId('report-minutes')).toHaveText(String(pageMinutes + 7));
  await expect(page.getByTestId('report-interactive')).toHaveText('Yes');
  const reportCode = await page.getByTestId('report-management-code').innerText();

  // The CSV says the same as the page.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^monitoring-report-Liam-Carter-\d{4}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8').split('\r\n');
  expect(csv).toContain(`Total minutes,${pageMinutes + 7}`);
  expect(csv).toContain(`Management codes,${reportCode}`);
  expect(csv).toContain('Data days,6');
  expect(csv.some((line) => line.endsWith(',Yes,By hand,Video call to review the home exercises'))).toBe(true);

  // And the Monitoring page agrees with both.
  const afterReport = await openMonitoring(page);
  await expect(afterReport.getByTestId('minutes')).toHaveText(`${pageMinutes + 7} min`);
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
