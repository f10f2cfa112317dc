/**
 * A reminder from the server to the patient's notification, in the full Chromium (its headless shell refuses
 * notifications): the demo patient turns push on, with the permission granted; no vendor push service is reachable
 * here, so an init script makes PushManager.subscribe answer with a subscription to a local push service
 * (tests/emulator/functions/pushEndpoint.ts) that decrypts each message as a browser would (RFC 8291). The reminders
 * run goes as `npm run reminders:tick -- --at <instant>` sends it: the sendReminders handler in the Functions emulator,
 * for the instant of the patient's daily reminder, through web-push to the local service (whose certificate the
 * emulators trust, scripts/lib/pushEndpointCertificate.ts). The decrypted payload goes to the service worker through the DevTools protocol
 * (ServiceWorker.deliverPushMessage), the notification shows, and its click opens the patient home. Headless Chromium
 * has no notification to click: the worker is handed the `notificationclick` a click dispatches, with the notification
 * it shows, by evaluating in the worker (Playwright's Worker.evaluate, the DevTools protocol's Runtime.evaluate).
 */
import { existsSync } from 'node:fs';
import { REMINDER_TEXTS, zonedInstant, type ReminderPayload } from '@rehab/model/reminders';
import { ROUTES } from '@rehab/model/routes';
import { runScheduledJob } from '../../scripts/lib/localScheduler';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../scripts/seed/accounts';
import { startPushEndpoint } from '../emulator/functions/pushEndpoint';
import { expect, test } from './fixtures';
import { admin, openSignedIn } from './support';
import { EFFECT_TIMEOUT_MS } from '../effects';

const FULL_CHROMIUM = process.env.CHROMIUM_FULL_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));
const PATIENT = DEMO_ACCOUNTS.patient;

