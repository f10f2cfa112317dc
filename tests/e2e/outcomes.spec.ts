import { Timestamp } from 'firebase-admin/firestore';
import type { TriageAlert } from '@rehab/model/collections';
import { ROUTES, routePath } from '@rehab/model/routes';
import { expect, test } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../scripts/seed/accounts';
import { admin, openFromMenu, openSignedIn } from './support';
import { EFFECT_TIMEOUT_MS } from '../effects';

const patient = DEMO_ACCOUNTS.patient;
/** The scoring trigger's first run may wait for a cold functions emulator. */
const SCORED = { timeout: 60_000 };
const PATIENT_NAME = `${patient.firstName} ${patient.lastName}`;
const DOCTOR = `${DEMO_ACCOUNTS.doctor.firstName} ${DEMO_ACCOUNTS.doctor.lastName}`;
const minutesOf = async (text: Promise<string>) => Number((await text).match(/\d+/)![0]);
/** A patient's day ('YYYY-MM-DD') as the app writes it in English. */
const dayText = (key: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${key}T12:00:00Z`));

test('on his phone the demo patient reports pain 7 after his session and answers the due LEFS; the doctor sees both in the trends, and the pain alert first in his triage inbox with its evidence; a pain of 9 reopens it once acknowledged', async ({ browser }) => {
  test.setTimeout(180_000);
  // The doctor's minutes with the patient this month, before he handles the alert.
  const doctorPage = await (await browser.newContext()).newPage();
  await openSignedIn(doctorPage, DEMO_ACCOUNTS.doctor.email, DEMO_PASSWORD);
  await openFromMenu(doctorPage, 'Remote monitoring', ROUTES['monitoring.overview']);
  const monitoringRow = doctorPage.getByTestId(`monitoring-row-${patient.uid}`);
  await expect(monitoringRow).toBeVisible({ timeout: EFFECT_TIMEOUT_MS });
  const minutesBefore = await minutesOf(monitoringRow.getByTestId('minutes').innerText());

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const patientPage = await phone.newPage();
  await openSignedIn(patientPage, patient.email, DEMO_PASSWORD, '/patient-home');

  // The check-in after his latest session: pain now 7 (the alert's threshold), effort 6.
  const checkIn = patientPage.getByTestId('check-in');
  await expect(checkIn.getByRole('heading', { name: 'How did your session go?' })).toBeVisible();
  await checkIn.getByRole('group', { name: 'Pain now' }).getByText('7', { exact: true }).click();
  await checkIn.getByRole('group', { name: 'How hard was it?' }).getByText('6', { exact: true }).click();
  await checkIn.getByRole('button', { name: 'Save' }).click();
  await expect(checkIn.getByTestId('check-in-saved')).toHaveText('Saved: pain 7/10, effort 6/10.');

  // The LEFS the seed left due this week, from the bell's count and the home's list.
  await expect(patientPage.getByRole('button', { name: /Notifications/ })).toContainText(/[1-9]/);
  await patientPage.getByTestId('due-questionnaires').getByRole('link', { name: /Lower Extremity Functional Scale/ }).click();
  await expect(patientPage.getByRole('heading', { level: 1, name: 'Lower Extremity Functional Scale' })).toBeVisible();
  for (let n = 1; n <= 20; n += 1) {
    await patientPage.getByTestId(`item-lefs-${n}`).getByText('3 – A little bit of difficulty').click();
  }
  await patientPage.getByRole('button', { name: 'Submit' }).click();
  await expect(patientPage.getByTestId('due-questionnaires')).toHaveCount(0);

  // The doctor's dashboard: the LEFS from 34 to 60 (20 items × 3), more than its MCID of 9, and the pain of 7.
  await doctorPage.goto(`/patients/${patient.uid}`);
  const panel = doctorPage.getByTestId('outcomes-panel');
  await expect(panel.getByRole('heading', { name: 'Patient-reported outcomes' })).toBeVisible();
  await expect(panel.getByTestId('outcome-change-lefs')).toHaveText('34 → 60 (+26): at least the MCID of 9.', SCORED);
  await expect(panel.getByTestId('outcome-change-pain')).toContainText('→ 7 (');
  await expect(panel.getByTestId('outcome-trend-lefs').getByRole('img', { name: 'LEFS (0–80) over time' })).toBeVisible();

  // The triage inbox: the pain of 7 first (the most severe kind), with its evidence.
  await openFromMenu(doctorPage, 'Triage', ROUTES['triage.inbox']);
  await expect(doctorPage.getByRole('heading', { level: 1, name: 'Triage' })).toBeVisible();
  const alerts = doctorPage.getByRole('list', { name: 'Alerts, most severe first' });
  const first = alerts.getByRole('listitem').first();
  await expect(first).toContainText('Pain', SCORED);
  await expect(first).toContainText(PATIENT_NAME);
  await expect(first).toContainText(/Reported pain 7\/10 on /);
  // Other kinds the seeded records opened: Amara's setback (her knee's largest angle fell), filtered by kind.
  await doctorPage.getByText(/^Range of motion \(\d+\)$/).click();
  await expect(alerts.getByRole('listitem').first()).toContainText(/Knee Brace Right: the largest angle fell by [\d.]+°/);
  await doctorPage.getByText(/^All \(\d+\)$/).click();

  // Its evidence: the value against its threshold on its day, and the session it followed, one click from its chart.
  const alertRef = admin().db.doc(`triageAlerts/${patient.uid}_pain`);
  const { evidence } = (await alertRef.get()).data() as TriageAlert;
  const [{ sessionId, day: sessionDay }] = evidence.records;
  const openedBy = async () => ((await alertRef.get()).get(`openedBy.${DEMO_ACCOUNTS.doctor.uid}`) as Timestamp | undefined)?.toMillis() ?? 0;
  await first.getByRole('button', { name: 'Review' }).click();
  await expect(first.getByText(`Pain 7/10 on ${dayText(String(evidence.values.day))}, threshold 7.`)).toBeVisible();
  // The server noted the row's opening (the callable's first run may wait for a cold functions emulator).
  await expect.poll(openedBy, { timeout: EFFECT_TIMEOUT_MS }).toBeGreaterThan(0);
  const firstOpening = await openedBy();
  await first.getByRole('link', { name: `Chart of the session of ${dayText(sessionDay)}: pain 7/10 after it` }).click();
  await expect(doctorPage).toHaveURL(new RegExp(`${routePath('app.sessionChart', { uid: patient.uid, sessionId: sessionId! })}$`));
  await expect(doctorPage.getByLabel('Session', { exact: true })).toHaveValue(sessionId!);
  await doctorPage.goBack();

  // Three minutes with the alert open, as the server saw it open (the server's clock counts, not the page's): the
  // second opening of the row, after the chart's.
  await first.getByRole('button', { name: 'Review' }).click();
  await expect.poll(openedBy).toBeGreaterThan(firstOpening);
  await alertRef.update({ [`openedBy.${DEMO_ACCOUNTS.doctor.uid}`]: Timestamp.fromMillis(Date.now() - 3 * 60_000) });
  const note = `Called him: sore after a long walk, resting two days (${Date.now()}).`;
  await first.getByLabel("Note for the patient's history (optional)").fill(note);
  await first.getByRole('button', { name: 'Acknowledge' }).click();
  // The callable's first run may wait for a cold functions emulator.
  await expect(doctorPage.getByText('Alert acknowledged.')).toBeVisible(SCORED);
  await doctorPage.getByLabel('Show snoozed and acknowledged alerts').check();
  await expect(alerts.getByText(`Acknowledged by ${DOCTOR}`, { exact: false }).first()).toBeVisible();

  // The patient changes his pain to 9: worse than the 7 acknowledged, the alert is open again and says why.
  await checkIn.getByRole('button', { name: 'Change' }).click();
  await checkIn.getByRole('group', { name: 'Pain now' }).getByText('9', { exact: true }).click();
  await checkIn.getByRole('button', { name: 'Save' }).click();
  await expect(checkIn.getByTestId('check-in-saved')).toHaveText('Saved: pain 9/10, effort 6/10.');
  await doctorPage.getByLabel('Show snoozed and acknowledged alerts').uncheck();
  await expect(alerts.getByRole('listitem').first()).toContainText(
    `Open again, worse than when it was acknowledged: pain 9/10 on ${dayText(String(evidence.values.day))}, was 7/10.`,
    { timeout: EFFECT_TIMEOUT_MS },
  );
  await expect(alerts.getByRole('listitem').first()).toContainText(`Acknowledged by ${DOCTOR}`);

  // The note in the patient's history; the review's minutes in the month.
  await doctorPage.goto(`/patients/${patient.uid}`);
  await doctorPage.getByRole('tab', { name: 'History' }).click();
  await expect(doctorPage.getByRole('list', { name: 'Recorded changes, newest first' }).getByText(`${DOCTOR} acknowledged the pain alert: “${note}”.`)).toBeVisible();
  await openFromMenu(doctorPage, 'Remote monitoring', ROUTES['monitoring.overview']);
  // The review's three minutes are a server entry of the month; the month's minutes are the union of its entries (the
  // dashboard's own time overlaps them), so they grow, by up to three.
  const months = await admin().db.collection('managementTime').where('doctorId', '==', DEMO_ACCOUNTS.doctor.uid).where('patientId', '==', patient.uid).get();
  const reviews = months.docs.flatMap((month) => Object.entries(month.get('entries') as Record<string, { seconds: number; source: string }>)).filter(([id]) => id.startsWith('triage-pain-'));
  // From the row's opening (moved three minutes back) to the acknowledgement, a few seconds more; at most five minutes.
  expect(reviews.map(([, entry]) => entry.source)).toEqual(['server']);
  expect(reviews[0][1].seconds).toBeGreaterThanOrEqual(180);
  expect(reviews[0][1].seconds).toBeLessThanOrEqual(300);
  await expect.poll(async () => minutesOf(doctorPage.getByTestId(`monitoring-row-${patient.uid}`).getByTestId('minutes').innerText()), { timeout: 60_000 }).toBeGreaterThan(minutesBefore);
});
