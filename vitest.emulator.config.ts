import { defineConfig } from 'vitest/config';

/** Tests that run against the Firebase emulators (rules, functions, feature tests). */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/emulator/**/*.test.ts', 'scripts/**/*.emulator.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    allowOnly: !process.env.CI,
  },
});
