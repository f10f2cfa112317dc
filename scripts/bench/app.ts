/** Driving the app in the browser for the bench: sign in, open the charts, read the app's performance marks. */
import type { Browser, Page } from '@playwright/test';
import { PERF } from '../../src/features/sessions/perfMarks';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/accounts';
import { LONG_TASK_OBSERVER } from './metrics';

export const VIEWPORT = { width: 1400, height: 1000 };

/** A fresh browser context (nothing cached) signed in as the demo patient, on the charts page. */
export async function openCharts(browser: Browser, appUrl: string): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORT, acceptDownloads: true });
  await context.addInitScript(LONG_TASK_OBSERVER);
  const page = await context.newPage();
  await page.goto(`${appUrl}/auth/sign-in1`);
  await page.getByLabel('Email').fill(DEMO_ACCOUNTS.patient.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.includes('/auth/'));
  await page.goto(`${appUrl}/app/charts`);
  await page.getByLabel('Session', { exact: true }).waitFor();
  return page;
}

/** Waits for the next `performance.measure` of that name and returns its duration (ms). */
export async function nextMeasure(page: Page, name: string, action: () => Promise<void>): Promise<number> {
  const before = await page.evaluate((n) => performance.getEntriesByName(n).length, name);
  await action();
  await page.waitForFunction(([n, count]) => performance.getEntriesByName(n as string).length > (count as number), [name, before], { timeout: 60_000 });
  return page.evaluate((n) => performance.getEntriesByName(n).at(-1)!.duration, name);
}

/** Waits for the next `performance.measure` of each name after `action`, and returns their durations (ms), in order. */
export async function nextMeasures(page: Page, names: readonly string[], action: () => Promise<void>): Promise<number[]> {
  const before = await page.evaluate((ns) => ns.map((n) => performance.getEntriesByName(n).length), names);
  await action();
  await page.waitForFunction(
    ([ns, counts]) => (ns as string[]).every((n, i) => performance.getEntriesByName(n).length > (counts as number[])[i]),
    [names, before] as const,
    { timeout: 60_000 },
  );
  return page.evaluate((ns) => ns.map((n) => performance.getEntriesByName(n).at(-1)!.duration), names);
}

export const MEASURES = { sessionToChart: PERF.sessionToChart, sessionToFullResolution: PERF.sessionToFullResolution, tabToChart: PERF.tabToChart };
