/**
 * Coverage and transfer in Northside Rehab (issue 51), as its seeded members: Fatima Haddad approved the clinic with
 * its owner (the demo doctor) as her primary clinician, and is not the physical therapist's (scripts/seed/accounts.ts,
 * OWNERS_CLINIC_PATIENT), with an alert waiting in the triage inbox.
 *
 * The owner marks himself away with the therapist as his cover: she sees Fatima's alert marked "Covering for Daniel
 * Reyes" and acknowledges it; he ends the coverage. The owner then transfers Fatima to the therapist from the clinic
 * page (she is told by e-mail), the therapist finds her on her dashboard as her primary patient and hands her back.
 * Both tests leave the world as they found it (nobody away, Fatima the owner's); each attempt starts from there.
 */
import { clinicConsentId } from '@rehab/model/clinics';
import { ROUTES, routePath } from '@rehab/model/routes';
import { BLOCKING, axeViolations } from './axe';
import { expect, test, type Page } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_CLINICS, DEMO_PASSWORD, OWNERS_CLINIC_PATIENT } from '../../scripts/seed/accounts';
import { admin, openFromMenu, openSignedIn } from './support';
import { EFFECT_TIMEOUT_MS, waitForEffect } from '../effects';

const { doctor: owner, clinician: therapist } = DEMO_ACCOUNTS;
const OWNER = `${owner.firstName} ${owner.lastName}`;
const THERAPIST = `${therapist.firstName} ${therapist.lastName}`;
const fatima = OWNERS_CLINIC_PATIENT;
const FATIMA = `${fatima.firstName} ${fatima.lastName}`;
const northside = DEMO_CLINICS.northside;
const CONSENT = `clinicConsents/${clinicConsentId(fatima.uid, northside.id)}`;
const OWNERS_COVERAGE = `clinicCoverages/${owner.uid}`;
/** The functions may wait for their emulator to start a worker; the triggers rebuild the care teams; the listeners follow. */
const EFFECT = { timeout: EFFECT_TIMEOUT_MS };
test.describe.configure({ timeout: 300_000 });

/** Nobody away, Fatima the owner's, and her alerts as the seed left them: an earlier attempt's changes undone. */
test.beforeEach(async () => {
  const { db } = admin();
  if ((await db.doc(OWNERS_COVERAGE).get()).exists) await db.doc(OWNERS_COVERAGE).delete();
  if ((await db.doc(CONSENT).get()).get('primary') !== owner.uid) await db.doc(CONSENT).update({ primary: owner.uid });
  const alerts = await db.collection('triageAlerts').where('patientId', '==', fatima.uid).get();
  for (const alert of alerts.docs) {
    if (alert.get('acknowledged.uid') === therapist.uid) await alert.ref.update({ status: 'open', acknowledged: null });
  }
});

