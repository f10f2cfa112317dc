/**
 * The part of `npm test` that needs the emulators (run by emulators:exec):
 * rules, functions and feature tests; then a fresh demo world; then Playwright.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { INTERRUPTED, ROOT, run } from './lib/stack';
import { EMULATED_RESULTS_FILE, type StepResult } from './lib/testSteps';

const results: StepResult[] = [];

async function step(name: string, command: string, args: string[]) {
  console.info(`\n▶ ${name}`);
  const began = Date.now();
  const code = await run(command, args);
  if (code === INTERRUPTED) process.exit(INTERRUPTED);
  results.push({ name, ok: code === 0, seconds: (Date.now() - began) / 1000 });
  return code === 0;
}

/** The emulator suite's two projects side by side (vitest.emulator.config.ts), each line labelled with its project. */
async function emulatorTests() {
  const name = 'emulator tests (rules ‖ functions)';
  console.info(`\n▶ ${name}`);
  const began = Date.now();
  const codes = await Promise.all(
    ['rules', 'services'].map((project) =>
      run('npx', ['vitest', 'run', '-c', 'vitest.emulator.config.ts', '--project', project], {}, { prefix: `[${project}] ` }),
    ),
  );
  if (codes.includes(INTERRUPTED)) process.exit(INTERRUPTED);
  results.push({ name, ok: codes.every((code) => code === 0), seconds: (Date.now() - began) / 1000 });
}

await emulatorTests();
if (await step('seed the demo world', 'npx', ['tsx', 'scripts/seed.ts', '--reset'])) {
  await step('end-to-end tests (Chromium)', 'npx', ['playwright', 'test']);
}

const file = join(ROOT, EMULATED_RESULTS_FILE);
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, JSON.stringify(results));
process.exit(results.every((r) => r.ok) ? 0 : 1);
