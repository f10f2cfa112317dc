import { expect, type Page } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-rehab';

/** Signs in through the sign-in page and waits for the landing page. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth/sign-in1');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The first sign-in after the emulators start waits for their rules and functions to warm up.
  await expect(page).not.toHaveURL(/\/auth\/sign-in1/, { timeout: 30_000 });
}

/** Signs out through the profile menu and waits for the sign-in page. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in1$/);
}

/** The Admin SDK on the emulators, for arranging and checking data from a test. */
export function admin() {
  if (getApps().length === 0) initializeApp({ projectId: PROJECT_ID });
  return { auth: getAuth(), db: getFirestore() };
}

function authEmulatorOrigin(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run the E2E tests through `npm run test:e2e`');
  return `http://${host}`;
}

/** The SMS code the Auth emulator "sent" to a number (E.164), the latest one; waits until there is one. */
export async function smsCodeFor(phoneNumber: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${authEmulatorOrigin()}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`);
      const { verificationCodes = [] } = (await response.json()) as { verificationCodes?: { phoneNumber: string; code: string }[] };
      code = verificationCodes.filter((entry) => entry.phoneNumber === phoneNumber).at(-1)?.code;
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** A North American number nobody else uses in this run (the +1 is added by the app). */
export function uniquePhoneDigits(): string {
  return `778${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;
}
