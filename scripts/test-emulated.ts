/**
 * The part of `npm test` that needs the emulators (run by emulators:exec):
 * rules, functions and feature tests; then a fresh demo world, read back; then Playwright.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { INTERRUPTED, ROOT, run } from './lib/stack';
import { EMULATED_RESULTS_FILE, measured, type StepResult } from './lib/testSteps';

const results: StepResult[] = [];

/**
 * Runs one step of lanes side by side, each lane its commands one after another (every one of them, so that a
 * failure hides no other result), with their lines labelled when there are several, and records it.
 */
async function step(name: string, lanes: { args: string[]; prefix?: string }[][]) {
  console.info(`\n▶ ${name}`);
  const runLane = async (lane: { args: string[]; prefix?: string }[]) => {
    let ok = true;
    for (const { args, prefix } of lane) {
      const code = await run('npx', args, {}, { prefix });
      if (code === INTERRUPTED) process.exit(INTERRUPTED);
      ok &&= code === 0;
    }
    return ok;
  };
  const result = await measured(name, async () => (await Promise.all(lanes.map(runLane))).every(Boolean));
  results.push(result);
  return result.ok;
}

/**
 * How long the seed, its read-back and the end-to-end tests may take on a slow machine. The demo world is seeded
 * around its day (today's appointment and reminders, this month's monitoring) and the browser reads it on its own
 * day: a run across midnight would meet yesterday's world.
 */
const SEEDED_WORLD_STEPS_MS = 35 * 60_000;

/** Near midnight (local time, as the seed and the browser count days), waits for the new day before seeding. */
async function startTheSeededWorldOnOneDay() {
  const now = new Date();
  const nextDay = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 0, 5);
  const untilNextDay = nextDay.getTime() - now.getTime();
  if (untilNextDay > SEEDED_WORLD_STEPS_MS) return;
  console.info(`\n▶ waiting ${Math.ceil(untilNextDay / 60_000)} min for midnight: the demo world and the end-to-end tests must see one day`);
  await new Promise((resolve) => setTimeout(resolve, untilNextDay));
}

const project = (name: string) => ({ args: ['vitest', 'run', '-c', 'vitest.emulator.config.ts', '--project', name], prefix: `[${name}] ` });

// The rules keep a core busy for their whole run, the services tests mostly wait on triggers, and the payments
// start many function instances at once: the payments follow the rules, beside the services (vitest.emulator.config.ts).
await step('emulator tests (rules, payments ‖ functions)', [[project('rules'), project('payments')], [project('services')]]);
await startTheSeededWorldOnOneDay();
if (
  (await step('seed the demo world', [[{ args: ['tsx', 'scripts/seed.ts', '--reset'] }]])) &&
  (await step('the seeded world read back', [[{ args: ['vitest', 'run', '-c', 'vitest.emulator.config.ts', '--project', 'seed'] }]]))
) {
  await step('end-to-end tests (Chromium)', [[{ args: ['playwright', 'test'] }]]);
}

const file = join(ROOT, EMULATED_RESULTS_FILE);
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, JSON.stringify(results));
process.exit(results.every((r) => r.ok) ? 0 : 1);
