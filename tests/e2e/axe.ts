import axe from 'axe-core';
import type { Page } from './fixtures';

export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** The impacts that fail a check. */
export const BLOCKING = ['serious', 'critical'];

/**
 * axe's WCAG 2.1 A and AA rules on the page as it is. axe-core is put into the document (and any frame in it) only
 * when it is not there yet: a page opened without reloading it keeps it, so one copy serves every check of a
 * visitor, where putting its 1.5 MB in again took seconds per page on a busy 2-core machine.
 */
export async function axeViolations(page: Page) {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source);
  }
  const results = await page.evaluate(
    (tags) => (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values: tags } }),
    WCAG_21_AA,
  );
  return results.violations;
}
