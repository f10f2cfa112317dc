import { expect, test } from './fixtures';
import { admin, signIn, uniqueEmail } from './support';
import { EFFECT_TIMEOUT_MS } from '../effects';

/**
 * The installable, offline-tolerant app on a patient's phone: after one visit the service worker has the
 * app and Firestore's device cache the patient's data, so the home page (calendar and plans), the orders
 * and the profile show without a network, under an offline banner; a workout scheduled offline shows at
 * once and reaches the server, with its audit entry, when the connection is back. Every test makes its own patient.
 */
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 1200 } });
// One visit of three pages while the service worker precaches the whole build, then the same offline: on a busy machine
// that takes longer than a minute.
test.setTimeout(180_000);

const PASSWORD = 'Offline1234!';
const OFFLINE_BANNER = 'You are offline. This device shows what it saved; changes you make are sent when you are back online.';

/** A local date as the schedule spells it (YYYY-MM-DD), `days` from today: inside the month view's six weeks. */
function isoDateIn(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** An authorised patient with one personalized plan, already scheduled once. */
async function patientWithPlan() {
  const { auth, db } = admin();
  const email = uniqueEmail('offline');
  const { uid } = await auth.createUser({ email, password: PASSWORD, displayName: 'Olive Fields', emailVerified: true });
  await db.doc(`users/${uid}`).set({ firstName: 'Olive', lastName: 'Fields', email, isAuthorized: true, devices: {}, sessions: [] });
  const plan = db.collection('exerciseplan').doc();
  const planName = `Offline plan ${Date.now()}`;
  await plan.set({ id: plan.id, name: planName, device: 'Glove', exerciseArray: ['ex-grip-squeeze'], reps: [5], userID: uid });
  const scheduled = isoDateIn(1);
  await db.doc(`scheduledWorkouts/${uid}`).set({ [scheduled]: { 'evt-first': { name: planName, isPublic: false, exerciseId: plan.id, doctorId: uid } } });
  await db.doc(`scheduledWorkoutsByExercise/${plan.id}`).set({ [uid]: { [scheduled]: ['evt-first'] } });
  return { uid, email, planId: plan.id, planName, scheduled };
}

test('after one visit the patient home, orders and profile show offline, and a workout scheduled offline is saved once back online', async ({ page, context }) => {
  const patient = await patientWithPlan();
  const calendar = page.getByTestId('workout-schedule');
  // The month is drawn once it is near the screen: on a phone the patient scrolls down to it.
  const eventOn = async (date: string) => {
    await calendar.scrollIntoViewIfNeeded();
    return calendar.locator(`td[data-date="${date}"] .fc-event`, { hasText: patient.planName });
  };

  // The one visit: the home page, the orders and the profile, while the service worker installs.
  await signIn(page, patient.email, PASSWORD);
  await expect(await eventOn(patient.scheduled)).toBeVisible();
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
  await page.goto('/patient/profile');
  await expect(page.getByRole('heading', { name: 'Olive Fields', level: 1 })).toBeVisible();
  await page.goto('/patient-home');
  await expect(await eventOn(patient.scheduled)).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  // Chromium turns navigator.onLine back to true when the service worker answers a navigation (microsoft/playwright#2311),
  // although the network stays off: each page starts as on a network that lets nothing through, and the browser then
  // says it is offline again, as a phone's does; the app has to work in both cases and show the banner in the second.
  const devtools = await context.newCDPSession(page);
  const emulateOffline = (offline: boolean) =>
    devtools.send('Network.emulateNetworkConditions', { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  const openOffline = async (path: string) => {
    await page.goto(path);
    await emulateOffline(true);
  };

  await context.setOffline(true);
  await openOffline('/patient-home');
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeVisible({ timeout: EFFECT_TIMEOUT_MS });
  await expect(await eventOn(patient.scheduled)).toBeVisible({ timeout: EFFECT_TIMEOUT_MS });
  await expect(page.getByTestId('personalized-plans').getByText(patient.planName)).toBeVisible();

  // Scheduled offline: shown at once, kept on the device, not yet on the server.
  const date = isoDateIn(2);
  await calendar.getByRole('button', { name: 'New Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Event' });
  await dialog.getByLabel('Date').fill(date);
  await dialog.getByLabel(patient.planName).check();
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText(`${patient.planName} scheduled on ${date}.`)).toBeVisible();
  await expect(await eventOn(date)).toBeVisible();
  const serverDocument = async () => ((await admin().db.doc(`scheduledWorkouts/${patient.uid}`).get()).data() ?? {}) as Record<string, unknown>;
  // The schedule's dates (the document also names its newest audit entry).
  const serverSchedule = async () => {
    const { auditId: _auditId, ...dates } = await serverDocument();
    return dates;
  };
  expect(Object.keys(await serverSchedule())).toEqual([patient.scheduled]);

  // The other pages of the visit, offline too.
  await openOffline('/orders');
  await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeVisible();
  await openOffline('/patient/profile');
  await expect(page.getByRole('heading', { name: 'Olive Fields', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeVisible();

  // Back online: the workout reaches the server, with its plan's index entry.
  await emulateOffline(false);
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeHidden();
  await expect.poll(async () => Object.keys(await serverSchedule()).sort(), { timeout: EFFECT_TIMEOUT_MS }).toEqual([patient.scheduled, date].sort());
  const [eventId] = Object.keys((await serverSchedule())[date] as Record<string, unknown>);
  expect((await serverSchedule())[date]).toEqual({ [eventId]: { name: patient.planName, isPublic: false, exerciseId: patient.planId, doctorId: patient.uid } });
  await expect.poll(async () => (await admin().db.doc(`scheduledWorkoutsByExercise/${patient.planId}`).get()).data()).toEqual({
    [patient.uid]: { [patient.scheduled]: ['evt-first'], [date]: [eventId] },
  });
  // Recorded in the patient's history in the same batch, by the patient as their record names them.
  const { auditId } = (await serverDocument()) as { auditId: string };
  expect((await admin().db.doc(`auditLog/${auditId}`).get()).data()).toMatchObject({
    actorUid: patient.uid,
    actorRole: 'patient',
    actorName: 'Olive Fields',
    action: 'schedule.added',
    target: { collection: 'scheduledWorkouts', id: patient.uid },
    patientUid: patient.uid,
    changes: { [date]: { before: {}, after: { [eventId]: { name: patient.planName, isPublic: false, exerciseId: patient.planId, doctorId: patient.uid } } } },
  });
});
