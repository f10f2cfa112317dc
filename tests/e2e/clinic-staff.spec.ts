/**
 * The clinic's staff at their work (issue 51), as Northside Rehab's seeded members: the front desk books for the
 * physical therapist on her calendar (and cancels it again) and cannot open the patient's dashboard or charts, which
 * tell him they are not for his role; the biller closes the clinic's previous month and downloads its CSV, whose
 * therapist's line carries the modifiers GP CQ (her assistant's 8 of its 25 minutes: scripts/seed/rtm.ts).
 *
 * The month the biller closes is the previous one (the only month over, so the only one a close closes), for every
 * clinician of the clinic: the demo doctor's too, which billing.spec.ts closes as well; each accepts the other's close
 * (closing again changes nothing), and no other test writes time into that month. A retry finds it closed already.
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_TIME_ZONE } from '@rehab/model/monitoring';
import { monthOfInstant, previousMonth } from '@rehab/model/rtmClaims';
import { ROUTES, routePath } from '@rehab/model/routes';
import { expect, test, type Download } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_CLINICS, DEMO_PASSWORD, PATIENT_OF_BOTH_CLINICS } from '../../scripts/seed/accounts';
import { admin, openFromMenu, openSignedIn } from './support';
import { EFFECT_TIMEOUT_MS, waitForEffect } from '../effects';

const { frontDesk, biller, clinician, assistant } = DEMO_ACCOUNTS;
const therapist = `${clinician.firstName} ${clinician.lastName}`;
const ravi = PATIENT_OF_BOTH_CLINICS;
const RAVI = `${ravi.firstName} ${ravi.lastName}`;
/** The seed's months are UTC ones (the demo clinicians store no zone): the previous month is over for both. */
const LAST_MONTH = previousMonth(monthOfInstant(Date.now(), DEFAULT_TIME_ZONE));
/** The functions may wait for their emulator to start a worker; the listeners for their writes. */
const EFFECT = { timeout: EFFECT_TIMEOUT_MS };
test.describe.configure({ timeout: 240_000 });

