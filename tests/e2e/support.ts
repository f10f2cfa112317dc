import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from './fixtures';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { EFFECT_TIMEOUT_MS } from '../effects';

export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-rehab';

/** Signs in through the sign-in page and waits for the landing page. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth/sign-in1');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The first sign-in after the emulators start waits for their rules and functions to warm up.
  await expect(page).not.toHaveURL(/\/auth\/sign-in1/, { timeout: EFFECT_TIMEOUT_MS });
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Where Firebase Auth keeps a session kept with 'Remember Me' (browserLocalPersistence): one localStorage entry. */
const REMEMBERED_AUTH_USER = /^firebase:authUser:/;

/**
 * This worker's sign-ins, by e-mail: each made once through the sign-in page, then restored by the tests that
 * follow in the worker. A failed test ends its worker, so a retry signs in afresh.
 */
const savedSignIns = new Map<string, Promise<{ state: StorageState; home: string }>>();

/** Signs in through the sign-in page with 'Remember Me' in a context of its own; returns the session and the landing page. */
async function saveSignIn(browser: Browser, email: string, password: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto('/auth/sign-in1');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('checkbox', { name: 'Remember Me' }).check();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).not.toHaveURL(/\/auth\/sign-in1/, { timeout: EFFECT_TIMEOUT_MS });
    const { origins } = await context.storageState();
    // Firebase Auth's entry alone: the app's own keys (the last role, the last activity of the idle logoff) and
    // Firestore's start empty, as they do after signIn in a fresh context.
    const authOnly = origins.map(({ origin, localStorage }) => ({
      origin,
      localStorage: localStorage.filter(({ name }) => REMEMBERED_AUTH_USER.test(name)),
    }));
    return { state: { cookies: [], origins: authOnly }, home: new URL(page.url()).pathname };
  } finally {
    await context.close();
  }
}

/**
 * Opens `path` (by default the page signIn lands on) signed in, for tests to which signing in is only the way in:
 * the sign-in page is used once per worker and account (saveSignIn), later tests restore the session it left, which
 * saves a page load and the sign-in's round trips per test. It replaces the context's storage: call it first.
 */
export async function openSignedIn(page: Page, email: string, password: string, path?: string) {
  let saved = savedSignIns.get(email);
  if (!saved) {
    saved = saveSignIn(page.context().browser()!, email, password);
    savedSignIns.set(email, saved);
  }
  const { state, home } = await saved;
  await page.context().setStorageState(state);
  await page.goto(path ?? home);
  // The signed-in frame shows once the role is read; the first read of a run waits for the emulators to warm up.
  await expect(page.locator('.app-shell')).toBeVisible({ timeout: EFFECT_TIMEOUT_MS });
}

/**
 * Opens a page from the main menu. A click made while the signed-in frame is still settling can be lost (once, on a
 * slower machine, the address stayed on the home page): it clicks until the address is the page's. The page's code
 * may still be loading after a click, which a second click does not disturb.
 */
export async function openFromMenu(page: Page, entry: string, path: string) {
  const link = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: entry, exact: true });
  await expect(async () => {
    if (new URL(page.url()).pathname !== path) await link.click();
    expect(new URL(page.url()).pathname).toBe(path);
  }).toPass({ intervals: [500, 1_000, 2_000], timeout: EFFECT_TIMEOUT_MS });
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

