/**
 * `npm run test:stress -- <command>`: runs any command with the CPU constrained to about half the machine
 * (scripts/lib/cpuQuota.ts: a real cgroup quota where the kernel allows one, else a busy loop per core), as on a
 * slower machine of our kind; `npm run test:stress -- npm test` must pass. `npm run test:slow` is that for `npm test`.
 *
 * Without a command (no arguments, or only Vitest's: options and test paths), the unit tests run while a busy loop
 * holds one core for their whole run, as before (`npm run test:stress -- src/features/auth`).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { constrainCpu, constrainedCommand, describeConstraint, releaseCpu } from './lib/cpuQuota';
import { run } from './lib/stack';

const args = process.argv.slice(2);
const isVitestArgs = args.every((arg) => arg.startsWith('-') || existsSync(arg));

/** User + system CPU seconds of the children this process waited for (Linux; null elsewhere). */
function childrenCpuSeconds(): number | null {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // After "pid (comm) ", cutime and cstime are the 14th and 15th fields, in clock ticks (100 per second).
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

const began = Date.now();
let code: number;
let what: string;
if (isVitestArgs) {
  const hog = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  process.once('exit', () => hog.kill('SIGKILL'));
  console.info(`A busy loop (pid ${hog.pid}) holds one core while the unit tests run.`);
  code = await run('npx', ['vitest', 'run', ...args]);
  hog.kill('SIGKILL');
  what = 'unit tests beside the busy loop';
} else {
  const constraint = constrainCpu();
  process.once('exit', () => releaseCpu(constraint));
  console.info(`test:stress: \`${args.join(' ')}\` under ${describeConstraint(constraint)}.`);
  const [program, programArgs] = constrainedCommand(constraint, args);
  code = await run(program, programArgs);
  releaseCpu(constraint);
  what = `\`${args.join(' ')}\` under ${constraint.kind}`;
}
const cpu = childrenCpuSeconds();
const wall = (Date.now() - began) / 1000;
console.info(
  `\ntest:stress: ${what} ${code === 0 ? 'PASSED' : 'FAILED'} in ${wall.toFixed(1)} s wall${cpu === null ? '' : `, ${cpu.toFixed(1)} s CPU (user + sys)`}`,
);
process.exit(code);
