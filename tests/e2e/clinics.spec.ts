/**
 * Clinics (issue 50): the owner of Northside Rehab (the demo doctor) invites a clinician by e-mail; the link in the
 * mail signs her up and she joins. The demo patient approves the clinic on his phone; once she is his primary clinician
 * there (issue 51), she opens his dashboard; a member of the other clinic (Dr Grant, Kincaid Physiotherapy's owner)
 * still cannot, and is told so. (Transfers through the app: tests/e2e/clinic-coverage.spec.ts.)
 */
import { Timestamp } from 'firebase-admin/firestore';
import { clinicConsentId } from '@rehab/model/clinics';
import { ROUTES, routePath } from '@rehab/model/routes';
import { BLOCKING, axeViolations } from './axe';
import { expect, test } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_CLINICS, DEMO_PASSWORD } from '../../scripts/seed/accounts';
import { admin, openFromMenu, openSignedIn, uniqueEmail } from './support';
import { EFFECT_TIMEOUT_MS, waitForEffect } from '../effects';

const owner = DEMO_ACCOUNTS.doctor;
const otherClinicOwner = DEMO_ACCOUNTS.secondDoctor;
const patient = DEMO_ACCOUNTS.patient;
const northside = DEMO_CLINICS.northside;
const CONSENT = `clinicConsents/${clinicConsentId(patient.uid, northside.id)}`;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** The functions may wait for their emulator to start, the dashboard for the clinic's flags on the patient's documents. */
const EFFECT = { timeout: EFFECT_TIMEOUT_MS };

/** The mail sink (maildev) started beside the emulators. */
const mailApi = `http://127.0.0.1:${process.env.MAIL_WEB_PORT ?? 1080}/api/email`;

/** The invitation link's path in the mail sent to this address (the app's origin is the test's own). */
async function invitationPathMailedTo(email: string): Promise<string> {
  return waitForEffect(`the invitation e-mail to ${email}`, async () => {
    const response = await fetch(`${mailApi}?${new URLSearchParams({ 'to.address': email })}`);
    const mails = (await response.json()) as { subject: string; text: string }[];
    const link = mails.map((mail) => /\/invitation\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0]).find(Boolean);
    return link;
  });
}

/**
 * Each attempt starts with the demo patient asked to approve Northside Rehab (as the owner's registering one of his
 * devices asks him), not yet approved.
 */
test.beforeEach(async () => {
  await admin().db.doc(CONSENT).set({
    patient: patient.uid,
    clinicId: northside.id,
    clinicName: northside.name,
    state: 'pending',
    requestedAt: Timestamp.now(),
    requestedBy: owner.uid,
    since: null,
    grantedBy: null,
  });
});