/** A verified doctor account of a test's own (auth user, doctor claim and doctors record); returns its uid. */
export async function createVerifiedDoctor(account: {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber?: string;
  position?: string;
  gender?: string;
}): Promise<string> {
  const { auth, db } = admin();
  const { email, password, firstName, lastName, phoneNumber = '', position = '', gender = '' } = account;
  const { uid } = await auth.createUser({
    email,
    password,
    displayName: `${firstName} ${lastName}`,
    emailVerified: true,
    ...(phoneNumber && { phoneNumber }),
  });
  await auth.setCustomUserClaims(uid, { doctor: true });
  await db.doc(`doctors/${uid}`).set({
    firstName,
    lastName,
    position,
    gender,
    address: '',
    specialities: [],
    profilePic: '',
    devices: [],
    patients: [],
    isVerified: true,
    notifications: [],
    phoneNumber,
    email,
  });
  return uid;
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

/** What Edit Profile says before the sign-out that follows a credential change. */
export const SIGNED_OUT_NOTICE = 'Updated Successfully. You will be logged out in 5 seconds.';

/** How far the page's clock moves at a time while the page works (runClockUntilVisible). */
const CLOCK_STEP_MS = 100;
/** The browser contexts whose pages have Playwright's fake clock (it is installed once per context). */
const withFakeClock = new WeakSet<BrowserContext>();

/**
 * Stops the page's clock (installing Playwright's fake clock first when the page has none), so that
 * time in the page moves only as a test says: timers then run on a controlled clock, not on a busy
 * machine's.
 */
export async function pauseClock(page: Page) {
  if (!withFakeClock.has(page.context())) {
    await page.clock.install();
    withFakeClock.add(page.context());
  }
  // A little ahead of the page's time, which keeps running until the pause arrives.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
}

/**
 * Moves the paused clock on in steps of CLOCK_STEP_MS while the page works (network answers come in
 * real time meanwhile), until `locator` shows. A timer started when it appeared has then run for at
 * most CLOCK_STEP_MS of page time.
 */
export async function runClockUntilVisible(page: Page, locator: Locator, timeout = EFFECT_TIMEOUT_MS) {
  await expect(async () => {
    await page.clock.runFor(CLOCK_STEP_MS);
    await expect(locator).toBeVisible({ timeout: CLOCK_STEP_MS });
  }).toPass({ intervals: [0], timeout });
}

/**
 * Checks a time window on a paused clock: what `during` expects holds until just before `windowMs`
 * has passed since `shown` appeared (runClockUntilVisible), and what `after` expects right after.
 * The clock runs naturally again afterwards.
 */
export async function expectTimeWindow(page: Page, windowMs: number, { during, after }: { during: () => Promise<void>; after: () => Promise<void> }) {
  await page.clock.runFor(windowMs - 2 * CLOCK_STEP_MS);
  await during();
  await page.clock.runFor(3 * CLOCK_STEP_MS);
  await after();
  await page.clock.resume();
}

/**
 * Saves a credential change with `save` and checks the sign-out that follows: the notice stays for
 * 5 seconds of page time, then the sign-in page shows.
 */
export async function saveAndExpectSignOut(page: Page, save: () => Promise<void>) {
  const notice = page.getByRole('main').getByText(SIGNED_OUT_NOTICE);
  await pauseClock(page);
  await save();
  // The first save that calls a function may wait for the functions emulator to start.
  await runClockUntilVisible(page, notice);
  await expectTimeWindow(page, 5_000, {
    during: async () => {
      await expect(notice).toBeVisible();
      await expect(page).not.toHaveURL(/\/auth\/sign-in1$/);
    },
    after: () => expect(page).toHaveURL(/\/auth\/sign-in1$/),
  });
}

/**
 * The Change Password tab of a doctor's or patient's Edit Profile page: the
 * messages for empty and unequal passwords, then the new password saved and
 * the sign-out that follows.
 */
export async function changePasswordAndSignOut(page: Page, newPassword: string) {
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'Change Password' }).click();
  await main.getByRole('button', { name: 'Update' }).click();
  await expect(main.getByText('This field is Required.')).toHaveCount(2);
  await main.getByLabel('New Password').fill('short');
  await main.getByLabel('Repeat Password').fill('different');
  await main.getByRole('button', { name: 'Update' }).click();
  await expect(main.getByText('This field is Required.')).toHaveCount(1);
  await expect(main.getByText("Passwords don't match.")).toBeVisible();

  await main.getByLabel('New Password').fill(newPassword);
  await main.getByLabel('Repeat Password').fill(newPassword);
  await saveAndExpectSignOut(page, () => main.getByRole('button', { name: 'Update' }).click());
}

/** A 4x4 PNG of four coloured squares: any picture is cropped to the 150x150 avatar. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAHklEQVR4nGO4o6EBRBoLbICIAYWjEXAHiH6BAQoHACFSGclcfWYUAAAAAElFTkSuQmCC',
  'base64',
);

/**
 * On a doctor's or patient's Edit Profile page: chooses a picture, crops and
 * saves it; after a reload, and on the profile page, the avatar is the
 * 150x150 picture stored at doctorAvatars/{uid}.
 */
export async function uploadAvatar(page: Page, { uid, name, profilePage }: { uid: string; name: string; profilePage: string }) {
  const main = page.getByRole('main');
  await main.getByLabel('Profile picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  const crop = page.getByRole('dialog', { name: 'Crop picture' });
  await crop.getByRole('button', { name: 'Crop' }).click();
  await expect(crop).toBeHidden();
  await main.getByRole('button', { name: 'Update' }).click();
  await expect(main.getByText('Your personal information has been successfully updated.')).toBeVisible({ timeout: EFFECT_TIMEOUT_MS });

  const stored = new RegExp(`doctorAvatars%2F${uid}`);
  await page.reload();
  const picture = main.getByRole('img', { name: `Picture of ${name}` });
  await expect(picture).toHaveAttribute('src', stored);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth, img.naturalHeight])).toEqual([true, 150, 150]);

  await page.goto(profilePage);
  await expect(main.getByRole('img', { name: `Picture of ${name}` })).toHaveAttribute('src', stored);
}

/** Whether the focused element shows a focus indicator (an outline or Bootstrap's focus shadow). */
export function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return false;
    const style = getComputedStyle(element);
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  });
}

/**
 * The contrast ratio (WCAG) of an element's text colour against the first
 * opaque background behind it.
 */
export function contrastOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    let background: number[] = [255, 255, 255];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const [r, g, b, a = 1] = rgb(getComputedStyle(node).backgroundColor);
      if (a === 1) {
        background = [r, g, b];
        break;
      }
    }
    const luminance = ([r, g, b]: number[]) => {
      const [lr, lg, lb] = [r, g, b].map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
    };
    const [r, g, b, a = 1] = rgb(getComputedStyle(element).color);
    // A translucent text colour is seen mixed with its background.
    const text = [r, g, b].map((c, i) => c * a + background[i] * (1 - a));
    const [lighter, darker] = [luminance(text), luminance(background)].sort((x, y) => y - x);
    return (lighter + 0.05) / (darker + 0.05);
  });
}
