/**
 * The triage inbox (issue 34) as the demo doctor uses it: the alerts the functions opened from the seeded records,
 * most severe first, with their evidence; acknowledging one with a note writes it to the patient's history and its
 * review time to the month's management time.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { expect, test } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, OTHER_PATIENTS } from '../../scripts/seed/accounts';
import { admin, openSignedIn } from './support';

const amara = OTHER_PATIENTS.find((p) => p.uid === 'demo-patient-amara')!;
const AMARA = `${amara.firstName} ${amara.lastName}`;
const DOCTOR = `${DEMO_ACCOUNTS.doctor.firstName} ${DEMO_ACCOUNTS.doctor.lastName}`;
const minutesOf = async (text: Promise<string>) => Number((await text).match(/\d+/)![0]);

test('the doctor reviews the most severe alert, acknowledges it with a note: the history and the minutes show it', async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, DEMO_ACCOUNTS.doctor.email, DEMO_PASSWORD);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Remote monitoring' }).click();
  const monitoringRow = page.getByTestId(`monitoring-row-${amara.uid}`);
  await expect(monitoringRow).toBeVisible({ timeout: 30_000 });
  const minutesBefore = await minutesOf(monitoringRow.getByTestId('minutes').innerText());

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Triage' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Triage' })).toBeVisible();
  const alerts = page.getByRole('list', { name: 'Alerts, most severe first' });
  // Amara's setback (the seed's last five days reach three quarters of her range): her knee's largest angle fell.
  const first = alerts.getByRole('listitem').first();
  await expect(first).toContainText('Range of motion');
  await expect(first).toContainText(AMARA);
  await expect(first).toContainText(/Knee Brace Right: the largest angle fell by \d+(\.\d+)?°/);

  await page.getByText(/^No sessions \(\d+\)$/).click();
  await expect(alerts.getByRole('listitem').first()).toContainText('No session');
  await page.getByText(/^All \(\d+\)$/).click();

  await first.getByRole('button', { name: 'Review' }).click();
  await expect(first.getByText(/^Sessions it rests on: \d+$/)).toBeVisible();
  // Three minutes with the alert open, as the server saw it open (the server's clock, not the page's, counts).
  const alertRef = admin().db.doc(`triageAlerts/${amara.uid}_romRegression`);
  await expect.poll(async () => Boolean((await alertRef.get()).get(`openedBy.${DEMO_ACCOUNTS.doctor.uid}`))).toBe(true);
  await alertRef.update({ [`openedBy.${DEMO_ACCOUNTS.doctor.uid}`]: Timestamp.fromMillis(Date.now() - 3 * 60_000) });

  const note = `Called Amara: knee swollen after a long walk, resting for two days (${Date.now()}).`;
  await first.getByLabel("Note for the patient's history (optional)").fill(note);
  await first.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(page.getByText('Alert acknowledged.')).toBeVisible();
  await expect(alerts.getByText(AMARA)).toHaveCount(0);
  await page.getByLabel('Show snoozed and acknowledged alerts').check();
  await expect(alerts.getByText(`Acknowledged by ${DOCTOR}`, { exact: false })).toBeVisible();

  await alerts.getByRole('link', { name: AMARA }).first().click();
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('list', { name: 'Recorded changes, newest first' }).getByText(`${DOCTOR} acknowledged the range-of-motion alert: “${note}”.`)).toBeVisible();

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Remote monitoring' }).click();
  await expect.poll(async () => minutesOf(page.getByTestId(`monitoring-row-${amara.uid}`).getByTestId('minutes').innerText()), { timeout: 60_000 }).toBeGreaterThanOrEqual(minutesBefore + 3);
});
