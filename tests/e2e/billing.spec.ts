/**
 * The Billing page as the demo doctor (issue 32): the lines of a month and the same lines in its CSV, the seed's
 * closed month with its amendment, and closing the previous month: a time entry of it is then refused with the
 * closed-month message, and an amendment changes it. Lines are read from the page and the CSV, not from a list of
 * patients, so that a richer seed changes nothing here.
 *
 * The month this closes is the previous one: the only month both over (closeRtmMonth closes nothing else) and still
 * open to time entries (firestore.rules take the current and the previous month). No other test writes time into
 * it; a retry finds it closed already and goes on from there, and so does a run in which the clinic's biller closed
 * it first (clinic-staff.spec.ts closes the clinic's previous month, the demo doctor's included).
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_TIME_ZONE } from '@rehab/model/monitoring';
import { monthOfInstant, previousMonth } from '@rehab/model/rtmClaims';
import { ROUTES, routePath } from '@rehab/model/routes';
import { expect, test, type Download, type Page } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../scripts/seed/accounts';
import { openFromMenu, openSignedIn } from './support';

const patient = DEMO_ACCOUNTS.patient;
const PATIENT_NAME = `${patient.firstName} ${patient.lastName}`;
/** The demo doctor has no time zone stored: his months are UTC ones (scripts/seed/rtm.ts). */
const THIS_MONTH = monthOfInstant(Date.now(), DEFAULT_TIME_ZONE);
const LAST_MONTH = previousMonth(THIS_MONTH);
const SEED_CLOSED_MONTH = previousMonth(LAST_MONTH);
const SEED_AMENDMENT_REASON = 'Phone review left out of the closed month';
/**
 * The first call of a function may wait for the functions emulator to start a worker for it: tens of seconds on a
 * loaded two-core machine (each test's limit is sized for two of them).
 */
const FIRST_CALL = { timeout: 60_000 };
test.describe.configure({ timeout: 240_000 });

/** A CSV as rows of cells (quoted cells, doubled quotes, CRLF line ends), without the byte-order mark. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const csv = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < csv.length; i++) {
    const char = csv[i];
    if (quoted) {
      if (char === '"' && csv[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && csv[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  return rows;
}

/** The CSV's rows as objects by column name. */
async function downloadedRows(download: Download): Promise<Record<string, string>[]> {
  const [header, ...rows] = parseCsv(readFileSync((await download.path())!, 'utf8'));
  return rows.map((row) => Object.fromEntries(header.map((column, index) => [column, row[index]])));
}

async function openBilling(page: Page) {
  await openFromMenu(page, 'Billing', ROUTES['monitoring.billing']);
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
}

/** Chooses a month and waits for its claims: until they come, the page may still show those of the month before. */
async function chooseMonth(page: Page, month: string) {
  await page.getByLabel('Month').selectOption(month);
  const [year, monthNumber] = month.split('-').map(Number);
  const named = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, monthNumber - 1, 15));
  await expect(page.getByRole('heading', { level: 2, name: `State of ${named}` })).toBeVisible(FIRST_CALL);
}

