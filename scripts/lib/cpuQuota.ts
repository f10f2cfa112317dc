/**
 * Runs a command with the CPU constrained to a share of the machine, as on a slower machine of our kind (they differ
 * about 2× in speed): a real CPU quota where the kernel lets us set one (a cgroup v1 `cpu` group, or a cgroup v2
 * group with `cpu.max`), otherwise a busy loop per core beside the command, which takes about half of each core.
 * Children inherit the group, so everything the command starts (emulators, browsers, workers) shares the quota.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

const PERIOD_MICROSECONDS = 100_000;

export type Constraint =
  | { kind: 'cgroup-v1' | 'cgroup-v2'; path: string; cores: number }
  | { kind: 'busy-loops'; loops: ChildProcess[] };

/** Quota in cores: `share` of the machine's cores (half by default), at least a tenth of one. */
export function quotaCores(share: number, cores = availableParallelism()): number {
  return Math.max(0.1, Math.round(cores * share * 10) / 10);
}

function tryCgroup(name: string, cores: number): Constraint | null {
  const quota = String(Math.round(cores * PERIOD_MICROSECONDS));
  const v1 = '/sys/fs/cgroup/cpu';
  try {
    if (existsSync(join(v1, 'cpu.cfs_quota_us'))) {
      const path = join(v1, name);
      mkdirSync(path);
      writeFileSync(join(path, 'cpu.cfs_period_us'), String(PERIOD_MICROSECONDS));
      writeFileSync(join(path, 'cpu.cfs_quota_us'), quota);
      return { kind: 'cgroup-v1', path, cores };
    }
    const v2 = '/sys/fs/cgroup';
    if (existsSync(join(v2, 'cgroup.controllers')) && readFileSync(join(v2, 'cgroup.controllers'), 'utf8').includes('cpu')) {
      const path = join(v2, name);
      mkdirSync(path);
      writeFileSync(join(path, 'cpu.max'), `${quota} ${PERIOD_MICROSECONDS}`);
      return { kind: 'cgroup-v2', path, cores };
    }
  } catch {
    // Not root, or a read-only cgroup tree: fall back to busy loops.
  }
  return null;
}

/** Sets up the constraint: a quota of `share` of the cores when possible, else one busy loop per core. */
export function constrainCpu(share = 0.5): Constraint {
  const group = tryCgroup(`rehab-stress-${process.pid}`, quotaCores(share));
  if (group) return group;
  const loops = Array.from({ length: availableParallelism() }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  return { kind: 'busy-loops', loops };
}

export function describeConstraint(constraint: Constraint): string {
  return constraint.kind === 'busy-loops'
    ? `${constraint.loops.length} busy loops (one per core) beside the command: no writable cgroup here`
    : `a ${constraint.kind} CPU quota of ${constraint.cores} of ${availableParallelism()} cores (${constraint.path})`;
}

/** The command line that enters the constraint's group before running `args` (a shell moves itself in, then execs). */
export function constrainedCommand(constraint: Constraint, args: string[]): [string, string[]] {
  if (constraint.kind === 'busy-loops') return [args[0], args.slice(1)];
  const procs = join(constraint.path, 'cgroup.procs');
  return ['sh', ['-c', `echo $$ > '${procs}' && exec "$@"`, 'sh', ...args]];
}

/** Stops the busy loops, or empties and removes the group (a process left in it is killed: it was ours). */
export function releaseCpu(constraint: Constraint): void {
  if (constraint.kind === 'busy-loops') {
    for (const loop of constraint.loops) loop.kill('SIGKILL');
    return;
  }
  const procs = join(constraint.path, 'cgroup.procs');
  if (!existsSync(procs)) return;
  for (let attempt = 0; attempt < 50; attempt++) {
    const left = readFileSync(procs, 'utf8').split('\n').filter(Boolean).map(Number);
    if (left.length === 0) break;
    for (const pid of left) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
  }
  try {
    rmdirSync(constraint.path);
  } catch (error) {
    console.warn(`Could not remove ${constraint.path}: ${error instanceof Error ? error.message : error}`);
  }
}
