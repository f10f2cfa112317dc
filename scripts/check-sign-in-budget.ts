/**
 * Fails when the sign-in page's JavaScript in a build exceeds its budget (scripts/lib/signInBudget.ts).
 * `npx tsx scripts/check-sign-in-budget.ts [dist]`: the end-to-end build of this stack by default (`npm test` runs it after that build).
 */
import { join } from 'node:path';
import { ROOT, portOffset } from './lib/stack';
import { SIGN_IN_JS_BUDGET, signInScripts } from './lib/signInBudget';

const dist = process.argv[2] ?? join(ROOT, '.cache', `dist-e2e-${portOffset()}`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const { files, total } = signInScripts(dist);
for (const file of [...files].sort((a, b) => b.bytes - a.bytes)) console.info(`  ${kb(file.bytes).padStart(9)}  ${file.name}`);
const within = total <= SIGN_IN_JS_BUDGET;
console.info(`Sign-in page JavaScript: ${kb(total)} after brotli in ${files.length} files (budget ${kb(SIGN_IN_JS_BUDGET)}): ${within ? 'ok' : 'OVER BUDGET'}`);
process.exit(within ? 0 : 1);
