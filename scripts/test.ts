/**
 * `npm test`: every check, in order, with one summary at the end.
 * (type-check ‖ lint → unit) ‖ npm start's stop; then build → sign-in JS budget → (emulators up) rules ‖ functions
 * tests → seed → end-to-end.
 * Exits non-zero when any step fails.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { INTERRUPTED, ROOT, TEST_PORT_OFFSET, run } from './lib/stack';
import { EMULATED_RESULTS_FILE, type StepResult } from './lib/testSteps';

// The test stack's ports and data stay clear of a developer's running `npm start`.
process.env.EMULATOR_PORT_OFFSET ??= String(TEST_PORT_OFFSET);

const results: StepResult[] = [];
const startedAt = Date.now();

async function step(name: string, command: string, args: string[], options: { prefix?: string } = {}) {
  console.info(`\n▶ ${name}`);
  const began = Date.now();
  const code = await run(command, args, {}, options);
  if (code === INTERRUPTED) process.exit(INTERRUPTED);
  results.push({ name, ok: code === 0, seconds: (Date.now() - began) / 1000 });
  return code === 0;
}

// A whole `npm start`, started and stopped (Ctrl-C, and a child that dies; SIGTERM, the same shutdown as Ctrl-C,
// in `npm run test:stack`), with ports and data of its own. It mostly waits for the stack to come up, so it runs
// beside the static checks and the unit tests; its lines are marked [stack].
const stackStops = step(
  'local stack stops clean (npm start)',
  'npx',
  ['vitest', 'run', '-c', 'vitest.stack.config.ts', '-t', 'Ctrl-C|dies'],
  { prefix: '[stack] ' },
);

// The type-checks and the linter each use one core: side by side they take the time of the longest.
await Promise.all([
  step('type-check (app)', 'npx', ['tsc', '-p', 'tsconfig.json']).then(() =>
    step('type-check (functions)', 'npx', ['tsc', '-p', 'functions/tsconfig.json']),
  ),
  step('lint', 'npx', ['eslint', '.', '--max-warnings=0']),
]);
await step('unit tests', 'npx', ['vitest', 'run']);
const built =
  (await step('build (functions)', 'npm', ['run', '--silent', 'build:functions'])) &&
  (await step('build (app for the emulators)', 'npm', ['run', '--silent', 'build:e2e']));
// Issue 16's budget, on the build just made: a few seconds, no browser.
if (built) await step('sign-in page JavaScript ≤ 200 KB (brotli)', 'npx', ['tsx', 'scripts/check-sign-in-budget.ts']);

if (built) {
  const resultsFile = join(ROOT, EMULATED_RESULTS_FILE);
  rmSync(resultsFile, { force: true });
  const began = Date.now();
  console.info('\n▶ emulators: rules, functions and end-to-end tests');
  const code = await run('npx', ['tsx', 'scripts/emulators-exec.ts', 'npx tsx scripts/test-emulated.ts']);
  if (code === INTERRUPTED) process.exit(INTERRUPTED);
  try {
    results.push(...(JSON.parse(readFileSync(resultsFile, 'utf8')) as StepResult[]));
  } catch {
    results.push({ name: 'emulator suite', ok: code === 0, seconds: (Date.now() - began) / 1000 });
  }
  if (code !== 0 && results.every((r) => r.ok)) {
    results.push({ name: 'emulator suite (start or stop)', ok: false, seconds: (Date.now() - began) / 1000 });
  }
}
await stackStops;

const total = (Date.now() - startedAt) / 1000;
const minutes = `${Math.floor(total / 60)}m${String(Math.round(total % 60)).padStart(2, '0')}s`;
console.info('\nSummary');
for (const r of results) console.info(`  ${r.ok ? '✔' : '✘'} ${r.name.padEnd(40)} ${r.seconds.toFixed(1)} s`);
const failed = results.filter((r) => !r.ok).map((r) => r.name);
if (!built) failed.push('(emulator and end-to-end tests not run: the build failed)');
console.info(
  failed.length === 0
    ? `\nnpm test: PASSED, ${results.length} steps in ${minutes}`
    : `\nnpm test: FAILED (${failed.join('; ')}) after ${minutes}`,
);
process.exit(failed.length === 0 ? 0 : 1);
