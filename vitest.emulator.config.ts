import { defineConfig } from 'vitest/config';
import { EFFECT_TIMEOUT_MS } from './tests/effects';

/**
 * Tests that run against the Firebase emulators, one file at a time within a project. `npm test` runs the rules
 * and then the payments beside the services (scripts/test-emulated.ts), since none changes what another reads:
 * - `rules`: the rules suite, on a Firestore project id of its own (its read-only cells ten at a time);
 * - `payments`: checkout, webhooks, refunds and coins, which share the Stripe stand-in (and its injected faults)
 *   and the chain's signer, and start many function instances at once;
 * - `services`: the other functions and feature tests, on the demo project, each with accounts of its own; they
 *   mostly wait on triggers.
 * A fourth, `seed`, reads the demo world back once `tsx scripts/seed.ts --reset` has written it (it seeds only when
 * the world is missing), after those.
 */
const PAYMENTS = ['tests/emulator/payments/**/*.test.ts', 'tests/emulator/chain/**/*.test.ts'];

export default defineConfig({
  // The rules suites drive the app's audited writers, by name (@rehab/web/*, tsconfig.json's paths).
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    // A test may wait for two effects of triggers in turn, each up to EFFECT_TIMEOUT_MS (tests/effects.ts).
    testTimeout: 2 * EFFECT_TIMEOUT_MS,
    hookTimeout: 2 * EFFECT_TIMEOUT_MS,
    fileParallelism: false,
    allowOnly: !process.env.CI,
    projects: [
      {
        extends: true,
        test: { name: 'rules', include: ['tests/emulator/rules/**/*.test.ts'], maxConcurrency: 10 },
      },
      {
        extends: true,
        test: { name: 'payments', include: PAYMENTS },
      },
      {
        extends: true,
        test: { name: 'services', include: ['tests/emulator/**/*.test.ts'], exclude: ['tests/emulator/rules/**', ...PAYMENTS] },
      },
      {
        extends: true,
        test: { name: 'seed', include: ['scripts/**/*.emulator.test.ts'] },
      },
    ],
  },
});
