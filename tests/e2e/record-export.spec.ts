/**
 * The record as FHIR (issue 36): the demo patient downloads his data on a phone, the demo doctor exports it from the
 * patient dashboard and finds the export in the History tab (the accounting of disclosures).
 */
import { readFile } from 'node:fs/promises';
import { getStorage } from 'firebase-admin/storage';
import type { Bundle, Patient } from '@rehab/model/fhir/types';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../scripts/seed/accounts';
import { expect, test, type Download } from './fixtures';
import { admin, openSignedIn, PROJECT_ID } from './support';
import { BLOCKING, axeViolations } from './axe';

/** The first call of a function in a run waits for the functions emulator to load it. */
const FIRST_CALL = { timeout: 60_000 };
const PATIENT = DEMO_ACCOUNTS.patient;
const DOCTOR = `${DEMO_ACCOUNTS.doctor.firstName} ${DEMO_ACCOUNTS.doctor.lastName}`;

async function bundleOf(download: Download): Promise<Bundle> {
  return JSON.parse(await readFile(await download.path(), 'utf8')) as Bundle;
}

/** What these tests leave: the exports' files and their history entries. */
test.afterAll(async () => {
  const { db } = admin();
  const entries = await db.collection('auditLog').where('patientUid', '==', PATIENT.uid).where('action', '==', 'record.exported').get();
  await Promise.all(entries.docs.map((entry) => entry.ref.delete()));
  const bucket = getStorage().bucket(`${PROJECT_ID}.appspot.com`);
  for (const uid of [PATIENT.uid, DEMO_ACCOUNTS.doctor.uid]) await bucket.deleteFiles({ prefix: `recordExports/${uid}/` });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the patient downloads his data from his profile as a FHIR file', async ({ page }) => {
    await openSignedIn(page, PATIENT.email, DEMO_PASSWORD, '/patient/profile');
    const button = page.getByRole('button', { name: 'Download my data' });
    const downloaded = page.waitForEvent('download', FIRST_CALL);
    await button.click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/^record-liam-carter-\d{4}-\d{2}-\d{2}\.fhir\.json$/);
    // another card of the profile may still show its loading status beside the export's own
    await expect(page.getByRole('status').filter({ hasText: 'Downloaded:' })).toContainText(`Downloaded: ${download.suggestedFilename()}`);
    const bundle = await bundleOf(download);
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    const patient = bundle.entry.find((entry) => entry.resource.resourceType === 'Patient')?.resource as Patient;
    expect(patient.name[0].text).toBe(`${PATIENT.firstName} ${PATIENT.lastName}`);
    expect((await axeViolations(page)).filter((violation) => BLOCKING.includes(violation.impact ?? '')).map((violation) => violation.id)).toEqual([]);
  });
});

test('the doctor exports the record from the patient dashboard, and the History tab lists the export', async ({ page }) => {
  await openSignedIn(page, DEMO_ACCOUNTS.doctor.email, DEMO_PASSWORD, `/patients/${PATIENT.uid}`);
  const downloaded = page.waitForEvent('download', FIRST_CALL);
  await page.getByRole('button', { name: 'Export record (FHIR)' }).click();
  const bundle = await bundleOf(await downloaded);
  expect(bundle.entry.some((entry) => entry.resource.resourceType === 'Observation')).toBe(true);
  // In the same card, the patient's reminders as the functions summarise them (seeded on, sent yesterday): never their text.
  await expect(page.getByTestId('reminder-status')).toContainText(/^RemindersOn, last sent /);
  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('list', { name: 'Recorded changes, newest first' });
  await expect(history.getByRole('listitem').first()).toContainText(`${DOCTOR} exported a copy of the record (FHIR).`);
});
