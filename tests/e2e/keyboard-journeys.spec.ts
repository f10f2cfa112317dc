/**
 * The three main jobs done with the keyboard alone, the focus visible at every
 * stop: a doctor removes a point of a patient's session and restores it, a
 * patient schedules a workout, an admin edits a field of a document. Each
 * attempt makes its own session, patient or document and removes it after.
 */
import { expect, test, type Locator, type Page } from './fixtures';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { ExercisePlan, SensorDataBin, Session, User } from '@rehab/model/collections';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../scripts/seed/accounts';
import { admin, expectTimeWindow, focusIsVisible, openSignedIn, pauseClock, runClockUntilVisible, signIn, uniqueEmail } from './support';
import { EFFECT_TIMEOUT_MS } from '../effects';

/** How long the app offers to undo a point removal (PointRemoval.tsx). */
const UNDO_VISIBLE_MS = 3_000;
/** Noah Kowalski: a patient of the demo doctor whose sessions no other test counts. */
const NOAH = 'demo-patient-noah';

/** Presses Tab (or Shift+Tab) until `target` has the focus (none when it has it already), checking at every stop that the focus can be seen. */
async function tabTo(page: Page, target: Locator, maxPresses = 80, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await expect(target).toBeVisible();
  const focusedElement = () => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? 'nothing');
  let previous = await focusedElement();
  for (let presses = 0; presses <= maxPresses; presses += 1) {
    if (presses > 0) await page.keyboard.press(key);
    const focused = await target.evaluate((element) => element === document.activeElement);
    if (presses === 0 && !focused) continue;
    const where = await focusedElement();
    // A Tab between the parts of a date field stays on the field, whose highlighted part shows the focus;
    // the field's ring was checked when the focus reached it.
    if (presses === 0 || where !== previous) expect(await focusIsVisible(page), `the focus on ${where} can be seen`).toBe(true);
    previous = where;
    if (focused) return;
  }
  throw new Error(`${target} was not reached with ${maxPresses} presses of ${key}`);
}

test('a doctor opens a patient’s session, removes a point and restores it, by keyboard', async ({ page }) => {
  test.setTimeout(240_000);
  // A session of this attempt's own, 200 samples of one sensor.
  const { db } = admin();
  const sessionId = `e2e-keyboard-${Date.now()}-${test.info().retry}`;
  const start = Date.now() - 3_600_000;
  const time = Array.from({ length: 200 }, (_, i) => start + i * 20);
  const session: Session = {
    id: sessionId,
    date: Timestamp.fromMillis(start),
    userId: NOAH,
    devices: ['NEAT-5001'],
    movements: [{ name: 'Tap sequence', startTime: start }],
    notes: '',
    tags: [],
    removedTimePoints: [],
  };
  const bins: SensorDataBin[] = ['Time', 'P0'].flatMap((sensorId) =>
    [0, 1].map((binId) => ({
      sessionId,
      sensorId,
      deviceId: 'NEAT-5001',
      binId,
      values: (sensorId === 'Time' ? time : time.map((_, i) => 100 + (i % 17))).slice(binId * 100, binId * 100 + 100),
    })),
  );
  const batch = db.batch();
  batch.set(db.doc(`sessions/${sessionId}`), session);
  bins.forEach((bin) => batch.set(db.collection('data_by_sensor').doc(), bin));
  batch.update(db.doc(`users/${NOAH}`), { sessions: FieldValue.arrayUnion({ sessionId }) });
  await batch.commit();
  const removed = async () => ((await db.doc(`sessions/${sessionId}`).get()).get('removedTimePoints') as number[]).length;

  try {
    await openSignedIn(page, DEMO_ACCOUNTS.doctor.email, DEMO_PASSWORD);
    const main = page.getByRole('main');
    await tabTo(page, page.getByRole('link', { name: 'Charts' }).first());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/app\/charts$/);

    const noah = main.getByRole('button', { name: /^Noah Kowalski/ });
    await expect(noah).toBeVisible({ timeout: EFFECT_TIMEOUT_MS });
    await tabTo(page, noah);
    await page.keyboard.press('Enter');
    const sessionSelect = main.getByLabel('Session', { exact: true });
    await expect(sessionSelect.locator(`option[value="${sessionId}"]`)).toHaveCount(1);
    await tabTo(page, sessionSelect);
    const options = await sessionSelect.locator('option').count();
    for (let step = 0; step < options && (await sessionSelect.inputValue()) !== sessionId; step += 1) await page.keyboard.press('ArrowDown');
    await expect(main.getByRole('heading', { name: new RegExp(`· ${sessionId}$`) })).toBeVisible();

    const editMode = main.getByRole('checkbox', { name: 'Read mode' });
    await tabTo(page, editMode);
    await page.keyboard.press('Space');
    await expect(main.getByRole('checkbox', { name: 'Edit mode' })).toBeChecked();

    // The chart takes the focus; the arrow keys choose a point and Enter offers its removal.
    const chart = main.getByRole('group', { name: 'Solar 1', exact: true });
    await tabTo(page, chart);
    await page.keyboard.press('End');
    await page.keyboard.press('PageUp');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    const ok = dialog.getByRole('button', { name: 'OK' });
    await expect(dialog.getByText('Are you sure you want to remove the selected point?')).toBeVisible();
    await tabTo(page, ok, 5);
    await pauseClock(page);
    await page.keyboard.press('Enter');
    const undo = main.getByRole('button', { name: 'Undo' });
    await runClockUntilVisible(page, undo);
    await expect(dialog).toHaveCount(0);
    expect(await removed()).toBe(1);
    // The focus is back on the chart, below the offer to undo.
    await expect(chart).toBeFocused();
    await expectTimeWindow(page, UNDO_VISIBLE_MS, {
      during: async () => {
        await tabTo(page, undo, 20, 'Shift+Tab');
        await page.keyboard.press('Enter');
      },
      after: () => expect(main.getByText('Deleted data point.')).toBeHidden(),
    });
    await expect.poll(removed).toBe(0);
  } finally {
    const cleanup = db.batch();
    (await db.collection('data_by_sensor').where('sessionId', '==', sessionId).get()).docs.forEach((doc) => cleanup.delete(doc.ref));
    cleanup.delete(db.doc(`sessions/${sessionId}`));
    cleanup.update(db.doc(`users/${NOAH}`), { sessions: FieldValue.arrayRemove({ sessionId }) });
    await cleanup.commit();
  }
});