test('the owner invites a clinician who signs up from the mail; the patient approves the clinic on his phone; she opens his dashboard, the other clinic cannot', async ({ browser }) => {
  test.setTimeout(300_000);
  const clinicianEmail = uniqueEmail('clinician');
  const ownerPage = await (await browser.newContext()).newPage();
  const clinicianPage = await (await browser.newContext()).newPage();
  const patientPage = await (await browser.newContext(PHONE)).newPage();

  // The owner invites her from the clinic page, reached from his menu.
  await openSignedIn(ownerPage, owner.email, DEMO_PASSWORD);
  await openFromMenu(ownerPage, 'Clinic', ROUTES['app.clinic']);
  const ownerMain = ownerPage.getByRole('main');
  await expect(ownerMain.getByRole('heading', { level: 1, name: northside.name })).toBeVisible(EFFECT);
  const invite = ownerMain.getByRole('form', { name: 'Invite a member' });
  await invite.getByLabel('E-mail address').fill(clinicianEmail);
  await invite.getByLabel('Role').selectOption({ label: 'Clinician' });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(ownerMain.getByTestId('clinic-invitation').filter({ hasText: clinicianEmail })).toContainText('Clinician', EFFECT);

  // The mail's link: she creates her account with the invited address and joins, landing on the doctor's home.
  await clinicianPage.goto(await invitationPathMailedTo(clinicianEmail));
  await expect(clinicianPage.getByRole('heading', { level: 1, name: `Join ${northside.name}` })).toBeVisible(EFFECT);
  await expect(clinicianPage.getByText(`${owner.firstName} ${owner.lastName} invites you to join ${northside.name} as Clinician.`)).toBeVisible();
  await clinicianPage.getByLabel('First name').fill('Nadia');
  await clinicianPage.getByLabel('Last name').fill('Kowalski');
  await clinicianPage.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await clinicianPage.getByLabel('Confirm password').fill(DEMO_PASSWORD);
  await clinicianPage.getByRole('button', { name: 'Create account and join' }).click();
  await expect(clinicianPage).toHaveURL(new RegExp(`${routePath('dashboard.home-4')}$`), EFFECT);
  await expect(clinicianPage.locator('.app-shell')).toBeVisible(EFFECT);

  // She is a member: the owner's page lists her with her role, and hers says it.
  await expect(ownerMain.getByTestId('clinic-member').filter({ hasText: 'Nadia Kowalski' })).toContainText('Clinician', EFFECT);
  await clinicianPage.goto(routePath('app.clinic'));
  await expect(clinicianPage.getByRole('main').getByText(/Your role: Clinician\./)).toBeVisible(EFFECT);

  // Before the patient approves the clinic, his dashboard is closed to her.
  const clinicianMain = clinicianPage.getByRole('main');
  await clinicianPage.goto(routePath('patients.patientDashboard', { uid: patient.uid }));
  await expect(clinicianMain.getByTestId('access-lost')).toBeVisible(EFFECT);

  // The patient sees the clinic's request on his phone, with who in it sees what, and approves it.
  await openSignedIn(patientPage, patient.email, DEMO_PASSWORD, routePath('patient.home'));
  const request = patientPage.getByTestId('clinic-request');
  await expect(request).toContainText(`${northside.name} asks to follow your data`, EFFECT);
  // The owner asked: he is to be the primary clinician; she would see the records only while covering him.
  await expect(request.getByTestId('clinic-access-member').filter({ hasText: 'Nadia Kowalski' })).toContainText(
    'and your records, sessions, plans and outcomes, your appointments and reminders, your monitoring time for billing only while covering your primary clinician',
  );
  // The request with its list of members is one the gate's visits never meet (the demo world has no pending approval).
  const blocking = (await axeViolations(patientPage)).filter((violation) => BLOCKING.includes(violation.impact ?? ''));
  expect(blocking.map((violation) => violation.id)).toEqual([]);
  await request.getByRole('button', { name: `Approve ${northside.name}` }).click();
  await expect(request).toHaveCount(0);
  await expect.poll(async () => (await admin().db.doc(CONSENT).get()).get('state'), EFFECT).toBe('active');

  // A clinic's clinician sees the patients whose primary he is. The approval names the owner, who asked; made hers as a
  // transfer would (without the transfer's billing change to the demo patient's monitoring, which other tests read).
  const clinicianUid = (await admin().auth.getUserByEmail(clinicianEmail)).uid;
  await admin().db.doc(CONSENT).update({ primary: clinicianUid });

  // Now she opens his dashboard as his doctor does.
  await clinicianPage.goto(routePath('patients.patientDashboard', { uid: patient.uid }));
  await expect(clinicianMain.getByRole('heading', { level: 1, name: `${patient.firstName} ${patient.lastName}` })).toBeVisible(EFFECT);

  // The other clinic's owner cannot, and the page says so.
  const otherPage = await (await browser.newContext()).newPage();
  await openSignedIn(otherPage, otherClinicOwner.email, DEMO_PASSWORD, routePath('patients.patientDashboard', { uid: patient.uid }));
  await expect(otherPage.getByRole('main').getByTestId('access-lost')).toContainText("You no longer have access to this patient's records", EFFECT);
});
