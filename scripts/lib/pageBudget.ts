/**
 * First-visit JavaScript budgets after brotli, checked on a build's files without a browser: the sign-in page's
 * (issue 16: at most 200 KB) and the signed-in patient home's (issue 55). A page's scripts are what index.html
 * loads and the chunks its route loads (its route chunks, the English texts, the service worker's client), each
 * with every chunk it imports statically. A cheap guard for `npm test`; the bench (`npm run bench:load`) measures
 * what a browser really fetches.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';

export interface PageBudget {
  page: string;
  /** Chunks the page loads besides index.html's own (by their name before the content hash). */
  chunks: RegExp[];
  /** bytes after brotli */
  limit: number;
}

export const SIGN_IN_BUDGET: PageBudget = { page: 'Sign-in page', chunks: [/^SignInPage-/, /^en-/, /^workbox-window\./], limit: 200 * 1024 };

/**
 * The patient home, signed in: the shell and the page's route chunks, the public and signed-in English texts. Set a
 * little above the ~367 KB measured once its care-loop cards and the doctor's calendar left its first chunk (issue
 * 55; it was 427 KB): Firestore (94 KB) and the start chunk (170 KB) are most of it.
 */
export const PATIENT_HOME_BUDGET: PageBudget = {
  page: 'Patient home',
  chunks: [/^ShellLayout-/, /^PatientHomePage-/, /^en-/, /^en\.signedIn-/, /^workbox-window\./],
  limit: 380 * 1024,
};

/** The chunks a chunk imports statically (`import … from "./x.js"`, `import "./x.js"`), not its dynamic imports. */
export function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g)].map((match) => match[1]);
}

/** The scripts index.html loads (module scripts and module preloads), as names in assets/. */
export function htmlScripts(html: string): string[] {
  const found = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/assets\/([^"]+\.js)"/g)];
  return found.map((match) => match[1]);
}

/** The given chunks and everything they import statically, transitively. */
export function withStaticImports(assets: string, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const imported of staticImports(readFileSync(join(assets, name), 'utf8'))) visit(imported);
  };
  roots.forEach(visit);
  return [...seen].sort();
}

export interface BudgetReport {
  files: { name: string; bytes: number }[];
  total: number;
}

/** A page's scripts in a build (`dist`: the vite build's output folder) and their brotli sizes. */
export function pageScripts(dist: string, chunks: readonly RegExp[]): BudgetReport {
  const assets = join(dist, 'assets');
  if (!existsSync(assets)) throw new Error(`No build in ${dist} (its assets folder is missing)`);
  const names = readdirSync(assets).filter((name) => name.endsWith('.js'));
  const roots = [...htmlScripts(readFileSync(join(dist, 'index.html'), 'utf8'))];
  for (const pattern of chunks) {
    const matching = names.filter((name) => pattern.test(name));
    if (matching.length !== 1) throw new Error(`Expected one chunk matching ${pattern} in ${assets}, found ${matching.length}`);
    roots.push(matching[0]);
  }
  const files = withStaticImports(assets, roots).map((name) => ({
    name,
    bytes: brotliCompressSync(readFileSync(join(assets, name))).length,
  }));
  return { files, total: files.reduce((sum, file) => sum + file.bytes, 0) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints a page's scripts, largest first, and its total against the budget; whether it is within. */
export function checkBudget(budget: PageBudget, dist: string): boolean {
  const { files, total } = pageScripts(dist, budget.chunks);
  for (const file of [...files].sort((a, b) => b.bytes - a.bytes)) console.info(`  ${kb(file.bytes).padStart(9)}  ${file.name}`);
  const within = total <= budget.limit;
  console.info(`${budget.page} JavaScript: ${kb(total)} after brotli in ${files.length} files (budget ${kb(budget.limit)}): ${within ? 'ok' : 'OVER BUDGET'}`);
  return within;
}
