/**
 * The sign-in page's JavaScript budget (issue 16: at most 200 KB after brotli), checked on a build's files
 * without a browser: what index.html loads, the sign-in page's route chunk, the English texts and the service
 * worker's client, each with every chunk it imports statically. A cheap guard for `npm test`; the bench
 * (`npm run bench:load`) measures what a browser really fetches.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';

export const SIGN_IN_JS_BUDGET = 200 * 1024;

/** Chunks the sign-in page loads besides index.html's own (by their name before the content hash). */
export const SIGN_IN_CHUNKS = [/^SignInPage-/, /^en-/, /^workbox-window\./];

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

/** The sign-in page's scripts in a build (`dist`: the vite build's output folder) and their brotli sizes. */
export function signInScripts(dist: string): BudgetReport {
  const assets = join(dist, 'assets');
  if (!existsSync(assets)) throw new Error(`No build in ${dist} (its assets folder is missing)`);
  const names = readdirSync(assets).filter((name) => name.endsWith('.js'));
  const roots = [...htmlScripts(readFileSync(join(dist, 'index.html'), 'utf8'))];
  for (const pattern of SIGN_IN_CHUNKS) {
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
