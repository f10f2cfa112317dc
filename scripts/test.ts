/**
 * `npm test`: every check, with one summary at the end. Steps run side by side only while the cores they keep
 * busy fit the machine (scripts/lib/schedule.ts): on two cores, type-check ‖ npm start's stop, then lint beside
 * whichever goes on → unit → builds and the sign-in and patient home JS budgets → (emulators up) the rules, then the payment tests ‖
 * the functions tests → seed → end-to-end.
 * Exits non-zero when any step fails.
 */
import { readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { INTERRUPTED, ROOT, TEST_PORT_OFFSET, run } from './lib/stack';
import { runScheduled, type ScheduledStep } from './lib/schedule';
import { EMULATED_RESULTS_FILE, machineBusySeconds, measured, type StepResult } from './lib/testSteps';

// The test stack's ports and data stay clear of a developer's running `npm start`.
process.env.EMULATOR_PORT_OFFSET ??= String(TEST_PORT_OFFSET);

const CORES = availableParallelism();
/**
 * Type-checking with TypeScript 7 (the native compiler, package alias typescript-native): the same checks as
 * TypeScript 5, which typescript-eslint and the editors still need, in about a third of the CPU time; on one
 * thread, as the scheduler counts it one core.
 */
const TSC = ['node', 'node_modules/typescript-native/bin/tsc', '--singleThreaded'];
const results: StepResult[] = [];
const startedAt = Date.now();
const busyAtStart = machineBusySeconds();

/** One command as a step; its lines are labelled when it may run beside another step. */
function command(
  name: string,
  cores: number,
  args: string[],
  options: { needs?: string[]; after?: string[]; prefix?: string } = {},
): ScheduledStep {
  const [program, ...rest] = args;
  return {
    name,
    cores,
    needs: options.needs,
    after: options.after,
    run: async () => {
      console.info(`\n▶ ${name}`);
      const result = await measured(name, async () => {
        const code = await run(program, rest, {}, { prefix: options.prefix });
        if (code === INTERRUPTED) process.exit(INTERRUPTED);
        return code === 0;
      });
      results.push(result);
      return result.ok;
    },
  };
}

/** The emulators' part (scripts/test-emulated.ts) reports its own steps through a file. */
const emulated: ScheduledStep = {
  name: 'emulator suite',
  cores: CORES,
  needs: ['build (functions)', 'build (app for the emulators)'],
  run: async () => {
    const resultsFile = join(ROOT, EMULATED_RESULTS_FILE);
    rmSync(resultsFile, { force: true });
    console.info('\n▶ emulators: rules, functions and end-to-end tests');
    let code = 0;
    const whole = await measured('emulator suite', async () => {
      code = await run('npx', ['tsx', 'scripts/emulators-exec.ts', 'npx tsx scripts/test-emulated.ts']);
      if (code === INTERRUPTED) process.exit(INTERRUPTED);
      return code === 0;
    });
    try {
      results.push(...(JSON.parse(readFileSync(resultsFile, 'utf8')) as StepResult[]));
    } catch {
      results.push(whole);
    }
    if (code !== 0 && results.every((r) => r.ok)) results.push({ ...whole, name: 'emulator suite (start or stop)', ok: false });
    return code === 0;
  },
};

// Cores per step, measured as CPU seconds over wall seconds (README, "How long npm test takes"): tsc and ESLint
// keep one core busy each; a whole `npm start` (without the demo world) started and stopped twice about one and a
// half (72 CPU seconds in 50 s); Vitest runs as many workers as the machine has cores; the builds take seconds.
// So the stop test of `npm start` runs beside one static check at a time, and the unit tests alone.
const STACK_STOP = 'local stack stops clean (npm start)';
const outcomes = await runScheduled(
  [
    command('type-check (app)', 1, [...TSC, '-p', 'tsconfig.json'], { prefix: '[types] ' }),
    command(STACK_STOP, 1, ['npx', 'vitest', 'run', '-c', 'vitest.stack.config.ts', '-t', 'Ctrl-C|dies'], { prefix: '[stack] ' }),
    command('lint', 1, ['npx', 'eslint', '.', '--max-warnings=0'], { prefix: '[lint] ' }),
    command('type-check (functions)', 1, [...TSC, '-p', 'functions/tsconfig.json'], { prefix: '[types] ' }),
    command('unit tests', CORES, ['npx', 'vitest', 'run']),
    command('build (app for the emulators)', 1, ['npm', 'run', '--silent', 'build:e2e']),
    // Issue 16's budget, on the build just made: a few seconds, no browser.
    command('sign-in page JavaScript ≤ 200 KB (brotli)', 1, ['npx', 'tsx', 'scripts/check-sign-in-budget.ts'], {
      needs: ['build (app for the emulators)'],
    }),
    // Issue 55's: the signed-in patient home's first visit, on the same build.
    command('patient home JavaScript ≤ 380 KB (brotli)', 1, ['npx', 'tsx', 'scripts/check-patient-home-budget.ts'], {
      needs: ['build (app for the emulators)'],
    }),
    // npm start builds (and watches) the functions in the same folder: this build waits until it has stopped.
    command('build (functions)', 1, ['npm', 'run', '--silent', 'build:functions'], { after: [STACK_STOP] }),
    emulated,
  ],
  CORES,
);

const total = (Date.now() - startedAt) / 1000;
const minutes = `${Math.floor(total / 60)}m${String(Math.round(total % 60)).padStart(2, '0')}s`;
console.info(`\nSummary${' '.repeat(46)}wall s    CPU s`);
for (const r of results) {
  console.info(`  ${r.ok ? '✔' : '✘'} ${r.name.padEnd(48)} ${r.seconds.toFixed(1).padStart(6)} ${r.cpuSeconds.toFixed(0).padStart(8)}`);
}
console.info(`    ${'the whole run'.padEnd(48)} ${total.toFixed(1).padStart(6)} ${(machineBusySeconds() - busyAtStart).toFixed(0).padStart(8)}`);
const failed = results.filter((r) => !r.ok).map((r) => r.name);
const skipped = [...outcomes].filter(([, outcome]) => outcome === 'skipped').map(([name]) => name);
if (skipped.length > 0) failed.push(`not run, as a step they need failed: ${skipped.join(', ')}`);
// A slow run says why: the machine's load over the last minutes, against its cores.
const [one, five, fifteen] = loadavg().map((n) => n.toFixed(2));
console.info(`\nLoad average at the end: ${one} (1 min), ${five} (5 min), ${fifteen} (15 min) on ${CORES} cores`);
console.info(
  failed.length === 0
    ? `npm test: PASSED, ${results.length} steps in ${minutes}`
    : `npm test: FAILED (${failed.join('; ')}) after ${minutes}`,
);
process.exit(failed.length === 0 ? 0 : 1);
