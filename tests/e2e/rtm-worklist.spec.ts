import { expect, test } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, RTM_PATIENTS } from '../../scripts/seed/accounts';
import { openSignedIn } from './support';
import { EFFECT_TIMEOUT_MS } from '../effects';

const omar = RTM_PATIENTS.needsCall;
const OMAR = `${omar.firstName} ${omar.lastName}`;
const ravi = RTM_PATIENTS.sixteenDays;
const doctor = DEMO_ACCOUNTS.doctor;
/** The first call of the patient-list function may wait for the functions emulator to start. */
const FIRST_LIST = { timeout: EFFECT_TIMEOUT_MS };
/** The first call of a function may wait for the functions emulator to load it. */
const ROW_UPDATE = { timeout: 60_000 };
const FIRST_CALL = { timeout: EFFECT_TIMEOUT_MS };
const ATTESTATION = 'Phone call with Omar about his exercises, real-time two-way audio';

test('the worklist names who needs a real-time contact; an attested call moves the month to 98979', async ({ page }) => {
  // Two pages, a function's first call and its trigger: slow on a busy machine.
  test.setTimeout(240_000);
  await openSignedIn(page, doctor.email, DEMO_PASSWORD, '/monitoring');
  const row = page.getByTestId(`monitoring-row-${omar.uid}`);
  await expect(row).toBeVisible(FIRST_LIST);

  // The seed: 12 minutes this month (charts and chat), no call: nothing billed, a contact needed.
  await expect(row.getByTestId('minutes')).toHaveText('12 min');
  await expect(row.getByTestId('interactive')).toHaveText('No');
  await expect(row.getByTestId('management-code')).toHaveText('None');
  await expect(row.getByTestId('contact-needed')).toHaveText('Real-time contact needed');
  await expect(row.getByTestId('worklist')).toContainText('8 min to 98980');

  // Needs attention lists him; the demo patient (on track, his call recorded) is not in it.
  await page.getByText(/^Needs attention \(\d+\)$/).click();
  const table = page.getByTestId('monitoring-table');
  await expect(table.getByTestId(`monitoring-row-${omar.uid}`)).toBeVisible();
  await expect(table.getByTestId(`monitoring-row-${DEMO_ACCOUNTS.patient.uid}`)).toHaveCount(0);

  // Record an attested 5-minute phone call (its date and start default to half an hour ago).
  await row.getByRole('button', { name: `Record call with ${OMAR}` }).click();
  const dialog = page.getByRole('dialog', { name: `Record a call with ${OMAR}` });
  await dialog.getByRole('button', { name: 'Record call' }).click();
  await expect(dialog.getByText('Required')).toHaveCount(2);
  await dialog.getByLabel('Minutes').fill('5');
  await dialog.getByLabel('Attestation').fill(ATTESTATION);
  await dialog.getByRole('button', { name: 'Record call' }).click();
  await expect(dialog).toBeHidden(FIRST_CALL);

  // 17 minutes with a contact: 98979; the worklist no longer asks for a call. The row reaches the page through the
  // overview's triggers (contact, and time entry → totals), whose first run may wait for a functions worker to start.
  await expect(row.getByTestId('interactive')).toHaveText('Yes', ROW_UPDATE);
  await expect(row.getByTestId('minutes')).toHaveText('17 min', ROW_UPDATE);
  await expect(row.getByTestId('management-code')).toHaveText('98979');
  await expect(row.getByTestId('contact-needed')).toHaveCount(0);

  // The report shows the call as the evidence, marked attested.
  await page.getByText(/^All \(\d+\)$/).click();
  await row.getByRole('link', { name: `Monthly report for ${OMAR}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Monthly remote monitoring report' })).toBeVisible();
  const contact = page.getByTestId('report-contacts').getByRole('row').nth(1);
  await expect(contact).toContainText('Phone call');
  await expect(contact).toContainText('Attested');
  await expect(contact).toContainText(ATTESTATION);
  await expect(page.getByTestId('report-management-code')).toHaveText('98979');
});

test('a call in the future is refused in words', async ({ page }) => {
  await openSignedIn(page, doctor.email, DEMO_PASSWORD, `/patients/${RTM_PATIENTS.oneDay.uid}`);
  const panel = page.getByTestId('monitoring-panel');
  await panel.getByRole('button', { name: 'Record call' }).click();
  const dialog = page.getByRole('dialog', { name: `Record a call with ${RTM_PATIENTS.oneDay.firstName} ${RTM_PATIENTS.oneDay.lastName}` });
  const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Date').fill(tomorrow);
  await dialog.getByLabel('Minutes').fill('5');
  await dialog.getByLabel('Attestation').fill('Phone call, real-time two-way audio');
  await dialog.getByRole('button', { name: 'Record call' }).click();
  await expect(dialog.getByTestId('call-refusal')).toHaveText('The call cannot start or end in the future. Check the date, time and minutes.', FIRST_CALL);
});

test("the second doctor of a patient is told who bills the device codes instead of starting a parallel episode", async ({ page }) => {
  await openSignedIn(page, DEMO_ACCOUNTS.secondDoctor.email, DEMO_PASSWORD, `/patients/${ravi.uid}`);
  const panel = page.getByTestId('monitoring-panel');
  await panel.getByRole('button', { name: 'Change period' }).click();
  const dialog = page.getByRole('dialog', { name: `Start monitoring ${ravi.firstName} ${ravi.lastName}` });
  await expect(dialog.getByTestId('billed-by-another')).toContainText(`Dr ${doctor.firstName} ${doctor.lastName} started monitoring on`);
  await expect(dialog.getByTestId('billed-by-another')).toContainText('and bills the device codes');
  await expect(dialog.getByRole('button', { name: 'Save' })).toHaveCount(0);
});
