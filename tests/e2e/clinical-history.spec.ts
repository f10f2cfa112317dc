/**
 * The audit trail as a doctor sees it: a tag added and a chart point removed
 * are listed in the session's History tab, with the doctor's name, and in the
 * patient's history on the patient dashboard.
 */
import { expect, test } from './fixtures';
import { FieldValue } from 'firebase-admin/firestore';
import { DEMO_ACCOUNTS } from '../../scripts/seed/accounts';
import { chart, chooseSession, expectFullResolution, openCharts, pickPatient } from './charts-helpers';
import { EFFECT_TIMEOUT_MS } from '../effects';
import { admin } from './support';

// A session of a patient no other test changes.
const YUKI = 'demo-patient-yuki';
const SESSION = 'session-patient-yuki-001';
const DOCTOR = `${DEMO_ACCOUNTS.doctor.firstName} ${DEMO_ACCOUNTS.doctor.lastName}`;

test('the session History tab lists a tag added and a point removed, with the doctor’s name', async ({ page }) => {
  // Charts, two recorded edits and two histories: more than a minute on a busy machine.
  test.setTimeout(240_000);
  const tag = `history-${Date.now()}`;
  const { db } = admin();
  const session = db.collection('sessions').doc(SESSION);
  try {
    await openCharts(page, DEMO_ACCOUNTS.doctor.email);
    await pickPatient(page, 'Yuki Tanaka');
    await chooseSession(page, SESSION);

    const input = page.getByLabel('Add tag');
    await input.fill(tag);
    await input.press('Enter');
    await expect(page.getByRole('button', { name: `Remove tag ${tag}` })).toBeVisible();

    const canvas = chart(page, 'AngleX');
    await expect(canvas).toBeVisible();
    await expectFullResolution(page);
    await page.getByRole('checkbox', { name: 'Read mode' }).check();
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.5, box.y + box.height / 2);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Deleted data point.')).toBeVisible();

    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('list', { name: 'Recorded changes, newest first' });
    const entries = history.getByRole('listitem');
    await expect(entries.first()).toContainText(new RegExp(`^${DOCTOR} removed the chart point at \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d:\\d{3}\\.`));
    await expect(entries.first()).toContainText('Doctor');
    await expect(entries.nth(1)).toContainText(`${DOCTOR} added the tag “${tag}”.`);

    // The same changes in the patient's whole history, on the patient dashboard.
    await page.goto(`/patients/${YUKI}`);
    const historyTab = page.getByRole('tab', { name: 'History' });
    // The dashboard's tabs keep their own state: a click while its panels are still arriving may be lost; click until it holds.
    await expect(async () => {
      await historyTab.click();
      expect(await historyTab.getAttribute('aria-selected')).toBe('true');
    }).toPass({ timeout: EFFECT_TIMEOUT_MS });
    await expect(page.getByRole('list', { name: 'Recorded changes, newest first' }).getByText(`${DOCTOR} added the tag “${tag}”.`)).toBeVisible();
  } finally {
    await session.update({ tags: FieldValue.arrayRemove(tag), removedTimePoints: [] });
    await db.collection('sessionTags').doc(tag).delete();
  }
});