test.describe('a patient schedules a workout by keyboard', () => {
  test.use({ locale: 'en-US' });

  test('New Event, a date typed in, a plan ticked, Schedule', async ({ page }) => {
    // A patient of this attempt's own with a plan of their own.
    const { auth, db } = admin();
    const email = uniqueEmail('keyboard-patient');
    const { uid } = await auth.createUser({ email, password: DEMO_PASSWORD, emailVerified: true, displayName: 'Kira Board' });
    const user: User = { firstName: 'Kira', lastName: 'Board', email, isAuthorized: true, devices: {}, sessions: [] };
    const planRef = db.collection('exerciseplan').doc();
    const plan: ExercisePlan = { id: planRef.id, name: `Keyboard plan ${uid.slice(0, 6)}`, device: 'Glove', exerciseArray: ['ex-grip-squeeze'], reps: [8], userID: uid };
    await Promise.all([db.doc(`users/${uid}`).set(user), planRef.set(plan)]);
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    const pad = (n: number) => String(n).padStart(2, '0');
    const isoDate = `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}`;

    try {
      await signIn(page, email, DEMO_PASSWORD);
      await expect(page).toHaveURL(/\/patient-home$/);
      const schedule = page.getByTestId('workout-schedule');
      await tabTo(page, schedule.getByRole('button', { name: 'New Event' }));
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'New Event' });
      const date = dialog.getByLabel('Date');
      await tabTo(page, date, 10);
      // The date field takes month, day and year in the browser's (en-US) order.
      await page.keyboard.type(`${pad(tomorrow.getMonth() + 1)}${pad(tomorrow.getDate())}${tomorrow.getFullYear()}`);
      await expect(date).toHaveValue(isoDate);
      await tabTo(page, dialog.getByLabel(plan.name), 20);
      await page.keyboard.press('Space');
      await tabTo(page, dialog.getByRole('button', { name: 'Schedule' }), 10);
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(page.getByText(`${plan.name} scheduled on ${isoDate}.`)).toBeVisible();
      await expect
        .poll(async () => Object.values(((await db.doc(`scheduledWorkouts/${uid}`).get()).data() ?? {})[isoDate] ?? {}))
        .toEqual([{ name: plan.name, isPublic: false, exerciseId: plan.id, doctorId: uid }]);
    } finally {
      await Promise.all([
        auth.deleteUser(uid),
        db.doc(`users/${uid}`).delete(),
        db.doc(`scheduledWorkouts/${uid}`).delete(),
        db.doc(`scheduledWorkoutsByExercise/${plan.id}`).delete(),
        planRef.delete(),
      ]);
    }
  });
});

test('an admin edits a field of a document by keyboard', async ({ page }) => {
  // A document of this attempt's own.
  const { db } = admin();
  const docId = `e2e-keyboard-${Date.now()}-${test.info().retry}`;
  await db.doc(`users/${docId}`).set({ firstName: 'Key', lastName: 'Board', email: `${docId}@e2e.test`, isAuthorized: false, devices: {}, exerciseCount: 3 });

  try {
    await openSignedIn(page, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/admin$/);
    const main = page.getByRole('main');
    await tabTo(page, main.getByLabel('Search collections'));
    await page.keyboard.type('users');
    await tabTo(page, main.getByRole('link', { name: /^users/ }), 10);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/db\/users$/);

    await tabTo(page, main.getByPlaceholder('Doc ID'));
    await page.keyboard.type(docId);
    await page.keyboard.press('Enter');
    await tabTo(page, main.getByRole('link', { name: docId }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/admin/db/users/${docId}$`));

    await tabTo(page, main.getByRole('button', { name: 'Edit exerciseCount' }));
    await page.keyboard.press('Enter');
    const value = page.getByLabel('Value of exerciseCount');
    await tabTo(page, value, 5);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('9');
    await tabTo(page, page.getByRole('button', { name: 'Save' }), 5);
    await page.keyboard.press('Enter');
    await expect(main.getByRole('row', { name: /exerciseCount/ })).toContainText('9');
    await expect.poll(async () => (await db.doc(`users/${docId}`).get()).get('exerciseCount')).toBe(9);
  } finally {
    await db.doc(`users/${docId}`).delete();
  }
});
