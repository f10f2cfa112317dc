/**
 * Northside Rehab's caseload (issue 51), as the seed built it (scripts/seed.ts runs the functions' job): Fatima Haddad,
 * the owner's primary patient with a waiting alert, and Ravi Iyer, the physical therapist's. The owner opens it from
 * his menu, sees both with their primary clinicians, opens only his own patient's dashboard from it, and filters by
 * clinician and to those needing attention; the therapist reads the same caseload; the front desk is told the page is
 * not for her role.
 */
import { ROUTES, routePath } from '@rehab/model/routes';
import { expect, test, type Page } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, OWNERS_CLINIC_PATIENT, PATIENT_OF_BOTH_CLINICS } from '../../scripts/seed/accounts';
import { openFromMenu, openSignedIn } from './support';
import { EFFECT_TIMEOUT_MS } from '../effects';

const { doctor: owner, clinician: therapist, frontDesk } = DEMO_ACCOUNTS;
const THERAPIST = `${therapist.firstName} ${therapist.lastName}`;
const fatima = OWNERS_CLINIC_PATIENT;
const ravi = PATIENT_OF_BOTH_CLINICS;
const EFFECT = { timeout: EFFECT_TIMEOUT_MS };
test.describe.configure({ timeout: 300_000 });

const rowOf = (page: Page, uid: string) => page.getByTestId(`caseload-row-${uid}`);

test("the owner reads his clinic's caseload: every patient with his primary clinician, filtered by clinician and attention", async ({ page }) => {
  await openSignedIn(page, owner.email, DEMO_PASSWORD);
  await openFromMenu(page, 'Caseload', ROUTES['clinic.caseload']);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Caseload' })).toBeVisible();
  await expect(main.getByTestId('caseload-counts')).toContainText('2 patients', EFFECT);

  // His own patient first (his pages come first), with her waiting alert and a link to her dashboard.
  const hers = rowOf(page, fatima.uid);
  await expect(hers).toContainText('You');
  await expect(hers.getByTestId('caseload-alerts')).toContainText('waiting alert');
  // The therapist's patient: named, not linked (the owner does not look after him).
  await main.getByLabel('Primary clinician').selectOption({ label: `${THERAPIST} (1 patient)` });
  const his = rowOf(page, ravi.uid);
  await expect(his).toContainText(THERAPIST, EFFECT);
  await expect(his.getByRole('link')).toHaveCount(0);
  await expect(hers).toHaveCount(0);

  // Those needing attention across the clinic: Fatima's alert puts her there.
  await main.getByLabel('Primary clinician').selectOption({ index: 0 });
  await main.getByLabel(/Needs attention only/).check();
  await expect(hers).toBeVisible(EFFECT);
  await hers.getByRole('link', { name: `${fatima.firstName} ${fatima.lastName}` }).click();
  await expect(page).toHaveURL((url) => url.pathname === routePath('patients.patientDashboard', { uid: fatima.uid }));
});

test('the therapist reads the same caseload; the front desk is told it is not for her role', async ({ browser }) => {
  const therapistPage = await (await browser.newContext()).newPage();
  await openSignedIn(therapistPage, therapist.email, DEMO_PASSWORD, routePath('clinic.caseload'));
  await expect(therapistPage.getByTestId('caseload-counts')).toContainText('2 patients', EFFECT);
  // her own patients (the pages follow the clinicians' names: the owner's come first), his name a link to his dashboard
  await therapistPage.getByRole('main').getByLabel('Primary clinician').selectOption({ label: 'You (1 patient)' });
  await expect(rowOf(therapistPage, ravi.uid).getByRole('link', { name: `${ravi.firstName} ${ravi.lastName}` })).toBeVisible(EFFECT);

  const deskPage = await (await browser.newContext()).newPage();
  await openSignedIn(deskPage, frontDesk.email, DEMO_PASSWORD, routePath('clinic.caseload'));
  await expect(deskPage.getByRole('heading', { name: 'This page is not for your role' })).toBeVisible(EFFECT);
  await expect(deskPage.getByTestId('caseload-table')).toHaveCount(0);
});
