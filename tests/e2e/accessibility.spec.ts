/**
 * The accessibility gate: axe (WCAG 2.1 A and AA) on every page of every
 * visitor (pageVisits.ts, derived from the route table), in the light theme
 * left to right (English) and in the dark theme right to left (Arabic).
 * A serious or critical violation fails, and so does a page without exactly
 * one h1.
 */
import type { KneeSleevePreorder } from '@rehab/model/collections';
import { displayedStatus, isOrganizationOrder } from '@rehab/model/preorders';
import { ROUTES, routePath } from '@rehab/model/routes';
import { expect, test, type Page } from './fixtures';
import { DEMO_PASSWORD } from '../../scripts/seed/accounts';
import { PAGE_VISITS, VIEWPORTS, VISITOR_ACCOUNTS, pagesOf, type PageToCheck, type Visitor } from './pageVisits';
import { admin, openSignedIn } from './support';
import { BLOCKING, axeViolations } from './axe';
import { EFFECT_TIMEOUT_MS } from '../effects';

/** What shows while a page loads (the shell's navigation bar while a lazy page arrives): the gate checks the page once it has loaded. */
const LOADING = '.app-navigation-progress, .page-loader, .spinner-border, .placeholder-glow';

interface Variant {
  name: string;
  colorScheme: 'light' | 'dark';
  language: 'en' | 'ar';
  dir: 'ltr' | 'rtl';
  theme: 'light' | 'dark';
}

const VARIANTS: Variant[] = [
  { name: 'light, English', colorScheme: 'light', language: 'en', dir: 'ltr', theme: 'light' },
  { name: 'dark, Arabic', colorScheme: 'dark', language: 'ar', dir: 'rtl', theme: 'dark' },
];

/**
 * Gives the pages opened from now on the variant's look: the device settings the app keeps in localStorage
 * (src/app/store.ts), put in before the app starts (no reload after the first page); the theme follows the system's.
 */
async function useVariant(page: Page, variant: Variant) {
  await page.emulateMedia({ colorScheme: variant.colorScheme });
  await page.addInitScript((language) => {
    const settings = JSON.parse(localStorage.getItem('rehab.settings') ?? '{}');
    localStorage.setItem('rehab.settings', JSON.stringify({ ...settings, syncWithSystem: true, language }));
  }, variant.language);
}

/** Waits until the app shows in the variant's look. */
async function expectVariantShown(page: Page, variant: Variant) {
  await expect(page.locator('html')).toHaveAttribute('dir', variant.dir);
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', variant.theme);
  // The document takes the look at once; the app renders once the language's texts and Bootstrap's stylesheet of
  // its direction have loaded (src/main.tsx), in place of the splash: a page opened before that would be checked empty.
  await expect(page.locator('.app-splash')).toHaveCount(0);
  await expect(page.locator('#root')).not.toBeEmpty();
}

/** Opens a page the way a link in the app does (no reload: the signed-in app stays up). */
async function open(page: Page, { path, landsOn }: PageToCheck) {
  // Returns once the app has begun to show the page (its first change of the document after the address changed:
  // the navigation bar of a page still loading, or the page itself), so that no check sees the page left. A page
  // already shown (the one the visitor started on) is not opened again: nothing would change.
  await page.evaluate(
    (to) =>
      new Promise<void>((resolve) => {
        if (window.location.pathname === to) {
          resolve();
          return;
        }
        const changed = new MutationObserver(() => done());
        const timeout = window.setTimeout(() => done(), 2_000);
        const done = () => {
          changed.disconnect();
          window.clearTimeout(timeout);
          resolve();
        };
        changed.observe(document.body, { subtree: true, childList: true, characterData: true });
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }),
    path,
  );
  await expect(page).toHaveURL((url) => url.pathname === landsOn);
  await settled(page);
}

/** Waits until nothing loads and no transition runs: colours are checked as they settle, not halfway. */
async function settled(page: Page) {
  await expect(page.locator(LOADING)).toHaveCount(0, { timeout: EFFECT_TIMEOUT_MS });
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}

