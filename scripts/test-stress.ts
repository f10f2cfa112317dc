/**
 * `npm run test:stress`: the unit tests while a CPU hog holds one core for their whole run, as on a machine
 * where other work takes its share. A test that passes only on an idle machine fails here. Extra arguments go
 * to Vitest (`npm run test:stress -- src/features/auth`).
 */
import { spawn } from 'node:child_process';
import { run } from './lib/stack';

const hog = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
const stopHog = () => hog.kill('SIGKILL');
process.once('exit', stopHog);

console.info(`A busy loop (pid ${hog.pid}) holds one core while the unit tests run.`);
const began = Date.now();
const code = await run('npx', ['vitest', 'run', ...process.argv.slice(2)]);
stopHog();
console.info(`\ntest:stress: unit tests ${code === 0 ? 'PASSED' : 'FAILED'} beside the busy loop in ${((Date.now() - began) / 1000).toFixed(1)} s`);
process.exit(code);
