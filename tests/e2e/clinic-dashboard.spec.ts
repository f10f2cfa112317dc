/**
 * Northside Rehab's dashboard (issue 51), as the seed built it (clinicDashboards/{clinic}, built by the functions with
 * the caseload). The owner opens it from his menu and sees the stored figures of the whole clinic, then the physical
 * therapist's; on a phone the page fits the screen's width (its tables scroll in their own regions) and is axe-clean.
 * The therapist, a clinician but not an owner, has no menu entry and is told only the owners see it. The expected
 * figures are read from the stored document, never written here: other tests change the clinic while this one runs,
 * and the page follows each rebuild live. The page in the dark theme and right to left is the accessibility gate's.
 */
import type { ClinicDashboard, DashboardCounts } from '@rehab/model/clinicDashboard';
import { percentOf } from '@rehab/model/clinicDashboard';
import { ROUTES, routePath } from '@rehab/model/routes';
import { BLOCKING, axeViolations } from './axe';
import { expect, test, type Page } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_CLINICS, DEMO_PASSWORD } from '../../scripts/seed/accounts';
import { admin, openFromMenu, openSignedIn } from './support';
import { EFFECT_TIMEOUT_MS } from '../effects';

const { doctor: owner, clinician: therapist } = DEMO_ACCOUNTS;
const THERAPIST = `${therapist.firstName} ${therapist.lastName}`;
const northside = DEMO_CLINICS.northside;
const EFFECT = { timeout: EFFECT_TIMEOUT_MS };
test.describe.configure({ timeout: 300_000 });

async function storedDashboard(): Promise<ClinicDashboard> {
  const stored = (await admin().db.doc(`clinicDashboards/${northside.id}`).get()).data();
  if (!stored) throw new Error(`clinicDashboards/${northside.id} was not built: the seed builds it with the caseload`);
  return stored as ClinicDashboard;
}

/** The whole clinic's counts, or one clinician's. */
function countsOf(dashboard: ClinicDashboard, clinician: string | null): DashboardCounts {
  if (clinician === null) return dashboard.clinic;
  const counts = dashboard.clinicians.find((entry) => entry.uid === clinician);
  if (!counts) throw new Error(`${clinician} is not on the stored dashboard`);
  return counts;
}

const share = (part: number, whole: number) => {
  const value = percentOf(part, whole);
  return value === null ? '—' : `${value}%`;
};

/** The figures as the page words them in English: the four cards and the alerts by age. */
function figuresOf(counts: DashboardCounts) {
  return {
    patients: String(counts.patients),
    onTrack: share(counts.onTrack, counts.inMonitoring),
    alerts: String(counts.alertsByAge.reduce((sum, count) => sum + count, 0)),
    alertsByAge: counts.alertsByAge.map(String),
    outcomes: share(counts.outcomesImproved, counts.outcomesMeasured),
  };
}

async function figuresShown(page: Page) {
  const main = page.getByRole('main');
  const text = async (testId: string) => ((await main.getByTestId(testId).textContent()) ?? '').trim();
  return {
    patients: await text('dashboard-patients-figure'),
    onTrack: await text('dashboard-on-track-figure'),
    alerts: await text('dashboard-alerts-figure'),
    alertsByAge: await main.getByTestId(/^dashboard-alerts-age-/).locator('dd').allTextContents(),
    outcomes: await text('dashboard-outcomes-figure'),
  };
}

/** The page shows the stored figures of the clinic (null) or of a clinician, once it has the latest build. */
async function expectStoredFigures(page: Page, clinician: string | null) {
  await expect
    .poll(async () => {
      const [shown, stored] = await Promise.all([figuresShown(page), storedDashboard().then((dashboard) => figuresOf(countsOf(dashboard, clinician)))]);
      return JSON.stringify(shown) === JSON.stringify(stored) ? 'as stored' : { shown, stored };
    }, EFFECT)
    .toBe('as stored');
}

test("the owner reads his clinic's dashboard from his menu, for the clinic and for one clinician, also on a phone", async ({ page }) => {
  const seeded = await storedDashboard();
  // the seeded clinic has patients: the figures compared are not all zeros
  expect(seeded.clinic.patients).toBeGreaterThan(0);

  await openSignedIn(page, owner.email, DEMO_PASSWORD);
  await openFromMenu(page, 'Clinic dashboard', ROUTES['clinic.dashboard']);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Clinic dashboard' })).toBeVisible();
  await expect(main.getByTestId('dashboard-patients')).toBeVisible(EFFECT);
  await expectStoredFigures(page, null);
  await expect(main.getByTestId('dashboard-built-at')).toContainText('Built on');

  // The claims of each month shown, an open month labelled so; the chart's numbers are in the table.
  await expect(main.getByRole('img', { name: /Stacked bars of the claim units/ })).toBeVisible();
  for (const month of seeded.clinic.claims.filter((claims) => !claims.closed)) {
    await expect(main.getByTestId(`claims-row-${month.month}`).first()).toContainText('Open');
  }

  // One clinician: every figure becomes hers, and her row of the comparison is marked.
  await main.getByLabel('Clinician', { exact: true }).selectOption({ label: THERAPIST });
  await expectStoredFigures(page, therapist.uid);
  await expect(main.getByTestId(`clinician-row-${therapist.uid}`)).toHaveClass(/table-active/);
  await expect(main.getByTestId('clinician-row-clinic')).toContainText('Whole clinic');

  // On a phone the page fits the screen's width (the tables scroll in their own regions) and stays axe-clean.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(main.getByTestId('clinicians-table')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  const blocking = (await axeViolations(page)).filter((violation) => BLOCKING.includes(violation.impact ?? ''));
  expect(blocking.map((violation) => violation.id)).toEqual([]);
});

test('the therapist, not an owner, has no menu entry and is told only the owners see the dashboard', async ({ page }) => {
  await openSignedIn(page, therapist.email, DEMO_PASSWORD, routePath('clinic.dashboard'));
  await expect(page.getByTestId('dashboard-owners-only')).toContainText(`Only the owners of ${northside.name} see its dashboard.`, EFFECT);
  await expect(page.getByTestId('dashboard-patients')).toHaveCount(0);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Caseload', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Clinic dashboard', exact: true })).toHaveCount(0);
});