/** A datetime-local value (the browser's zone, which is the test's machine's) some days ahead at an hour. */
function localInput(daysAhead: number, hour: number): { value: string; at: Date } {
  const at = new Date();
  at.setDate(at.getDate() + daysAhead);
  at.setHours(hour, 0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { value: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:00`, at };
}

test('the front desk books for the therapist on her calendar, cancels it, and cannot open the patient’s records', async ({ page }) => {
  // each attempt books an hour of its own, so that a retry tells its booking from an earlier one's
  const { value, at } = localInput(9, 9 + test.info().retry);
  await openSignedIn(page, frontDesk.email, DEMO_PASSWORD);
  await expect(page).toHaveURL((url) => url.pathname === ROUTES['app.clinic']);
  await expect(page.getByRole('main').getByText(/Your role: Front desk\./)).toBeVisible(EFFECT);
  await openFromMenu(page, 'Calendar', ROUTES['clinic.calendar']);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Clinic calendar' })).toBeVisible();

  // The therapist's calendar: the seed's appointments with Ravi to come.
  const form = main.getByRole('form', { name: 'Book an appointment' });
  await form.getByLabel('Clinician').selectOption({ label: therapist });
  await expect(main.getByRole('heading', { name: `Calendar of ${therapist}` })).toBeVisible();
  const rows = main.getByTestId('clinic-appointment');
  await expect(rows.first()).toContainText(RAVI, EFFECT);
  const before = await rows.allTextContents();

  // Book: the patient picked among the clinic's contacts (his e-mail and phone shown), in person at the clinic.
  await form.getByLabel('Patient').selectOption(ravi.uid);
  await expect(form.getByTestId('contact-details')).toContainText(ravi.email);
  await form.getByLabel('Date and time').fill(value);
  await form.getByRole('button', { name: 'Book appointment' }).click();
  await expect(form.getByTestId('booking-status')).toContainText(`Booked: ${RAVI} with ${therapist} on`, EFFECT);
  const booked = await waitForEffect('the booked appointment', async () => {
    const found = await admin().db.collection('appointments').where('doctorID', '==', clinician.uid).where('userID', '==', ravi.uid).get();
    return found.docs.find((doc) => doc.get('datetime').toMillis() === at.getTime());
  });
  expect(booked.data()).toMatchObject({ clinicId: DEMO_CLINICS.northside.id, isOnline: false, inCare: true });
  await expect(rows).toHaveCount(before.length + 1, EFFECT);

  // Cancel it again, after a confirmation.
  const added = (await rows.allTextContents()).findIndex((text) => !before.includes(text));
  await rows.nth(added).getByRole('button', { name: 'Move or cancel' }).click();
  const dialog = page.getByRole('dialog', { name: `Appointment of ${RAVI}` });
  await expect(dialog).toContainText(therapist);
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel the appointment' });
  await expect(confirm).toContainText('The patient is told by e-mail.');
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden(EFFECT);
  await expect(rows).toHaveCount(before.length, EFFECT);
  await expect.poll(async () => (await booked.ref.get()).exists, EFFECT).toBe(false);

  // Nothing clinical: the patient's dashboard and the charts tell him they are not for his role.
  for (const path of [routePath('patients.patientDashboard', { uid: ravi.uid }), routePath('app.charts')]) {
    await page.goto(path);
    await expect(main.getByTestId('not-for-your-role')).toContainText('This page is not for your role', EFFECT);
    await expect(main.getByText(RAVI)).toHaveCount(0);
  }
});

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

async function downloadedRows(download: Download): Promise<Record<string, string>[]> {
  const [header, ...rows] = parseCsv(readFileSync((await download.path())!, 'utf8'));
  return rows.map((row) => Object.fromEntries(header.map((column, index) => [column, row[index]])));
}

test('the biller closes the clinic’s month and downloads its CSV with the modifiers', async ({ page }) => {
  await openSignedIn(page, biller.email, DEMO_PASSWORD);
  await openFromMenu(page, 'Billing', ROUTES['clinic.billing']);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: `Billing of ${DEMO_CLINICS.northside.name}` })).toBeVisible(EFFECT);
  await expect(main.getByLabel('Month')).toHaveValue(LAST_MONTH);

  // The therapist's month: Ravi's management line carries GP CQ, and says whose minutes they were.
  await main.getByLabel('Clinician').selectOption({ label: therapist });
  const line = main.getByTestId('claim-line').filter({ hasText: RAVI }).filter({ has: page.getByTestId('line-code').getByText('98980') });
  await expect(line.getByTestId('line-modifiers')).toHaveText('GP CQ');
  await expect(line.getByTestId('line-minutes-by')).toContainText(`${assistant.firstName} ${assistant.lastName} (assistant): 8 min`);

  // Close the month for the clinic (a retry finds it closed).
  const state = main.getByTestId('month-state');
  if (!(await state.textContent())!.includes('Closed')) {
    await main.getByRole('button', { name: 'Close month' }).click();
    const confirm = page.getByRole('alertdialog', { name: /^Close .+ for the clinic\?$/ });
    await expect(confirm).toContainText(therapist);
    await confirm.getByRole('button', { name: 'OK' }).click();
  }
  await expect(state).toContainText(/Closed on .+ by you/, EFFECT);
  const closure = await admin().db.doc(`rtmMonthClosures/${clinician.uid}_${LAST_MONTH}`).get();
  expect(closure.get('closedBy')).toBe(biller.uid);
  // Every clinician's month is closed now, the demo doctor's too (by the biller or by himself).
  await main.getByLabel('Clinician').selectOption({ label: 'All clinicians' });
  const states = main.getByTestId('clinician-state');
  await expect(states.first()).toBeVisible();
  for (const text of await states.allTextContents()) expect(text).toContain('Closed');
  await expect(main.getByRole('button', { name: 'Close month' })).toHaveCount(0);

  // The CSV of the clinic's lines: the therapist's named, with the modifier list.
  const [download] = await Promise.all([page.waitForEvent('download'), main.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`rtm-claims-northside-rehab-${LAST_MONTH}.csv`);
  const rows = await downloadedRows(download);
  const ravis = rows.find((row) => row.clinician === therapist && row.patientId === ravi.uid && row.code === '98980');
  expect(ravis).toMatchObject({ doctorId: clinician.uid, patientName: RAVI, modifiers: 'GP CQ', minutes: '25' });
  expect(ravis!.minutesBy).toContain(`${assistant.firstName} ${assistant.lastName} (assistant): 8 min`);
});