export interface PageResult {
  route: string;
  path: string;
  h1: number;
  /** what the page read when it had not exactly one h1 (to tell a missing heading from a page that had not shown) */
  text?: string;
  violations: { rule: string; impact: string; nodes: string[] }[];
}

async function check(page: Page, visit: PageToCheck): Promise<PageResult> {
  await open(page, visit);
  // A page may show its heading with its data, after its loaders: counted once one is there (or after 10 s).
  await page.locator('h1').first().waitFor({ timeout: EFFECT_TIMEOUT_MS }).catch(() => undefined);
  await settled(page);
  const h1 = await page.locator('h1').count();
  const text = h1 === 1 ? undefined : `${page.url()}: ${(await page.locator('body').innerText()).replace(/\s+/g, ' ').slice(0, 400)}`;
  const violations = await axeViolations(page);
  return {
    route: visit.route,
    path: visit.path,
    h1,
    text,
    violations: violations.map((v) => ({
      rule: v.id,
      impact: v.impact ?? 'unknown',
      nodes: v.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`),
    })),
  };
}

test('every route of the route table has a page visit', () => {
  expect(Object.keys(PAGE_VISITS).sort()).toEqual(Object.keys(ROUTES).sort());
  for (const [route, visit] of Object.entries(PAGE_VISITS)) expect(visit.as.length, route).toBeGreaterThan(0);
});

test("visits the customer's pre-orders of each kind and status, the organization order among them", async () => {
  const visited = (await pagesOf('customer')).filter((visit) => visit.route === 'patient.preorderDetails').map((visit) => visit.path);
  const own = (await admin().db.collection('kneeSleevePreorders').where('email', '==', VISITOR_ACCOUNTS.customer.email).get()).docs.map((doc) => ({
    ...(doc.data() as KneeSleevePreorder),
    docId: doc.id,
  }));
  const organization = own.find((preorder) => isOrganizationOrder(preorder));
  expect(organization, 'the demo customer has an organization pre-order').toBeDefined();
  expect(visited).toContain(routePath('patient.preorderDetails', { id: organization!.docId }));
  const kinds = new Set(own.map((preorder) => `${isOrganizationOrder(preorder)} ${displayedStatus(preorder)}`));
  expect(new Set(visited).size).toBe(kinds.size);
});

const VISITORS = Object.keys(VIEWPORTS) as Visitor[];
// Each visitor and variant is a test of its own, so that both workers share the gate.
test.describe.configure({ mode: 'parallel' });
// Colours are checked as they settle, not halfway through a transition: Bootstrap's (such as the menu's newly
// active item) stop under the reduced motion the suite runs with (playwright.config.ts); the app's own are waited
// for in open().

for (const visitor of VISITORS) {
  for (const variant of VARIANTS) {
    test(`pages of the ${visitor}, ${variant.name}: no serious or critical axe violation, one h1`, async ({ page }, testInfo) => {
      const pages = await pagesOf(visitor);
      test.setTimeout(60_000 + pages.length * 20_000);
      await page.setViewportSize(VIEWPORTS[visitor]);
      await useVariant(page, variant);
      if (visitor === 'guest') await page.goto(ROUTES['auth1.sign-in1']);
      else await openSignedIn(page, VISITOR_ACCOUNTS[visitor].email, DEMO_PASSWORD);
      await expectVariantShown(page, variant);

      const results: PageResult[] = [];
      for (const visit of pages) {
        // A route that redirects is checked for where it lands; that page has its own visit.
        if (visit.landsOn !== visit.path) {
          await test.step(`${visit.path} → ${visit.landsOn}`, () => open(page, visit));
          continue;
        }
        const result = await test.step(visit.path, () => check(page, visit));
        results.push(result);
        expect.soft(result.h1, `${visit.path}: number of h1 headings (${result.text})`).toBe(1);
        const blocking = result.violations.filter((v) => BLOCKING.includes(v.impact));
        expect.soft(blocking, `${visit.path}: serious or critical axe violations`).toEqual([]);
      }
      await testInfo.attach('axe-results', { body: JSON.stringify(results, null, 2), contentType: 'application/json' });
    });
  }
}
