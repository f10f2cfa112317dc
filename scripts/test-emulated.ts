/**
 * The part of `npm test` that needs the emulators (run by emulators:exec):
 * rules, functions and feature tests; then a fresh demo world, read back; then Playwright.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { INTERRUPTED, ROOT, run } from './lib/stack';
import { EMULATED_RESULTS_FILE, type StepResult } from './lib/testSteps';

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
