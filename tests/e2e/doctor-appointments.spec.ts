import { expect, test, type Locator, type Page, type TestInfo } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, OTHER_PATIENTS } from '../../scripts/seed/accounts';
import { DEMO_DOCTOR_ADDRESS } from '../../scripts/seed/people';
import { admin, openSignedIn } from './support';
import { EFFECT_TIMEOUT_MS } from '../effects';

const grace = OTHER_PATIENTS.find((p) => p.uid === 'demo-patient-grace')!;
const GREEN = 'rgb(25, 135, 84)';
const BLUE = 'rgb(13, 110, 253)';
const LIGHT_GREEN = 'rgb(136, 255, 136)';
const BLACK = 'rgb(0, 0, 0)';

/**
 * Three days ahead, early in the morning: no demo appointment is at these times. Each attempt books in an
 * hour of its own (6 a.m., then 5 a.m. on the retry), so a retry never meets the bookings and e-mails of
 * the attempt before it.
 */
const day = new Date();
day.setDate(day.getDate() + 3);
const dateInput = (hour: number, minute: number) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
const inNextMonth = day.getMonth() !== new Date().getMonth();

const hourOf = (testInfo: TestInfo) => 6 - testInfo.retry;

/** The demo doctor's appointments with Grace booked by this attempt (in its hour of the chosen day), with their reminders. */
async function bookedWithGrace(hour: number) {
  const { db } = admin();
  const start = new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour, 0);
  const end = new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour + 1, 0);
  const appointments = await db
    .collection('appointments')
    .where('doctorID', '==', DEMO_ACCOUNTS.doctor.uid)
    .where('userID', '==', grace.uid)
    .get();
  const booked = appointments.docs.filter((d) => {
    const at = d.get('datetime').toDate() as Date;
    return at >= start && at < end;
  });
  const reminders = await Promise.all(booked.map((d) => db.doc(`reminders/${d.id}`).get()));
  return booked.map((d, i) => ({
    id: d.id,
    time: (d.get('datetime').toDate() as Date).toTimeString().slice(0, 5),
    isOnline: d.get('isOnline') as boolean,
    location: d.get('location'),
    reminder: reminders[i].data() ?? null,
  }));
}

/** The mail sink (maildev) started beside the emulators. */
const mailApi = `http://127.0.0.1:${process.env.MAIL_WEB_PORT ?? 1080}/api/email`;

async function showBookedMonth(page: Page) {
  if (inNextMonth) await page.getByRole('main').locator('.fc-next-button').click();
}

function event(scope: Locator, time: string): Locator {
  return scope.locator('.fc-event').filter({ hasText: time });
}

function coloured(scope: Locator, colour: string): Locator {
  return scope.locator(`.fc-event[style*="background-color: ${colour}"]`);
}

/** Removes what an attempt that failed half-way left: its appointments and their reminders. */
async function cancelLeftovers(hour: number) {
  const { db } = admin();
  for (const { id } of await bookedWithGrace(hour)) await Promise.all([db.doc(`appointments/${id}`).delete(), db.doc(`reminders/${id}`).delete()]);
}

test('books online and in-person appointments, shows them on both calendars, and cancels them with an e-mail', async ({ page }, testInfo) => {
  // A long journey through three pages.
  test.setTimeout(240_000);
  const hour = hourOf(testInfo);
  const at = (minute: number) => `${hour}:${minute}a`;
  try {
    await bookAndCancel(page, hour, at);
  } finally {
    await cancelLeftovers(hour);
  }
});

