/**
 * Issue 54, part 2: the demo doctor (who owns Northside Rehab, whose library the seed fills) finds exercises in his
 * clinic's library, watches one's video, builds a programme from two of them, saves it for the clinic and assigns it
 * to the demo patient from today; the patient's calendar then shows the programme's workouts. He also adds an exercise
 * of his own whose "video" is text: the content check refuses it and the page says so. Everything the tests write is
 * removed after them and the patient's calendar restored.
 */
import { ROUTES } from '@rehab/model/routes';
import { BLOCKING, axeViolations } from './axe';
import { expect, test, type Page } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../scripts/seed/accounts';
import { admin, openFromMenu, openSignedIn } from './support';
import { EFFECT_TIMEOUT_MS } from '../effects';

const { doctor, patient: liam } = DEMO_ACCOUNTS;
const EFFECT = { timeout: EFFECT_TIMEOUT_MS };
test.describe.configure({ timeout: 300_000 });

/** Today as the calendar spells it (YYYY-MM-DD, the browser's zone is the machine's). */
function isoDateIn(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const programmeName = `E2E programme ${Date.now()}`;
const exerciseName = `E2E exercise ${Date.now()}`;
let calendarBefore: FirebaseFirestore.DocumentData | undefined;

test.beforeEach(async () => {
  calendarBefore = (await admin().db.doc(`scheduledWorkouts/${liam.uid}`).get()).data();
});

test.afterEach(async () => {
  const { db } = admin();
  for (const template of (await db.collection('programmeTemplates').where('name', '==', programmeName).get()).docs) await template.ref.delete();
  for (const assignment of (await db.collection('programmeAssignments').where('patientId', '==', liam.uid).get()).docs) {
    if (assignment.get('template.name') !== programmeName) continue;
    const planId = assignment.get('planId') as string;
    await db.doc(`exerciseplan/${planId}`).delete();
    await db.doc(`scheduledWorkoutsByExercise/${planId}`).delete();
    await assignment.ref.delete();
  }
  const calendar = db.doc(`scheduledWorkouts/${liam.uid}`);
  await (calendarBefore ? calendar.set(calendarBefore) : calendar.delete());
  for (const exercise of (await db.collection('clinicExercises').where('name.en', '==', exerciseName).get()).docs) await exercise.ref.delete();
});

const eventOn = (page: Page, date: string, name: string) =>
  page.getByTestId('workout-schedule').locator(`td[data-date="${date}"]`).locator('.fc-event', { hasText: name });

test("the demo doctor builds a programme from his clinic's library and assigns it to the demo patient, whose calendar shows its workouts", async ({ page, browser }) => {
  await openSignedIn(page, doctor.email, DEMO_PASSWORD);
  await openFromMenu(page, 'Exercise library', ROUTES['clinic.library']);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Exercise library' })).toBeVisible();
  await expect(main.getByText('21 exercises')).toBeVisible(EFFECT);

  // Filters and search narrow the list; an exercise opens with its video.
  await main.getByLabel('Region').selectOption({ label: 'Knee' });
  await expect(main.getByText('7 exercises')).toBeVisible();
  await main.getByLabel('Search by name').fill('heel');
  await expect(main.getByTestId('exercise-row')).toHaveCount(1);
  await main.getByRole('button', { name: 'Heel slide', exact: true }).click();
  const detail = page.getByRole('dialog', { name: 'Heel slide' });
  await expect(detail.getByTestId('exercise-video')).toHaveAttribute('src', /exerciseMedia/, EFFECT);
  await expect(detail.getByTestId('exercise-video')).toHaveJSProperty('muted', true);
  await detail.getByRole('button', { name: 'Close' }).click();
  await main.getByRole('button', { name: 'Add Heel slide to the programme' }).click();
  await main.getByLabel('Search by name').fill('quad set');
  await main.getByRole('button', { name: 'Add Quad set to the programme' }).click();

  // The builder checks the programme before saving it.
  const builder = main.getByTestId('programme-builder');
  await expect(builder.getByTestId('builder-exercise')).toHaveCount(2);
  await builder.getByRole('button', { name: 'Save for the clinic' }).click();
  await expect(builder.getByTestId('builder-error')).toHaveText('Give the programme a name (up to 100 characters).');
  await builder.getByLabel('Programme name').fill(programmeName);
  await builder.getByLabel('Workouts a week').fill('3');
  await builder.getByLabel('Weeks').fill('1');
  await builder.getByRole('group', { name: 'Quad set' }).getByLabel('Counted in').selectOption({ label: 'Hold time' });
  await expect(builder.getByText('18 sets prescribed a week')).toBeVisible();
  await builder.getByRole('button', { name: 'Save for the clinic' }).click();
  await expect(builder.getByText(`“${programmeName}” is saved.`)).toBeVisible(EFFECT);

  // Assigned to the demo patient from today.
  const template = main.getByTestId('programme-template').filter({ hasText: programmeName });
  await expect(template).toContainText('Clinic', EFFECT);
  await template.getByRole('button', { name: 'Assign' }).click();
  const form = template.getByTestId('assign-form');
  await form.getByLabel('Patient').selectOption({ label: `${liam.firstName} ${liam.lastName}` });
  await form.getByLabel('Start day').fill(isoDateIn(0));
  await form.getByRole('button', { name: 'Assign programme' }).click();
  await expect(form.getByTestId('assign-done')).toHaveText(`“${programmeName}” is on ${liam.firstName} ${liam.lastName}'s calendar.`, EFFECT);

  // The assignment keeps the template's snapshot; the calendar holds the spec's events of its plan.
  const { db } = admin();
  const [assignment] = (await db.collection('programmeAssignments').where('patientId', '==', liam.uid).get()).docs.filter((found) => found.get('template.name') === programmeName);
  expect(assignment.get('workoutDates')).toEqual([isoDateIn(0), isoDateIn(2), isoDateIn(4)]);
  expect(assignment.get('template.exercises')).toHaveLength(2);
  const calendar = (await db.doc(`scheduledWorkouts/${liam.uid}`).get()).data() ?? {};
  for (const date of assignment.get('workoutDates') as string[]) {
    expect(Object.values(calendar[date] ?? {})).toContainEqual({ name: programmeName, isPublic: false, exerciseId: assignment.get('planId'), doctorId: doctor.uid });
  }

  // The patient's calendar shows the workouts.
  const patientContext = await browser.newContext();
  const patientPage = await patientContext.newPage();
  await openSignedIn(patientPage, liam.email, DEMO_PASSWORD);
  await expect(patientPage).toHaveURL(/\/patient-home$/);
  await expect(eventOn(patientPage, isoDateIn(0), programmeName)).toBeVisible(EFFECT);
  await patientContext.close();
});

test("the demo doctor adds an exercise of his own, whose video the content check refuses as not playable", async ({ page }) => {
  await openSignedIn(page, doctor.email, DEMO_PASSWORD, ROUTES['clinic.library']);
  const main = page.getByRole('main');
  await expect(main.getByText('21 exercises')).toBeVisible(EFFECT);
  await main.getByRole('button', { name: 'Add your own exercise' }).click();
  const form = main.getByTestId('exercise-upload');
  await form.getByRole('button', { name: 'Add to the library' }).click();
  await expect(form.getByText('Write at least one step.')).toBeVisible();
  const blocking = (await axeViolations(page)).filter((violation) => BLOCKING.includes(violation.impact ?? ''));
  expect(blocking.map((violation) => violation.id)).toEqual([]);

  for (const label of ['English', 'العربية', '中文', 'हिन्दी', 'Ελληνικά', 'Français']) await form.getByLabel(label, { exact: true }).fill(exerciseName);
  await form.getByLabel('Steps').fill('Stand tall.\nLift the arm.');
  await form.getByLabel('Region').selectOption({ label: 'Shoulder' });
  await form.getByLabel('Band').check();
  // Text named .webm and declared WebM: the rules let it in, its content does not pass.
  await form.getByLabel(/Demonstration video/).setInputFiles({ name: 'clip.webm', mimeType: 'video/webm', buffer: Buffer.from('this is not a video') });
  await form.getByRole('button', { name: 'Add to the library' }).click();
  await expect(form.getByTestId('video-verdict')).toContainText('refused as not playable', EFFECT);
  await expect(main.getByText('22 exercises')).toBeVisible();
});
