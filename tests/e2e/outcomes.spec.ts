import { expect, test } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../scripts/seed/accounts';
import { openSignedIn } from './support';

const patient = DEMO_ACCOUNTS.patient;
/** The scoring trigger's first run may wait for a cold functions emulator. */
const SCORED = { timeout: 60_000 };

test('on his phone the demo patient reports pain 8 after his session and answers the due LEFS; the doctor sees both in the trends', async ({ browser }) => {
  test.setTimeout(120_000);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const patientPage = await phone.newPage();
  await openSignedIn(patientPage, patient.email, DEMO_PASSWORD, '/patient-home');

  // The check-in after his latest session: pain now 8, effort 6.
  const checkIn = patientPage.getByTestId('check-in');
  await expect(checkIn.getByRole('heading', { name: 'How did your session go?' })).toBeVisible();
  await checkIn.getByRole('group', { name: 'Pain now' }).getByText('8', { exact: true }).click();
  await checkIn.getByRole('group', { name: 'How hard was it?' }).getByText('6', { exact: true }).click();
  await checkIn.getByRole('button', { name: 'Save' }).click();
  await expect(checkIn.getByTestId('check-in-saved')).toHaveText('Saved: pain 8/10, effort 6/10.');

  // The LEFS the seed left due this week, from the bell's count and the home's list.
  await expect(patientPage.getByRole('button', { name: /Notifications/ })).toContainText(/[1-9]/);
  await patientPage.getByTestId('due-questionnaires').getByRole('link', { name: /Lower Extremity Functional Scale/ }).click();
  await expect(patientPage.getByRole('heading', { level: 1, name: 'Lower Extremity Functional Scale' })).toBeVisible();
  for (let n = 1; n <= 20; n += 1) {
    await patientPage.getByTestId(`item-lefs-${n}`).getByText('3 – A little bit of difficulty').click();
  }
  await patientPage.getByRole('button', { name: 'Submit' }).click();
  await expect(patientPage.getByTestId('due-questionnaires')).toHaveCount(0);

  // The doctor's dashboard: the LEFS from 34 to 60 (20 items × 3), more than its MCID of 9, and the pain of 8.
  const doctorPage = await (await browser.newContext()).newPage();
  await openSignedIn(doctorPage, DEMO_ACCOUNTS.doctor.email, DEMO_PASSWORD, `/patients/${patient.uid}`);
  const panel = doctorPage.getByTestId('outcomes-panel');
  await expect(panel.getByRole('heading', { name: 'Patient-reported outcomes' })).toBeVisible();
  await expect(panel.getByTestId('outcome-change-lefs')).toHaveText('34 → 60 (+26): at least the MCID of 9.', SCORED);
  await expect(panel.getByTestId('outcome-change-pain')).toContainText('→ 8 (');
  await expect(panel.getByTestId('outcome-trend-lefs').getByRole('img', { name: 'LEFS (0–80) over time' })).toBeVisible();
});
