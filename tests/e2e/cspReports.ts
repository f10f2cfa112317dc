/**
 * Playwright's global set-up: empties the file where the test server writes the Content-Security-Policy
 * violation reports of the pages (scripts/serve-hosting.ts --csp-reports), and returns the teardown,
 * which fails the run when any page broke the policy, naming the page and what was blocked.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { CSP_REPORTS } from '../../playwright.config';

interface CspReport {
  'csp-report'?: { 'document-uri'?: string; 'violated-directive'?: string; 'effective-directive'?: string; 'blocked-uri'?: string; 'source-file'?: string };
}

function violations(): string[] {
  if (!existsSync(CSP_REPORTS)) return [];
  return readFileSync(CSP_REPORTS, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const report = (JSON.parse(line) as CspReport)['csp-report'] ?? {};
      return `${report['document-uri']}: ${report['effective-directive'] ?? report['violated-directive']} blocked ${report['blocked-uri'] || report['source-file'] || '(inline)'}`;
    });
}

export default function cspReports() {
  rmSync(CSP_REPORTS, { force: true });
  return () => {
    const found = [...new Set(violations())];
    if (found.length > 0) throw new Error(`Content-Security-Policy violations:\n  ${found.join('\n  ')}`);
  };
}
