import { defineConfig } from 'vitest/config';

/** The local stack as `npm start` runs it: started and stopped whole (tests/stack). */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/stack/**/*.test.ts'],
    // A start builds the functions, starts the emulators and seeds a new demo world.
    testTimeout: 300_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    allowOnly: !process.env.CI,
  },
});
