/**
 * Care relationships by patient consent (issue 19): a doctor who registers a patient's device only asks; the
 * patient approves on the phone, and removes the doctor again under 'My care team'.
 */
import { expect, test } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PATIENT_DEVICES } from '../../scripts/seed/accounts';
import { admin, openSignedIn } from './support';
import { EFFECT_TIMEOUT_MS } from '../effects';

const doctor = DEMO_ACCOUNTS.secondDoctor;
const patient = DEMO_ACCOUNTS.patient;
const DEVICE = DEMO_PATIENT_DEVICES.gloveRight.id;
const RELATIONSHIP = `careRelationships/${patient.uid}_${doctor.uid}`;
const PATIENT_DEVICE_IDS: string[] = Object.values(DEMO_PATIENT_DEVICES).map((d) => d.id);

/** The patient-list and registration functions may wait for the functions emulator to start. */
const FIRST_CALL = { timeout: EFFECT_TIMEOUT_MS };

/**
 * Each attempt starts from Dr Grant knowing none of the demo patient's devices and having no relationship with
 * him (what the seed's pending request would otherwise be), and without lookups used up by earlier attempts.
 */
test.beforeEach(async () => {
  const { db } = admin();
  const record = await db.doc(`doctors/${doctor.uid}`).get();
  const devices = ((record.get('devices') as string[] | undefined) ?? []).filter((id) => !PATIENT_DEVICE_IDS.includes(id));
  await db.doc(`doctors/${doctor.uid}`).update({ devices });
  await db.doc(RELATIONSHIP).delete();
  await db.doc(`deviceLookups/${doctor.uid}`).delete();
});

test('a doctor asks by registering a device; the patient approves on the phone, then removes him, and the open dashboard loses access', async ({ browser }) => {
  test.setTimeout(240_000);
  const doctorContext = await browser.newContext();
  const patientContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const doctorPage = await doctorContext.newPage();
  const patientPage = await patientContext.newPage();
  await openSignedIn(doctorPage, doctor.email, DEMO_PASSWORD);
  await openSignedIn(patientPage, patient.email, DEMO_PASSWORD);

  // Dr Grant registers the demo patient's right glove: it waits for the patient's approval.
  await doctorPage.goto('/profile');
  const doctorMain = doctorPage.getByRole('main');
  await doctorMain.getByRole('button', { name: 'Register Device' }).click();
  const modal = doctorPage.getByRole('dialog', { name: 'Register Device' });
  await modal.getByLabel('Device ID').fill(DEVICE);
  await modal.getByRole('button', { name: 'Register' }).click();
  await expect(modal).toBeHidden(FIRST_CALL);
  const registered = doctorMain.getByRole('list', { name: 'Registered Devices' }).getByRole('listitem').filter({ hasText: DEVICE });
  await expect(registered).toContainText("Waiting for the patient's approval");

  // He does not see the patient yet.
  await doctorPage.goto('/patients');
  await expect(doctorMain.getByRole('heading', { level: 2 }).first()).toBeVisible(FIRST_CALL);
  await expect(doctorMain.getByText('Liam Carter')).toHaveCount(0);
  await doctorPage.goto(`/patients/${patient.uid}`);
  await expect(doctorMain.getByTestId('access-lost')).toBeVisible();

  // The patient sees the request on his phone's home page and approves it.
  await patientPage.goto('/patient-home');
  const request = patientPage.getByTestId('care-request');
  await expect(request).toContainText(`Dr Olivia Grant asks to follow your Glove ${DEVICE}`);
  await request.getByRole('button', { name: 'Approve Dr Olivia Grant' }).click();
  await expect(request).toHaveCount(0);
  await expect.poll(async () => (await admin().db.doc(RELATIONSHIP).get()).get('state')).toBe('active');

  // Now Dr Grant finds him in All Patients and opens his dashboard.
  await doctorPage.goto('/');
  const menu = doctorPage.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Patients' }).click();
  await menu.getByRole('link', { name: 'All Patients' }).click();
  await expect(doctorPage).toHaveURL(/\/patients$/);
  // The URL changes before the page replaces the dashboard, whose patient list has its own 'Search' box.
  await expect(doctorMain.getByRole('heading', { level: 1, name: 'All Patients' })).toBeVisible();
  await doctorMain.getByLabel('Search').fill(patient.email);
  await expect(doctorMain.getByRole('button', { name: 'View Profile' })).toHaveCount(1, FIRST_CALL);
  await expect(doctorMain.getByRole('heading', { level: 2, name: 'Liam Carter' })).toBeVisible(FIRST_CALL);
  await doctorMain.getByRole('button', { name: 'View Profile' }).click();
  await expect(doctorPage).toHaveURL(new RegExp(`/patients/${patient.uid}$`));
  await expect(doctorMain.getByRole('heading', { level: 1, name: 'Liam Carter' })).toBeVisible();

  // The patient removes him under 'My care team'.
  await patientPage.goto('/patient/profile');
  const team = patientPage.getByRole('region', { name: 'My care team' });
  const member = team.getByTestId('care-team-member').filter({ hasText: 'Dr Olivia Grant' });
  await expect(member).toContainText(`Glove ${DEVICE}`);
  await member.getByRole('button', { name: 'Remove Dr Olivia Grant' }).click();
  await patientPage.getByRole('alertdialog', { name: 'Remove from my care team' }).getByRole('button', { name: 'OK' }).click();
  await expect(member).toHaveCount(0);

  // The doctor's open dashboard loses access at once, in words.
  await expect(doctorMain.getByTestId('access-lost')).toContainText("You no longer have access to this patient's records");
  await expect(doctorMain.getByRole('heading', { level: 1, name: 'Liam Carter' })).toHaveCount(0);
  await doctorPage.goto('/profile');
  await expect(registered).toContainText('The patient removed you from their care team');

  await doctorContext.close();
  await patientContext.close();
});
