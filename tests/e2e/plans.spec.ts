import { expect, test, type Locator, type Page } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, OTHER_PATIENTS } from '../../scripts/seed/accounts';
import { admin, openSignedIn, signIn } from './support';

/**
 * Workout plans and the Workout Schedule under the real security rules. The
 * doctor works on Arjun (a patient of the demo doctor no other spec schedules
 * for), a patient schedules for themself as William (whom no other spec signs
 * in as); every plan a test creates is removed and every calendar restored.
 */
const byUid = (uid: string) => OTHER_PATIENTS.find((p) => p.uid === uid)!;
const arjun = byUid('demo-patient-arjun');
const william = byUid('demo-patient-william');
const sofia = byUid('demo-patient-sofia');
const liam = DEMO_ACCOUNTS.patient;

const NO_SCHEDULE = 'No scheduled workouts for this patient yet.';

/** A local date as the schedule spells it (YYYY-MM-DD), `days` from today: always inside the month view's six weeks. */
function isoDateIn(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const uniquePlanName = (who: string) => `E2E ${who} plan ${Date.now()}`;

/** The plans the running test created (see planIdNamed), removed after it with their reverse index. */
const createdPlanIds: string[] = [];

/** Restores the calendars of the patients a test schedules for and removes the plans it created. */
function cleanUpAfterEach(patientUids: readonly string[]) {
  const before = new Map<string, FirebaseFirestore.DocumentData | undefined>();
  test.beforeEach(async () => {
    const { db } = admin();
    for (const uid of patientUids) before.set(uid, (await db.doc(`scheduledWorkouts/${uid}`).get()).data());
  });
  test.afterEach(async () => {
    const { db } = admin();
    for (const planId of createdPlanIds.splice(0)) {
      await db.doc(`exerciseplan/${planId}`).delete();
      await db.doc(`scheduledWorkoutsByExercise/${planId}`).delete();
    }
    for (const [uid, schedule] of before) {
      const ref = db.doc(`scheduledWorkouts/${uid}`);
      await (schedule ? ref.set(schedule) : ref.delete());
    }
  });
}

/** The plan the doctor or patient adds through the plan form, checking its validation first. */
async function addPersonalizedPlan(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add Personalized Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Personalized Plan' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Name is required.')).toBeVisible();
  await expect(dialog.getByLabel('Exercise 1', { exact: true })).toHaveClass(/is-invalid/);

  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Device').selectOption('Glove');
  await dialog.getByLabel('Exercise 1', { exact: true }).selectOption({ label: 'Grip squeeze' });
  await dialog.getByRole('button', { name: 'Add another' }).click();
  await dialog.getByLabel('Exercise 2', { exact: true }).selectOption({ label: 'Finger tapping' });
  await dialog.getByRole('combobox', { name: 'Reps' }).nth(1).selectOption('7');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Plan created.')).toBeVisible();
  await expect(page.getByTestId('personalized-plans').getByText(name)).toBeVisible();
}

