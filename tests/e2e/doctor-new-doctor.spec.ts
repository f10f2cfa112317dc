import { Timestamp } from 'firebase-admin/firestore';
import { expect, test } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PATIENT_DEVICES } from '../../scripts/seed/accounts';
import type { CareRelationship } from '@rehab/model/care';
import { admin, createVerifiedDoctor, signIn, uniqueEmail } from './support';
import { EFFECT_TIMEOUT_MS } from '../effects';

/**
 * A doctor of this test's own, just verified: no position, address,
 * specialities, devices, patients, appointments or requests yet.
 */
const email = uniqueEmail('new-doctor');
let uid = '';

test.beforeAll(async () => {
  uid = await createVerifiedDoctor({ email, password: DEMO_PASSWORD, firstName: 'Nina', lastName: 'Park' });
});

const patient = DEMO_ACCOUNTS.patient;
const device = DEMO_PATIENT_DEVICES.gloveLeft;
const relationship = () => `careRelationships/${patient.uid}_${uid}`;

test.afterAll(async () => {
  const { auth, db } = admin();
  await db.doc(relationship()).delete();
  await db.doc(`doctors/${uid}`).delete();
  await auth.deleteUser(uid);
});

test("a new doctor's pages say what is missing, and booking in person needs an address", async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, email, DEMO_PASSWORD);
  const main = page.getByRole('main');

  // The dashboard: 'Doctor' for the missing position, no patients, the schedule.
  await expect(main.getByRole('heading', { name: 'Nina Park' })).toBeVisible();
  await expect(main.getByText('Doctor', { exact: true })).toBeVisible();
  await expect(main.getByTestId('patient-count')).toHaveText('0');
  await expect(main.getByText('3.9')).toBeVisible();
  await expect(main.getByText('No Patients')).toBeVisible({ timeout: EFFECT_TIMEOUT_MS });
  await expect(main.getByText('Your Schedule')).toBeVisible();

  await page.goto('/patients');
  await expect(main.getByText('No patients found with your registered devices.')).toBeVisible();
  await main.getByRole('link', { name: 'here' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(main.getByText('Doctor', { exact: true })).toBeVisible();
  await expect(main.getByText('No specialities added.')).toBeVisible();
  await expect(main.getByText('No notifications.')).toBeVisible();
  await expect(main.getByText('No registered devices.')).toBeVisible();

  await page.goto('/patients/add');
  await main.getByLabel('Patient email').fill(DEMO_ACCOUNTS.patient.email);
  await main.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(main.getByText('No patients found with this email and your registered devices.')).toBeVisible();

  await page.goto('/app/email');
  await expect(main.getByText('You have no appointment requests.')).toBeVisible();

  await page.goto('/app/chat');
  await expect(main.getByText('Click on a user to start a conversation!')).toBeVisible();

  // With one of the demo patient's devices, and the patient's approval, the doctor may book for them, but not in
  // person without an address.
  const granted = Timestamp.now();
  await admin().db.doc(`doctors/${uid}`).update({ devices: [device.id] });
  await admin().db.doc(relationship()).set({
    patient: patient.uid,
    doctor: uid,
    doctorName: 'Nina Park',
    state: 'active',
    requestedAt: granted,
    since: granted,
    grantedBy: patient.uid,
    devices: { [device.id]: device.deviceType },
  } satisfies CareRelationship);
  await page.goto('/app/calendar');
  const form = main.locator('form');
  await form.getByLabel('Patient').selectOption({ label: 'Liam Carter' }, { timeout: EFFECT_TIMEOUT_MS });
  const tomorrow = new Date(Date.now() + 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  await form.getByLabel('Date and time').fill(`${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}T10:00`);
  await form.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(form.getByText("You don't have an address in your profile")).toBeVisible();
  const booked = await admin().db.collection('appointments').where('doctorID', '==', uid).get();
  expect(booked.size).toBe(0);
});
