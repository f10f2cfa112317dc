/**
 * Processes started together and stopped together, leaving nothing behind:
 * each child runs in a process group of its own and carries a mark in its
 * environment that everything it starts inherits, so that what escaped its
 * group (a daemon in a session of its own, such as the Firestore emulator's
 * JVM) is still found and stopped.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/** The environment variable that marks every process of one group (and whatever it starts). */
export const GROUP_MARK = 'REHAB_PROCESS_GROUP';

/** The processes (pids) whose environment holds `name=value`; Linux only (elsewhere none are found). */
export function processesMarked(name: string, value: string): number[] {
  if (!existsSync('/proc')) return [];
  const mark = `${name}=${value}`;
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    let environment: string;
    try {
      environment = readFileSync(`/proc/${entry}/environ`, 'latin1');
    } catch {
      continue;
    }
    if (environment.split('\0').includes(mark)) found.push(Number(entry));
  }
  return found;
}

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is gone.
  }
}

/**
 * Whether a process still runs: it exists and is not a zombie (dead, its resources freed, waiting to be
 * reaped). A zombie whose other threads are still exiting (a JVM) still holds its files and ports.
 */
export function isRunning(pid: number): boolean {
  try {
    if (!/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))) return true;
    return readdirSync(`/proc/${pid}/task`).length > 1;
  } catch {
    return false;
  }
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

export class ProcessGroup {
  /** The value of GROUP_MARK in this group's processes. */
  readonly mark = randomUUID();
  private children: { name: string; child: ChildProcess }[] = [];
  private stopping: Promise<void> | null = null;

  /** Starts a child in its own process group; `quiet` drops its output but keeps its errors. */
  start(name: string, command: string, args: string[], options: SpawnOptions & { quiet?: boolean } = {}): ChildProcess {
    if (this.stopping) throw new Error(`${name} was not started: its process group is stopping`);
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: options.quiet ? ['ignore', 'ignore', 'inherit'] : ['ignore', 'inherit', 'inherit'],
      detached: true,
      ...options,
      env: { ...process.env, ...options.env, [GROUP_MARK]: this.mark },
    });
    this.children.push({ name, child });
    child.once('exit', (code, signal) => {
      if (!this.stopping) this.onUnexpectedExit(name, code, signal);
    });
    child.once('error', (error) => {
      if (!this.stopping) this.onUnexpectedExit(`${name} (${error.message})`, null, null);
    });
    return child;
  }

  /** Called when a child dies while the group is running; replaced by the owner (who usually stops the group). */
  onUnexpectedExit: (name: string, code: number | null, signal: NodeJS.Signals | null) => void = () => {};

  /** The processes of this group still running, wherever they are. */
  running(): number[] {
    return processesMarked(GROUP_MARK, this.mark);
  }

  /**
   * Stops every child, newest first: SIGINT to its process group (so that the
   * emulators export their data), SIGKILL after the timeout; then whatever
   * is left of the group. Calling it again waits for the same stop.
   */
  stop(timeoutMs = 30_000): Promise<void> {
    this.stopping ??= this.stopAll(timeoutMs);
    return this.stopping;
  }

  /**
   * Kills every process of the group at once, synchronously: for a signal handler, which may be followed by another
   * that exits the process (Playwright's, which closes its browsers on Ctrl-C) before an asynchronous stop has ended.
   */
  killNow(): void {
    this.stopping ??= Promise.resolve();
    for (const { child } of this.children) if (child.pid !== undefined) signalGroup(child.pid, 'SIGKILL');
    for (const pid of this.running()) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Gone meanwhile.
      }
    }
  }

  private async stopAll(timeoutMs: number): Promise<void> {
    for (const { child } of [...this.children].reverse()) {
      if (child.pid === undefined) continue;
      if (!exited(child)) {
        const gone = new Promise<void>((done) => child.once('exit', () => done()));
        signalGroup(child.pid, 'SIGINT');
        const timer = setTimeout(() => signalGroup(child.pid!, 'SIGKILL'), timeoutMs);
        await gone;
        clearTimeout(timer);
      }
      // What the child left in its group (a watcher's service process, a server's workers).
      signalGroup(child.pid, 'SIGKILL');
    }
    // What left the groups: its own session, or a double fork.
    const strays = this.running();
    for (const pid of strays) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Gone meanwhile.
      }
    }
    // A killed process takes a moment to go, and holds its ports until it has (a large JVM, a while).
    for (let waited = 0; waited < 10_000 && strays.some(isRunning); waited += 50) {
      await new Promise((done) => setTimeout(done, 50));
    }
  }
}
