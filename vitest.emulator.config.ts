import { defineConfig } from 'vitest/config';

/**
 * Tests that run against the Firebase emulators, one file at a time within a project. `npm test` runs the two
 * projects side by side (scripts/test-emulated.ts), since they share nothing that either changes:
 * - `rules`: the rules suite, on a Firestore project id of its own (its read-only cells ten at a time);
 * - `services`: the functions and feature tests, which share the demo project, the Stripe stand-in and the
 *   chain's signer, and mostly wait on triggers.
 * A third, `seed`, reads the demo world back once `tsx scripts/seed.ts --reset` has written it (it seeds only when
 * the world is missing), after those two.
 */
export default defineConfig({
  // The rules suites drive the app's audited writers, by name (@rehab/web/*, tsconfig.json's paths).
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    allowOnly: !process.env.CI,
    projects: [
      {
        extends: true,
        test: { name: 'rules', include: ['tests/emulator/rules/**/*.test.ts'], maxConcurrency: 10 },
      },
      {
        extends: true,
        test: { name: 'services', include: ['tests/emulator/**/*.test.ts'], exclude: ['tests/emulator/rules/**'] },
      },
      {
        extends: true,
        test: { name: 'seed', include: ['scripts/**/*.emulator.test.ts'] },
      },
    ],
  },
});
