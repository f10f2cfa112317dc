/**
 * Builds the app for the end-to-end tests: talking to the emulators of this
 * stack (EMULATOR_PORT_OFFSET), into .cache/dist-e2e-<offset>, with the video visit's test settings
 * (VITE_VIDEO_TEST_HOOKS: forcing relay candidates, the peer connection for getStats), which no other build has.
 */
import { emulatorEnv, portOffset, run } from './lib/stack';

process.exit(
  await run('npx', ['vite', 'build', '--mode', 'emulators', '--outDir', `.cache/dist-e2e-${portOffset()}`, '--emptyOutDir', '--logLevel', 'warn'], { ...emulatorEnv(), VITE_VIDEO_TEST_HOOKS: 'true' }),
);