/** A datetime-local value (the browser's zone, which is the test machine's) some days from now, to the minute. */
function localInputIn(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

async function expectNoBlockingViolations(page: Page) {
  const blocking = (await axeViolations(page)).filter((violation) => BLOCKING.includes(violation.impact ?? ''));
  expect(blocking.map((violation) => violation.id)).toEqual([]);
}

test("the owner marks himself away with the therapist as cover; she sees his patient's alert marked and acknowledges it", async ({ browser }) => {
  const ownerPage = await (await browser.newContext()).newPage();
  const therapistPage = await (await browser.newContext()).newPage();

  // The owner's coverage page, from his menu: nobody covers him yet.
  await openSignedIn(ownerPage, owner.email, DEMO_PASSWORD);
  await openFromMenu(ownerPage, 'Coverage', ROUTES['clinic.coverage']);
  const ownerMain = ownerPage.getByRole('main');
  await expect(ownerMain.getByRole('heading', { level: 1, name: 'Coverage' })).toBeVisible();
  const mine = ownerMain.getByTestId('my-coverage');
  await expect(mine).toContainText('You have not marked yourself away.', EFFECT);

  // Away from now (the form's start) for two days, the therapist covering.
  const form = ownerMain.getByRole('form', { name: 'Mark yourself away' });
  await form.getByLabel('Covering colleague').selectOption({ label: `${THERAPIST} (Clinician)` });
  await form.getByLabel('Away until').fill(localInputIn(2));
  await form.getByRole('button', { name: 'Save coverage' }).click();
  await expect(form.getByTestId('coverage-status')).toContainText(`Saved: ${THERAPIST} covers you from`, EFFECT);
  await expect(mine.getByTestId('coverage-state')).toHaveText('Current', EFFECT);
  await expect(mine).toContainText(`${THERAPIST} covers you from`);
  const coverage = await waitForEffect('the owner’s coverage', async () => (await admin().db.doc(OWNERS_COVERAGE).get()).data());
  expect(coverage).toMatchObject({ clinicId: northside.id, away: owner.uid, cover: therapist.uid, coverName: THERAPIST });
  await expectNoBlockingViolations(ownerPage);

  // The therapist's coverage page says whom she covers; her triage inbox has Fatima's alert, marked.
  await openSignedIn(therapistPage, therapist.email, DEMO_PASSWORD, routePath('clinic.coverage'));
  await expect(therapistPage.getByTestId('covering-coverage')).toContainText(`You cover ${OWNER} from`, EFFECT);
  await openFromMenu(therapistPage, 'Triage', ROUTES['triage.inbox']);
  const alerts = therapistPage.getByRole('list', { name: 'Alerts, most severe first' });
  const alert = alerts.getByRole('listitem').filter({ hasText: FATIMA }).first();
  await expect(alert.getByTestId('covering-for')).toHaveText(`Covering for ${OWNER}`, EFFECT);
  await expectNoBlockingViolations(therapistPage);

  // She reviews and acknowledges it: the server records her as the one who did.
  await alert.getByRole('button', { name: 'Review' }).click();
  await alert.getByLabel("Note for the patient's history (optional)").fill(`Covering for ${OWNER}: called her about her exercises.`);
  await alert.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(therapistPage.getByText('Alert acknowledged.')).toBeVisible(EFFECT);
  await waitForEffect('the therapist’s acknowledgement', async () => {
    const found = await admin().db.collection('triageAlerts').where('patientId', '==', fatima.uid).get();
    return found.docs.some((doc) => doc.get('status') === 'acknowledged' && doc.get('acknowledged.uid') === therapist.uid);
  });

  // Back, the owner ends his coverage: it is gone, and the therapist's page no longer lists it.
  await mine.getByRole('button', { name: 'End coverage' }).click();
  const confirm = ownerPage.getByRole('alertdialog', { name: 'End your coverage' });
  await expect(confirm).toContainText(`${THERAPIST} will no longer care for your patients.`);
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(mine).toContainText('You have not marked yourself away.', EFFECT);
  await expect.poll(async () => (await admin().db.doc(OWNERS_COVERAGE).get()).exists, EFFECT).toBe(false);
});

test('the owner transfers his patient to the therapist, who finds her as her own and hands her back', async ({ browser }) => {
  const ownerPage = await (await browser.newContext()).newPage();
  const therapistPage = await (await browser.newContext()).newPage();
  const sentBefore = (await admin().db.collection('emails').where('to', '==', fatima.email).get()).size;

  // The clinic page lists Fatima with the owner as her primary clinician.
  await openSignedIn(ownerPage, owner.email, DEMO_PASSWORD);
  await openFromMenu(ownerPage, 'Clinic', ROUTES['app.clinic']);
  const ownerMain = ownerPage.getByRole('main');
  const row = ownerMain.getByTestId('clinic-patient').filter({ hasText: FATIMA });
  await expect(row.getByTestId('clinic-patient-primary')).toHaveText(`Primary clinician: ${OWNER}`, EFFECT);

  // Transfer, the appointments staying where they are.
  await row.getByRole('button', { name: `Transfer ${FATIMA} to another clinician` }).click();
  const dialog = ownerPage.getByRole('dialog', { name: `Transfer ${FATIMA}` });
  await expect(dialog).toContainText('Remote monitoring is billed by the new clinician from the next 30-day period on');
  await expectNoBlockingViolations(ownerPage);
  await dialog.getByLabel('New primary clinician').selectOption({ label: `${THERAPIST} (Clinician)` });
  await expect(dialog.getByLabel('Also move future appointments')).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(dialog).toBeHidden(EFFECT);
  await expect(ownerPage.getByText(`${FATIMA} is now a patient of ${THERAPIST}.`)).toBeVisible();
  await expect(row.getByTestId('clinic-patient-primary')).toHaveText(`Primary clinician: ${THERAPIST}`, EFFECT);
  await expect.poll(async () => (await admin().db.doc(CONSENT).get()).get('primary'), EFFECT).toBe(therapist.uid);

  // Fatima is told by e-mail: the clinic and her new clinician, nothing of her health.
  const mail = await waitForEffect('the transfer e-mail', async () => {
    const sent = await admin().db.collection('emails').where('to', '==', fatima.email).get();
    return sent.size > sentBefore && sent.docs.find((doc) => String(doc.get('message.subject')) === `Your clinician at ${northside.name}` && doc.id.startsWith('transfer-'));
  });
  expect(mail.get('message.text')).toContain(THERAPIST);

  // The therapist opens Fatima's dashboard: her primary patient now, whom she hands back to the owner.
  await openSignedIn(therapistPage, therapist.email, DEMO_PASSWORD, routePath('patients.patientDashboard', { uid: fatima.uid }));
  const care = therapistPage.getByTestId('clinic-primary');
  await expect(care).toContainText(`Primary clinician in ${northside.name}: you`, EFFECT);
  await expectNoBlockingViolations(therapistPage);
  await care.getByRole('button', { name: 'Transfer to another clinician…' }).click();
  const back = therapistPage.getByRole('dialog', { name: `Transfer ${FATIMA}` });
  await back.getByLabel('New primary clinician').selectOption({ label: `${OWNER} (Owner)` });
  await back.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(therapistPage).toHaveURL((url) => url.pathname === ROUTES['patients.list'], EFFECT);
  await expect(row.getByTestId('clinic-patient-primary')).toHaveText(`Primary clinician: ${OWNER}`, EFFECT);
  await expect.poll(async () => (await admin().db.doc(CONSENT).get()).get('primary'), EFFECT).toBe(owner.uid);
});