test('Billing lists the month’s lines, the CSV has the same ones, and the seed’s closed month shows closed with its amendment', async ({ page }) => {
  await openSignedIn(page, DEMO_ACCOUNTS.doctor.email, DEMO_PASSWORD);
  await openBilling(page);
  // It opens on the previous month.
  await expect(page.getByLabel('Month')).toHaveValue(LAST_MONTH);

  // This month: the seed's patients have lines (the demo patient's set-up and time with a call at least).
  await chooseMonth(page, THIS_MONTH);
  const lines = page.getByTestId('claim-line');
  await expect(lines.first()).toBeVisible();
  const shown = await lines.evaluateAll((rows) =>
    rows.map((row) => ['line-patient', 'line-code', 'line-units'].map((id) => row.querySelector(`[data-testid="${id}"]`)!.textContent!.trim()).join('|')),
  );
  expect(shown.length).toBeGreaterThan(0);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`rtm-claims-${THIS_MONTH}.csv`);
  const rows = await downloadedRows(download);
  const claimRows = rows.filter((row) => row.amendmentOf === '');
  expect(claimRows.map((row) => [row.patientName, row.code, row.units].join('|')).sort()).toEqual([...shown].sort());
  for (const row of claimRows) expect(row.patientId).not.toBe('');
  // Totals per code agree with the lines.
  const units = (code: string) => claimRows.filter((row) => row.code === code).reduce((sum, row) => sum + Number(row.units), 0);
  for (const code of new Set(claimRows.map((row) => row.code))) {
    await expect(page.getByTestId(`code-totals-${code}`)).toContainText(String(units(code)));
  }

  // The previous month lists the amendment of the seed's closed month made during it; so does its CSV.
  await chooseMonth(page, LAST_MONTH);
  const seedAmendment = page.getByTestId('amendment').filter({ hasText: SEED_AMENDMENT_REASON });
  await expect(seedAmendment).toContainText(`Amendment of closed month ${SEED_CLOSED_MONTH}`);
  const [lastMonthCsv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect((await downloadedRows(lastMonthCsv)).find((row) => row.amendmentReason === SEED_AMENDMENT_REASON)).toMatchObject({ amendmentOf: SEED_CLOSED_MONTH, minutes: '15' });

  // The seed's closed month: closed, by the doctor, with its amendment; nothing to close any more.
  await chooseMonth(page, SEED_CLOSED_MONTH);
  await expect(page.getByTestId('month-state')).toContainText(/Closed on .+ by you/);
  await expect(page.getByTestId('amendment').filter({ hasText: SEED_AMENDMENT_REASON })).toContainText(`Amendment of closed month ${SEED_CLOSED_MONTH}`);
  await expect(page.getByRole('button', { name: 'Close month' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Amend' })).toBeVisible();
  // The current month cannot close yet.
  await chooseMonth(page, THIS_MONTH);
  await expect(page.getByRole('button', { name: 'Close month' })).toBeDisabled();
});

test('Close month locks its time entries: a correction is refused with the closed-month message, an amendment works', async ({ page }) => {
  const reason = `Call left out (e2e ${Date.now()})`;
  await openSignedIn(page, DEMO_ACCOUNTS.doctor.email, DEMO_PASSWORD);
  await openBilling(page);
  await chooseMonth(page, LAST_MONTH);
  const state = page.getByTestId('month-state');

  // Close the previous month (a retry finds it closed already).
  if (!(await state.textContent())!.includes('Closed')) {
    await page.getByRole('button', { name: 'Close month' }).click();
    const confirm = page.getByRole('alertdialog', { name: /^Close / });
    await expect(confirm).toContainText('its time entries and calls can no longer be added, changed or removed');
    await confirm.getByRole('button', { name: 'OK' }).click();
  }
  await expect(state).toContainText(new RegExp(`Closed on .+ by (you|${DEMO_ACCOUNTS.biller.firstName} ${DEMO_ACCOUNTS.biller.lastName})\\.`), FIRST_CALL);
  await expect(page.getByRole('button', { name: 'Close month' })).toHaveCount(0);

  // An amendment: time added to the demo patient's closed month, with a reason.
  await page.getByRole('button', { name: 'Amend' }).click();
  const dialog = page.getByRole('dialog', { name: `Amend closed month ${LAST_MONTH}` });
  await dialog.getByLabel('Patient').selectOption({ label: PATIENT_NAME });
  await dialog.getByLabel('Change').selectOption('addTime');
  await dialog.getByLabel('Started at').fill(`${LAST_MONTH}-15T10:00`);
  await dialog.getByLabel('Minutes').fill('6');
  await dialog.getByRole('button', { name: 'Save amendment' }).click();
  await expect(dialog.getByText('Required', { exact: true })).toBeVisible();
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Save amendment' }).click();
  await expect(dialog).toBeHidden(FIRST_CALL);
  const amendment = page.getByTestId('amendment').filter({ hasText: reason });
  await expect(amendment).toContainText(`Amendment of closed month ${LAST_MONTH}`);
  await expect(amendment).toContainText(PATIENT_NAME);
  await expect(amendment).toContainText('6 min added');

  // The time entry the amendment wrote is in the month's report; correcting it there is refused.
  await page.goto(`${routePath('monitoring.report', { uid: patient.uid })}?month=${LAST_MONTH}`);
  const entry = page.getByTestId('report-entries').getByRole('row').filter({ hasText: `Amendment: ${reason}` });
  await expect(entry).toBeVisible(FIRST_CALL);
  await entry.getByRole('button', { name: /^Correct the entry of/ }).click();
  const correction = page.getByRole('dialog', { name: 'Correct management time' });
  await correction.getByLabel('Minutes').fill('3');
  await correction.getByRole('button', { name: 'Save' }).click();
  const notice = correction.getByTestId('closed-month-notice');
  await expect(notice).toHaveText('This month is closed for billing: change it with an amendment on the Billing page.', FIRST_CALL);
  await notice.getByRole('link', { name: 'Billing page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(page.getByLabel('Month')).toHaveValue(LAST_MONTH);
  await expect(page.getByTestId('amendment').filter({ hasText: reason })).toBeVisible(FIRST_CALL);
});