async function bookAndCancel(page: Page, hour: number, at: (minute: number) => string) {
  await openSignedIn(page, DEMO_ACCOUNTS.doctor.email, DEMO_PASSWORD);
  const main = page.getByRole('main');

  await main.getByRole('button', { name: 'BOOK APPOINTMENT' }).click();
  await expect(page).toHaveURL(/\/app\/calendar$/);
  const form = main.locator('form');

  await form.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(form.getByText('Please select a patient.')).toBeVisible();
  await expect(form.getByText('Date and time is required')).toBeVisible();
  await expect(form.getByText('Error: Check the fields')).toBeVisible();

  // Online at 6:08, booked at 6:15; in person at 6:44, booked at 6:45 (5:08 and 5:44 on the retry).
  await form.getByLabel('Patient').selectOption({ label: "Grace O'Brien" });
  await form.getByLabel('Date and time').fill(dateInput(hour, 8));
  await form.getByLabel('Online').check();
  await form.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(form.getByText('Success')).toBeVisible();

  // Editing the form clears the last booking's 'Success', so the next one is this booking's own.
  await form.getByLabel('Date and time').fill(dateInput(hour, 44));
  await expect(form.getByText('Success')).toBeHidden();
  await form.getByLabel('In-person').check();
  await form.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(form.getByText('Success')).toBeVisible();

  // Each appointment is written with its reminder.
  const booked = await bookedWithGrace(hour);
  expect(booked.sort((a, b) => a.time.localeCompare(b.time))).toEqual([
    {
      id: expect.any(String),
      time: `0${hour}:15`,
      isOnline: true,
      location: expect.stringMatching(/^https:\/\//),
      reminder: expect.objectContaining({ doctorID: DEMO_ACCOUNTS.doctor.uid, userID: grace.uid, isRead: false, isFavourite: false }),
    },
    {
      id: expect.any(String),
      time: `0${hour}:45`,
      isOnline: false,
      location: DEMO_DOCTOR_ADDRESS,
      reminder: expect.objectContaining({ doctorID: DEMO_ACCOUNTS.doctor.uid, userID: grace.uid, isRead: false }),
    },
  ]);

  // The booking calendar: Grace's appointments with the second doctor are black (one of them,
  // 4 days ago or tomorrow, is always in this month); other own appointments are blue; the two
  // new ones, own with the selected patient, light green.
  await expect(main.getByText("Selected patient's appointment with another doctor")).toBeVisible();
  await expect(coloured(main, BLACK).first()).toHaveText(/Appt/);
  await expect(coloured(main, BLUE).first()).toHaveText(/Appt/);
  await showBookedMonth(page);
  await expect(event(main, at(15))).toHaveText(/Appt/);
  await expect(event(main, at(15))).toHaveCSS('background-color', LIGHT_GREEN);
  await expect(event(main, at(45))).toHaveCSS('background-color', LIGHT_GREEN);

  // The dashboard calendar: online green, in person blue.
  await page.goto('/');
  await showBookedMonth(page);
  await expect(event(main, at(15))).toHaveText(/Online/);
  await expect(event(main, at(15))).toHaveCSS('background-color', GREEN);
  await expect(event(main, at(45))).toHaveText(/In-person/);
  await expect(event(main, at(45))).toHaveCSS('background-color', BLUE);

  // Cancelling: both appointments go, and the patient is e-mailed.
  await page.goto('/app/calendar');
  await showBookedMonth(page);
  for (const time of [at(15), at(45)]) {
    await event(main, time).click();
    const dialog = page.getByRole('dialog', { name: 'Appointment' });
    await expect(dialog).toContainText("Grace O'Brien");
    await dialog.getByRole('button', { name: 'Cancel Appointment' }).click();
    await expect(dialog).toBeHidden();
    await expect(event(main, time)).toHaveCount(0);
  }

  // Appointments and reminders are gone; the cancellation e-mails were queued and delivered.
  expect(await bookedWithGrace(hour)).toEqual([]);
  await expect
    .poll(async () => {
      const queued = await admin().db.collection('emails').where('to', '==', grace.email).get();
      return queued.docs
        .filter((d) => d.get('message.subject') === 'Appointment cancelled' && d.get('delivery.state') === 'SUCCESS')
        .map((d) => (d.get('message.text') as string).match(new RegExp(`\\b${hour}:[14]5:00`))?.[0])
        .filter(Boolean)
        .sort();
    }, { timeout: EFFECT_TIMEOUT_MS })
    .toEqual([`${hour}:15:00`, `${hour}:45:00`]);
  await expect
    .poll(async () => {
      const response = await fetch(`${mailApi}?${new URLSearchParams({ 'to.address': grace.email })}`);
      const mails = (await response.json()) as { subject: string; text: string }[];
      return mails.filter((m) => m.subject === 'Appointment cancelled' && new RegExp(`\\b${hour}:15:00`).test(m.text)).length;
    }, { timeout: EFFECT_TIMEOUT_MS })
    .toBe(1);
}

test("clicking another doctor's appointment does nothing", async ({ page }) => {
  await openSignedIn(page, DEMO_ACCOUNTS.doctor.email, DEMO_PASSWORD, '/app/calendar');
  const main = page.getByRole('main');
  await main.locator('form').getByLabel('Patient').selectOption({ label: "Grace O'Brien" });
  // The second doctor's appointments with Grace are 4 days ago and tomorrow: one is in this month.
  const black = coloured(main, BLACK).first();
  await expect(black).toBeVisible();
  await black.click();
  // Had that click opened Grace's appointment, its dialog would be the one showing now.
  await coloured(main, BLUE).first().click();
  const dialog = page.getByRole('dialog', { name: 'Appointment' });
  await expect(dialog.getByRole('button', { name: 'Cancel Appointment' })).toBeVisible();
  await expect(dialog).not.toContainText("Grace O'Brien");
  await expect(page.getByRole('dialog')).toHaveCount(1);

  // By keyboard: the doctor's own appointments are buttons that Enter opens; the other doctor's are not focusable.
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(black).not.toHaveAttribute('tabindex');
  const own = coloured(main, BLUE).first();
  await expect(own).toHaveAttribute('role', 'button');
  await own.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Cancel Appointment' })).toBeVisible();
});