/** Schedules a plan with New Event on `date` and waits for the toast. */
async function scheduleWithNewEvent(page: Page, planName: string, date: string) {
  await page.getByTestId('workout-schedule').getByRole('button', { name: 'New Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Event' });
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog.getByText('Choose at least one plan.')).toBeVisible();
  await dialog.getByLabel('Date').fill(date);
  await dialog.getByLabel(planName).check();
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${planName} scheduled on ${date}.`)).toBeVisible();
}

const dayCell = (page: Page, date: string): Locator => page.getByTestId('workout-schedule').locator(`td[data-date="${date}"]`);

const eventOn = (page: Page, date: string, name: string): Locator => dayCell(page, date).locator('.fc-event', { hasText: name });

/**
 * Where both ends are once the layout has stopped moving: the monitoring panels above
 * the calendar redraw (and change height) when the schedule changes.
 */
async function settledBoxes(page: Page, from: Locator, to: Locator) {
  let previous = '';
  for (;;) {
    await to.scrollIntoViewIfNeeded();
    const boxes = [(await from.boundingBox())!, (await to.boundingBox())!];
    const now = JSON.stringify(boxes);
    if (now === previous) return boxes;
    previous = now;
    await page.waitForTimeout(250);
  }
}

/** Drags with the mouse, in small steps, as the calendar's dragging needs pointer moves to follow. */
async function dragTo(page: Page, from: Locator, to: Locator) {
  const [start] = await settledBoxes(page, from, to);
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 8, start.y + start.height / 2 + 8, { steps: 4 });
  // The target is measured again once the drag has begun: on a loaded machine the page may still have moved it.
  const end = (await to.boundingBox())!;
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 20 });
  const [, settled] = await settledBoxes(page, from, to);
  await page.mouse.move(settled.x + settled.width / 2, settled.y + settled.height / 2, { steps: 2 });
  await page.mouse.up();
}

async function planIdNamed(name: string): Promise<string> {
  const { db } = admin();
  const found = await db.collection('exerciseplan').where('name', '==', name).get();
  expect(found.size).toBe(1);
  createdPlanIds.push(found.docs[0].id);
  return found.docs[0].id;
}

/** Plan deletion is a callable function: its first call may wait for the functions emulator to load them. */
const PLAN_DELETION_TIMEOUT = 30_000;

/** A patient's calendar by date (the id of its newest audit entry, stored beside the dates, left out). */
async function scheduleOf(uid: string): Promise<Record<string, Record<string, { exerciseId: string }>>> {
  const { auditId: _auditId, ...schedule } = (await admin().db.doc(`scheduledWorkouts/${uid}`).get()).data() ?? {};
  return schedule as Record<string, Record<string, { exerciseId: string }>>;
}

const eventsOfPlan = (schedule: Record<string, Record<string, { exerciseId: string }>>, planId: string) =>
  Object.entries(schedule).flatMap(([date, events]) => Object.values(events).filter((event) => event.exerciseId === planId).map(() => date));

test.describe('a doctor plans for their own patient', () => {
  cleanUpAfterEach([arjun.uid]);
  // Tall enough for the plan lists and the whole month to be on screen together, to drag between them.
  test.use({ viewport: { width: 1280, height: 1500 } });

  test('creates a personalized plan, schedules it, deletes the event, then the plan with its schedule', async ({ page }) => {
    // The whole journey, each step recorded (and the deletion a function): more than a minute on a busy machine.
    test.setTimeout(240_000);
    await openSignedIn(page, DEMO_ACCOUNTS.doctor.email, DEMO_PASSWORD, `/patients/${arjun.uid}`);
    const schedule = page.getByTestId('workout-schedule');
    await expect(schedule.getByRole('heading', { name: 'Workout Schedule' })).toBeVisible();
    await expect(schedule.getByText(NO_SCHEDULE)).toBeVisible();
    await expect(page.getByTestId('public-plans').getByRole('button', { name: 'Add Public Plan' })).toBeVisible();

    const name = uniquePlanName('doctor');
    await addPersonalizedPlan(page, name);
    const planId = await planIdNamed(name);
    const plan = (await admin().db.doc(`exerciseplan/${planId}`).get()).data();
    expect(plan).toEqual({
      id: planId,
      name,
      device: 'Glove',
      exerciseArray: ['ex-grip-squeeze', 'ex-finger-tapping'],
      reps: [1, 7],
      isPublic: false,
      userID: arjun.uid,
      createdBy: DEMO_ACCOUNTS.doctor.uid,
      auditId: expect.any(String),
    });

    // A plan's search finds it; a search without a match says so.
    const personalized = page.getByTestId('personalized-plans');
    await personalized.getByRole('searchbox').fill('no such plan');
    await expect(personalized.getByText('No results.')).toBeVisible();
    await personalized.getByRole('searchbox').fill(name.toUpperCase());
    await expect(personalized.getByText(name)).toBeVisible();

    const date = isoDateIn(2);
    await scheduleWithNewEvent(page, name, date);
    await expect(eventOn(page, date, name)).toBeVisible();
    await expect(schedule.getByText(NO_SCHEDULE)).toBeHidden();
    const [eventId] = Object.keys((await scheduleOf(arjun.uid))[date]);
    expect((await scheduleOf(arjun.uid))[date][eventId]).toEqual({ name, isPublic: false, exerciseId: planId, doctorId: DEMO_ACCOUNTS.doctor.uid });
    // The reverse index is the onScheduleWritten function's, written once the calendar's change is in.
    await expect.poll(async () => (await admin().db.doc(`scheduledWorkoutsByExercise/${planId}`).get()).data()).toEqual({ [arjun.uid]: { [date]: [eventId] } });

    // The event popup shows the plan and deletes the event; the emptied date goes.
    await eventOn(page, date, name).click();
    const popup = page.getByRole('dialog', { name });
    const [year, month, day] = date.split('-').map(Number);
    await expect(popup).toContainText(new Intl.DateTimeFormat('en-US', { dateStyle: 'full' }).format(new Date(year, month - 1, day)));
    await expect(popup.getByText('Grip squeeze: 1 reps')).toBeVisible();
    await expect(popup.getByText('Finger tapping: 7 reps')).toBeVisible();
    await popup.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`${name} removed from ${date}.`)).toBeVisible();
    await expect(eventOn(page, date, name)).toHaveCount(0);
    await expect(schedule.getByText(NO_SCHEDULE)).toBeVisible();
    expect(await scheduleOf(arjun.uid)).not.toHaveProperty(date);

    // A plan dragged onto a date is scheduled there; an event dragged to another date moves.
    await dragTo(page, personalized.locator('[data-plan-id]', { hasText: name }), dayCell(page, isoDateIn(3)));
    await expect(page.getByText(`${name} scheduled on ${isoDateIn(3)}.`)).toBeVisible();
    await expect(eventOn(page, isoDateIn(3), name)).toBeVisible();
    await expect.poll(async () => Object.keys(await scheduleOf(arjun.uid))).toEqual([isoDateIn(3)]);
    await dragTo(page, eventOn(page, isoDateIn(3), name), dayCell(page, isoDateIn(4)));
    await expect(page.getByText(`${name} rescheduled for ${isoDateIn(4)}.`)).toBeVisible();
    await expect(eventOn(page, isoDateIn(4), name)).toBeVisible();
    await expect(eventOn(page, isoDateIn(3), name)).toHaveCount(0);
    const [movedId] = Object.keys((await scheduleOf(arjun.uid))[isoDateIn(4)]);
    await expect.poll(async () => (await admin().db.doc(`scheduledWorkoutsByExercise/${planId}`).get()).data()).toEqual({ [arjun.uid]: { [isoDateIn(4)]: [movedId] } });
    // Nothing moves onto a date before today (yesterday is in the month shown unless today
    // is the first day of the grid: the 1st of a month starting on a Sunday).
    const yesterday = dayCell(page, isoDateIn(-1));
    if ((await yesterday.count()) > 0) {
      await dragTo(page, eventOn(page, isoDateIn(4), name), yesterday);
      await expect(page.getByText('The date cannot be before today.')).toBeVisible();
      await expect(eventOn(page, isoDateIn(4), name)).toBeVisible();
    }

    // Scheduled on a second date, then the plan is deleted with everything scheduled of it.
    await scheduleWithNewEvent(page, name, isoDateIn(5));
    await expect(eventOn(page, isoDateIn(5), name)).toBeVisible();
    // The deletion finds the calendars through the index: let the function index the new date first.
    await expect.poll(async () => Object.keys((await admin().db.doc(`scheduledWorkoutsByExercise/${planId}`).get()).get(arjun.uid) ?? {}).sort()).toEqual([isoDateIn(4), isoDateIn(5)].sort());
    await personalized.getByRole('button', { name: `Delete plan ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this plan?' });
    await expect(confirm).toContainText('This will permanently delete this plan, including any scheduled sessions for the current patient.');
    await confirm.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Plan deleted.')).toBeVisible({ timeout: PLAN_DELETION_TIMEOUT });
    await expect(personalized.getByText(name)).toHaveCount(0);
    await expect(schedule.locator('.fc-event', { hasText: name })).toHaveCount(0);
    await expect(schedule.getByText(NO_SCHEDULE)).toBeVisible();
    await expect.poll(async () => (await admin().db.doc(`exerciseplan/${planId}`).get()).exists).toBe(false);
    expect(eventsOfPlan(await scheduleOf(arjun.uid), planId)).toEqual([]);
    expect((await admin().db.doc(`scheduledWorkoutsByExercise/${planId}`).get()).exists).toBe(false);
  });

  test('creates a public plan, which every patient is offered, and deletes it unscheduled', async ({ page }) => {
    await openSignedIn(page, DEMO_ACCOUNTS.doctor.email, DEMO_PASSWORD, `/patients/${arjun.uid}`);
    const publicPlans = page.getByTestId('public-plans');
    await publicPlans.getByRole('button', { name: 'Add Public Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Public Plan' });
    const name = uniquePlanName('public');
    await dialog.getByLabel('Name').fill(name);
    await expect(dialog.getByLabel('Device')).toHaveValue('Knee Brace');
    await dialog.getByLabel('Exercise 1', { exact: true }).selectOption({ label: 'Quad sets' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Plan created.')).toBeVisible();
    await expect(publicPlans.getByText(name)).toBeVisible();
    const planId = await planIdNamed(name);
    expect((await admin().db.doc(`exerciseplan/${planId}`).get()).data()).toEqual({
      id: planId,
      name,
      device: 'Knee Brace',
      exerciseArray: ['ex-quad-sets'],
      reps: [1],
      isPublic: true,
      createdBy: DEMO_ACCOUNTS.doctor.uid,
      auditId: expect.any(String),
    });

    await publicPlans.getByRole('button', { name: `Delete plan ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Plan deleted.')).toBeVisible({ timeout: PLAN_DELETION_TIMEOUT });
    await expect(publicPlans.getByText(name)).toHaveCount(0);
    await expect.poll(async () => (await admin().db.doc(`exerciseplan/${planId}`).get()).exists).toBe(false);
  });

  test('a date before today cannot be scheduled', async ({ page }) => {
    const before = await scheduleOf(arjun.uid);
    await openSignedIn(page, DEMO_ACCOUNTS.doctor.email, DEMO_PASSWORD, `/patients/${arjun.uid}`);
    await page.getByTestId('workout-schedule').getByRole('button', { name: 'New Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Event' });
    await dialog.getByLabel('Date').fill(isoDateIn(-1));
    await dialog.getByLabel('Knee mobility basics').check();
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await expect(dialog.getByText('The date cannot be before today.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(await scheduleOf(arjun.uid)).toEqual(before);
  });
});

test('a doctor sees the plans and calendar of a patient who is not theirs, read-only', async ({ page }) => {
  await openSignedIn(page, DEMO_ACCOUNTS.doctor.email, DEMO_PASSWORD, `/patients/${sofia.uid}`);
  const schedule = page.getByTestId('workout-schedule');
  await expect(schedule.getByText(NO_SCHEDULE)).toBeVisible();
  await expect(page.getByTestId('public-plans').getByText('Knee mobility basics')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add (Public|Personalized) Plan$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete plan / })).toHaveCount(0);
  await expect(schedule.getByRole('button', { name: 'New Event' })).toHaveCount(0);
});

test('a patient’s home shows their profile card and their scheduled workouts', async ({ page }) => {
  // A date of this month with a workout (the seed schedules around today), and the workout count.
  const thisMonth = isoDateIn(0).slice(0, 7);
  const [date, events] = Object.entries(await scheduleOf(liam.uid)).find(([day]) => day.startsWith(thisMonth))!;
  const { name } = Object.values(events)[0] as unknown as { name: string };
  const workouts = (await admin().db.doc(`users/${liam.uid}`).get()).get('exerciseCount') as number;

  await openSignedIn(page, liam.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/patient-home$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: `${liam.firstName} ${liam.lastName}` })).toBeVisible();
  await expect(main.getByText(liam.email)).toBeVisible();
  await expect(main.getByTestId('workout-count')).toHaveText(String(workouts));
  await expect(main.getByTestId('appointment-count')).toHaveText('0');
  await expect(eventOn(page, date, name)).toBeVisible();
  await expect(main.getByTestId('workout-schedule').getByText(NO_SCHEDULE)).toHaveCount(0);
  // The patient's own personalized plans, the public ones, and no public plan creation.
  await expect(main.getByTestId('personalized-plans').getByText('Liam – grip strength')).toBeVisible();
  await expect(main.getByTestId('personalized-plans').getByText('Grace – knee stability')).toHaveCount(0);
  await expect(main.getByTestId('public-plans').getByText('Knee mobility basics')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Add Public Plan' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Add Personalized Plan' })).toBeVisible();
});

test.describe('a patient plans for themself', () => {
  cleanUpAfterEach([william.uid]);

  test('from an empty calendar: adds a plan, schedules it, deletes the event and the plan', async ({ page }) => {
    await signIn(page, william.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/patient-home$/);
    const schedule = page.getByTestId('workout-schedule');
    await expect(schedule.getByText(NO_SCHEDULE)).toBeVisible();
    await expect(page.getByTestId('personalized-plans').getByText('No plans yet.')).toBeVisible();

    const name = uniquePlanName('patient');
    await addPersonalizedPlan(page, name);
    const planId = await planIdNamed(name);
    expect((await admin().db.doc(`exerciseplan/${planId}`).get()).get('userID')).toBe(william.uid);

    const date = isoDateIn(1);
    await scheduleWithNewEvent(page, name, date);
    await expect(eventOn(page, date, name)).toBeVisible();
    const events = (await scheduleOf(william.uid))[date];
    expect(Object.values(events)).toEqual([{ name, isPublic: false, exerciseId: planId, doctorId: william.uid }]);

    await eventOn(page, date, name).click();
    await page.getByRole('dialog', { name }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`${name} removed from ${date}.`)).toBeVisible();
    await expect(schedule.getByText(NO_SCHEDULE)).toBeVisible();

    await scheduleWithNewEvent(page, name, isoDateIn(2));
    await expect(eventOn(page, isoDateIn(2), name)).toBeVisible();
    // The deletion finds the calendars through the index (the onScheduleWritten function's): let it index the date first.
    await expect.poll(async () => Object.keys((await admin().db.doc(`scheduledWorkoutsByExercise/${planId}`).get()).get(william.uid) ?? {})).toEqual([isoDateIn(2)]);
    await page.getByTestId('personalized-plans').getByRole('button', { name: `Delete plan ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Plan deleted.')).toBeVisible({ timeout: PLAN_DELETION_TIMEOUT });
    await expect(schedule.locator('.fc-event', { hasText: name })).toHaveCount(0);
    await expect(schedule.getByText(NO_SCHEDULE)).toBeVisible();
    await expect.poll(async () => (await admin().db.doc(`exerciseplan/${planId}`).get()).exists).toBe(false);
    expect(eventsOfPlan(await scheduleOf(william.uid), planId)).toEqual([]);
    // The deletion (a function) takes the plan's reverse index with it.
    expect((await admin().db.doc(`scheduledWorkoutsByExercise/${planId}`).get()).exists).toBe(false);
  });
});
