/**
 * Runs a script against an already running local stack (`npm start`):
 *   tsx scripts/with-emulators-env.ts scripts/seed.ts --reset
 * Sets the standard emulator variables for the default ports (or
 * EMULATOR_PORT_OFFSET) where they are not set already.
 */
import { emulatorEnv, run } from './lib/stack';

const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('usage: tsx scripts/with-emulators-env.ts <script.ts> [args…]');
  process.exit(2);
}
const env = Object.fromEntries(Object.entries(emulatorEnv()).filter(([key]) => process.env[key] === undefined));
process.exit(await run('npx', ['tsx', script, ...args], env));