test.use({
  serviceWorkers: 'allow',
  viewport: { width: 390, height: 844 },
  launchOptions: { executablePath: FULL_CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'] },
});
// The service worker precaches the whole build before it takes the page.
test.setTimeout(240_000);

/** The last day of the demo patient's schedule (in the future, so without a session) and its daily reminder's instant. */
async function nextDailyReminder(): Promise<{ day: string; at: Date }> {
  const { db } = admin();
  const [schedule, user, settings] = await Promise.all(
    [`scheduledWorkouts/${PATIENT.uid}`, `users/${PATIENT.uid}`, `reminderSettings/${PATIENT.uid}`].map((path) => db.doc(path).get()),
  );
  const day = Object.keys(schedule.data() ?? {})
    .filter((key) => /^\d{4}-\d{2}-\d{2}$/.test(key))
    .sort()
    .at(-1)!;
  return { day, at: new Date(zonedInstant(day, settings.get('dailyTime'), user.get('timeZone') ?? 'UTC')) };
}

test('the demo patient turns push on, the daily reminder shows as a notification that opens his home, then he turns push off and saves his choices', async ({ page, context, baseURL }) => {
  expect(FULL_CHROMIUM, 'the full Chromium (Debian package chromium), or CHROMIUM_FULL_PATH').toBeTruthy();
  const push = await startPushEndpoint();
  const { db } = admin();
  const device = push.subscribe();
  const { day, at } = await nextDailyReminder();
  const seededLastSent = (await db.doc(`reminderStatus/${PATIENT.uid}`).get()).get('lastSentAt') ?? null;
  const seededSettings = (await db.doc(`reminderSettings/${PATIENT.uid}`).get()).data()!;
  try {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    // The browser's subscription, as a vendor's push service would give it, kept across the test's page loads.
    await page.addInitScript((subscription) => {
      const KEY = 'test.pushSubscription';
      const fake = () => ({
        endpoint: subscription.endpoint,
        expirationTime: null,
        toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
        unsubscribe: async () => {
          sessionStorage.removeItem(KEY);
          return true;
        },
      });
      PushManager.prototype.subscribe = async function subscribe() {
        sessionStorage.setItem(KEY, '1');
        return fake() as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function getSubscription() {
        return (sessionStorage.getItem(KEY) ? fake() : null) as unknown as PushSubscription | null;
      };
    }, device);

    await openSignedIn(page, PATIENT.email, DEMO_PASSWORD, ROUTES['patient.patientProfile']);
    const reminders = page.getByTestId('reminders-card');
    await expect(reminders.getByRole('heading', { name: 'Reminders' })).toBeVisible();
    // The worker takes the page only after a load once it is active: the notification's click needs an app window.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect(reminders.getByRole('heading', { name: 'Reminders' })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await reminders.getByRole('button', { name: 'Turn on notifications on this device' }).click();
    await expect(reminders.getByText('This device receives your reminders.')).toBeVisible();
    await expect(reminders.getByTestId('push-devices').getByRole('listitem').filter({ hasText: 'This device' })).toContainText('Chrome on Windows'); // the project's Desktop Chrome user agent
    const stored = async () => (await db.collection('pushSubscriptions').where('endpoint', '==', device.endpoint).get()).docs.map((doc) => doc.data());
    await expect.poll(async () => (await stored()).map(({ userId, keys }) => ({ userId, keys }))).toEqual([{ userId: PATIENT.uid, keys: device.keys }]);

    // The reminders run at the daily reminder's instant sends through web-push to the local push service.
    const { result: sent } = (await runScheduledJob('sendReminders', at)) as { result: { patientId: string; kind: string; channel: string }[] };
    expect(sent.filter(({ patientId, kind }) => patientId === PATIENT.uid && kind === 'daily').map(({ channel }) => channel)).toEqual(['push']);
    expect(push.errors).toEqual([]);
    const [message] = push.received.filter(({ subscriptionId, text }) => subscriptionId === device.id && (JSON.parse(text) as ReminderPayload).kind === 'daily');
    const payload = JSON.parse(message.text) as ReminderPayload;
    expect({ title: payload.title, body: payload.body, url: payload.url }).toEqual({ ...REMINDER_TEXTS.daily, url: ROUTES['patient.home'] });

    // The push service hands the message to the browser, which wakes the worker with it.
    const devtools = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) => {
      devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find(({ scopeURL, isDeleted }) => scopeURL === `${baseURL}/` && !isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await devtools.send('ServiceWorker.enable');
    await devtools.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId: await registration, data: message.text });

    const shown = () =>
      page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body }) => ({ title, body })));
    // The worker may first have to be started for the message, on a busy machine in seconds.
    await expect.poll(shown, { timeout: EFFECT_TIMEOUT_MS }).toEqual([{ title: payload.title, body: payload.body }]);

    const [worker] = context.serviceWorkers();
    await worker.evaluate(async () => {
      // The worker's global scope (the tests are typed for pages, not workers).
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
        dispatchEvent: (event: Event) => boolean;
      };
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    });
    await expect(page).toHaveURL(new RegExp(`${ROUTES['patient.home']}$`));
    await expect(page.getByTestId('workout-schedule')).toBeVisible();
    await expect.poll(shown).toEqual([]);

    // Turned off here: the device leaves the list and the server's subscriptions.
    await page.goto(ROUTES['patient.patientProfile']);
    await reminders.getByRole('button', { name: 'Turn off on this device' }).click();
    await expect(reminders.getByRole('button', { name: 'Turn on notifications on this device' })).toBeVisible();
    await expect(reminders.getByTestId('push-devices')).not.toContainText('This device');
    // The list shows the local write at once; the server has it soon after.
    await expect.poll(async () => (await db.collection('pushSubscriptions').where('endpoint', '==', device.endpoint).get()).size).toBe(0);

    // His choices, saved from the form.
    await reminders.getByLabel('Daily reminder at').fill('07:30');
    await reminders.getByRole('button', { name: 'Save reminders' }).click();
    await expect(reminders.getByRole('status').filter({ hasText: 'Your reminder settings have been saved.' })).toBeVisible();
    await expect.poll(async () => (await db.doc(`reminderSettings/${PATIENT.uid}`).get()).get('dailyTime')).toBe('07:30');
  } finally {
    // The demo world as seeded: this run's reminder unclaimed, the test's device gone, the settings and summary as they were.
    const leftovers = await db.collection('pushSubscriptions').where('endpoint', '==', device.endpoint).get();
    await Promise.all([...leftovers.docs.map((doc) => doc.ref.delete()), db.doc(`reminderSends/${PATIENT.uid}_${day}_daily`).delete()]);
    await db.doc(`reminderStatus/${PATIENT.uid}`).set({ lastSentAt: seededLastSent }, { merge: true });
    await db.doc(`reminderSettings/${PATIENT.uid}`).set(seededSettings);
    await push.close();
  }
});
