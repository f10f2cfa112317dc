/** Driving the app in the browser for the bench: sign in, open the charts, read the app's performance marks. */
import type { Browser, Page } from '@playwright/test';
import { PERF } from '../../src/features/sessions/perfMarks';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/accounts';
import { LONG_TASK_OBSERVER } from './metrics';

export const VIEWPORT = { width: 1400, height: 1000 };

/** A fresh browser context (no data cached) signed in as the demo patient, on the charts page. */
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
  // As for a returning user: the service worker has precached the app (on a first visit it downloads every chunk
  // in the background, beside whatever is measured).
  await page.evaluate(() => navigator.serviceWorker?.ready);
  return page;
}

/** Waits for the next `performance.measure` of that name after `action` and returns its duration (ms). */
export async function nextMeasure(page: Page, name: string, action: () => Promise<void>): Promise<number> {
  const [duration] = await nextMeasures(page, [name], action);
  return duration;
}

/**
 * Waits for the next `performance.measure` of each name after `action`, and returns their durations (ms), in order.
 * A PerformanceObserver set up before the action reports them: nothing of the bench runs on the page while it
 * works (polling with waitForFunction evaluates a script every frame, on the main thread being measured).
 */
export async function nextMeasures(page: Page, names: readonly string[], action: () => Promise<void>): Promise<number[]> {
  await page.evaluate((ns) => {
    const found = new Map<string, number>();
    (window as unknown as { nextMeasures: Promise<number[]> }).nextMeasures = new Promise((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error(`No measure ${ns.filter((n) => !found.has(n)).join(', ')} within 60 s`)), 60_000);
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (ns.includes(entry.name) && !found.has(entry.name)) found.set(entry.name, entry.duration);
        if (found.size < ns.length) return;
        observer.disconnect();
        clearTimeout(timeout);
        resolve(ns.map((n) => found.get(n)!));
      });
      observer.observe({ type: 'measure' });
    });
  }, names);
  await action();
  return page.evaluate(() => (window as unknown as { nextMeasures: Promise<number[]> }).nextMeasures);
}

export const MEASURES = { sessionToChart: PERF.sessionToChart, sessionToFullResolution: PERF.sessionToFullResolution, tabToChart: PERF.tabToChart };
