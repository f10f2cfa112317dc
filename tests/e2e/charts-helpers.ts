/** Shared steps of the charts end-to-end tests (tests/e2e/charts-*.spec.ts). */
import { expect, type Page } from './fixtures';
import type { Session } from '@rehab/model/collections';
import { DEMO_PASSWORD } from '../../scripts/seed/accounts';
import { admin, openSignedIn } from './support';
import { EFFECT_TIMEOUT_MS } from '../effects';

/** The first call of the patient-list function may wait for the functions emulator to start. */
export const FIRST_LIST = { timeout: EFFECT_TIMEOUT_MS };

export async function openCharts(page: Page, email: string) {
  await openSignedIn(page, email, DEMO_PASSWORD, '/app/charts');
  await expect(page.getByRole('heading', { name: 'Charts', level: 1 })).toBeVisible();
}

/** The doctor picks a patient in the patients panel. */
export async function pickPatient(page: Page, name: string) {
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).click(FIRST_LIST);
}

export function sessionSelect(page: Page) {
  return page.getByLabel('Session', { exact: true });
}

/** The session ids offered by the session dropdown (the placeholder left out). */
export async function offeredSessionIds(page: Page): Promise<string[]> {
  const values = await sessionSelect(page).locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  return values.filter(Boolean);
}

export async function chooseSession(page: Page, sessionId: string) {
  await expect(sessionSelect(page).locator(`option[value="${sessionId}"]`)).toHaveCount(1);
  await sessionSelect(page).selectOption(sessionId);
  await expect(page.getByRole('heading', { name: new RegExp(`· ${sessionId}$`) })).toBeVisible();
}

/** A chart canvas by its title (charts are images named after their sensor or series). */
export function chart(page: Page, name: string) {
  return page.getByRole('img', { name, exact: true });
}

/** Waits until the charts show full resolution: points are picked from it, not from the overview painted first. */
export async function expectFullResolution(page: Page) {
  await expect(page.getByText('Loading full resolution…')).toHaveCount(0, { timeout: EFFECT_TIMEOUT_MS });
}

export interface StoredSession extends Session {
  docId: string;
}

/** A patient's sessions as stored, oldest first (the app numbers them 1..n in that order). */
export async function storedSessions(userId: string): Promise<StoredSession[]> {
  const snapshot = await admin().db.collection('sessions').where('userId', '==', userId).get();
  return snapshot.docs
    .map((doc) => ({ ...(doc.data() as Session), docId: doc.id }))
    .sort((a, b) => a.date.toMillis() - b.date.toMillis());
}

/** One sensor's stored values for a device of a session, in bin order. */
export async function storedValues(sessionId: string, deviceId: string, sensorId: string): Promise<number[]> {
  const snapshot = await admin()
    .db.collection('data_by_sensor')
    .where('sessionId', '==', sessionId)
    .where('deviceId', '==', deviceId)
    .where('sensorId', '==', sensorId)
    .get();
  return snapshot.docs.sort((a, b) => a.get('binId') - b.get('binId')).flatMap((doc) => doc.get('values') as number[]);
}
