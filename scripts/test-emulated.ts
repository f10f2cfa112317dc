/**
 * The part of `npm test` that needs the emulators (run by emulators:exec):
 * rules, functions and feature tests; then (once npm test's unit tests have ended) a fresh demo world, read back;
 * then Playwright.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { dirname, join } from 'node:path';
import { INTERRUPTED, ROOT, run } from './lib/stack';
import { EMULATED_RESULTS_FILE, UNIT_TESTS_ENDED_FILE, WAIT_FOR_UNIT_TESTS, type StepResult } from './lib/testSteps';

const results: StepResult[] = [];

/** Runs one step of commands side by side (one command, or several with their lines labelled) and records it. */
async function step(name: string, commands: { args: string[]; prefix?: string }[]) {
  console.info(`\n▶ ${name}`);
  const began = Date.now();
  const codes = await Promise.all(commands.map(({ args, prefix }) => run('npx', args, {}, { prefix })));
  if (codes.includes(INTERRUPTED)) process.exit(INTERRUPTED);
  const ok = codes.every((code) => code === 0);
  results.push({ name, ok, seconds: (Date.now() - began) / 1000 });
  return ok;
}

// The emulator suite's two projects side by side (vitest.emulator.config.ts).
await step(
  'emulator tests (rules ‖ functions)',
  ['rules', 'services'].map((project) => ({
    args: ['vitest', 'run', '-c', 'vitest.emulator.config.ts', '--project', project],
    prefix: `[${project}] `,
  })),
);
// Under `npm test` the unit tests run beside the emulator tests; the end-to-end tests need the machine to themselves.
if (process.env[WAIT_FOR_UNIT_TESTS] === '1' && !existsSync(join(ROOT, UNIT_TESTS_ENDED_FILE))) {
  console.info('\n… waiting for the unit tests to end before the seed and the end-to-end tests');
  const began = Date.now();
  while (!existsSync(join(ROOT, UNIT_TESTS_ENDED_FILE))) await sleep(500);
  console.info(`… the unit tests ended ${((Date.now() - began) / 1000).toFixed(1)} s later`);
}
if (
  (await step('seed the demo world', [{ args: ['tsx', 'scripts/seed.ts', '--reset'] }])) &&
  (await step('the seeded world read back', [{ args: ['vitest', 'run', '-c', 'vitest.emulator.config.ts', '--project', 'seed'] }]))
) {
  await step('end-to-end tests (Chromium)', [{ args: ['playwright', 'test'] }]);
}

const file = join(ROOT, EMULATED_RESULTS_FILE);
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, JSON.stringify(results));
process.exit(results.every((r) => r.ok) ? 0 : 1);
