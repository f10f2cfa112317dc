/**
 * Builds the app for the end-to-end tests: talking to the emulators of this
 * stack (EMULATOR_PORT_OFFSET), into .cache/dist-e2e-<offset>.
 */
import { emulatorEnv, portOffset, run } from './lib/stack';

process.exit(
  await run('npx', ['vite', 'build', '--mode', 'emulators', '--outDir', `.cache/dist-e2e-${portOffset()}`, '--emptyOutDir', '--logLevel', 'warn'], emulatorEnv()),
);
