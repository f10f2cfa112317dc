/**
 * `npm start` stops every process it started: the stack is started on ports
 * of its own, stopped, and afterwards no process of it is left and every one
 * of its ports is free. Processes are recognised by a mark in the environment
 * that the test gives `npm start` and every process it starts inherits.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portsAt } from '@rehab/model/emulatorPorts';
import { processesMarked } from '../../scripts/lib/processGroup';
import { ROOT } from '../../scripts/lib/stack';
import { EFFECT_TIMEOUT_MS } from '../effects';

const MARK = 'STACK_STOP_TEST';
/** Clear of the test stack (EMULATOR_PORT_OFFSET of `npm test`) that may run beside it. */
const OFFSET = Number(process.env.STACK_TEST_PORT_OFFSET ?? Number(process.env.EMULATOR_PORT_OFFSET ?? 0) + 5000);
const APP_PORT = 5173 + OFFSET;
const PORTS = [...Object.values(portsAt(OFFSET)), APP_PORT];

/** Whether nothing listens on a port (an outgoing connection may hold a port of the ephemeral range too: that one does not count). */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port, timeout: 1000 });
    socket.once('connect', () => {
      socket.destroy();
      done(false);
    });
    socket.once('timeout', () => {
      socket.destroy();
      done(false);
    });
    socket.once('error', () => done(true));
  });
}

async function busyPorts(): Promise<number[]> {
  const free = await Promise.all(PORTS.map(portIsFree));
  return PORTS.filter((_, index) => !free[index]);
}

interface Stack {
  npm: ChildProcess;
  mark: string;
  output: () => string;
  exited: Promise<number | null>;
}

let running: Stack | null = null;

/** `npm start` in a process group of its own, as a terminal runs it; resolves once it says the app is ready. */
async function startStack(): Promise<Stack> {
  expect(await busyPorts(), `ports of offset ${OFFSET} are taken before the start`).toEqual([]);
  const mark = randomUUID();
  let output = '';
  // Without the demo world: the seed has ended before the stack is ready, so it changes nothing of what is stopped.
  const npm = spawn('npm', ['start', '--', '--no-seed'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, EMULATOR_PORT_OFFSET: String(OFFSET), APP_PORT: String(APP_PORT), [MARK]: mark },
  });
  const exited = new Promise<number | null>((done) => npm.once('exit', (code) => done(code)));
  running = { npm, mark, output: () => output, exited };
  await new Promise<void>((ready, failed) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('The app is ready')) ready();
    };
    npm.stdout!.on('data', onData);
    npm.stderr!.on('data', onData);
    void exited.then((code) => failed(new Error(`npm start exited (${code}) before the app was ready:\n${output}`)));
  });
  return running;
}

/**
 * What is left of a stack once it has stopped: its processes (with their command lines) and its busy
 * ports, after giving it up to a minute to finish stopping (npm itself may exit before the stack has).
 */
async function leftovers(stack: Stack) {
  await vi.waitFor(async () => {
    expect(processesMarked(MARK, stack.mark)).toEqual([]);
    expect(await busyPorts()).toEqual([]);
  }, { timeout: 60_000, interval: 500 }).catch(() => {});
  const commandLine = (pid: number) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
    } catch {
      return `${pid} (gone)`;
    }
  };
  return { processes: processesMarked(MARK, stack.mark).map(commandLine), ports: await busyPorts() };
}

async function expectRunning(stack: Stack) {
  // The emulators, the functions watcher, the mail sink, the Stripe stand-in, the local chain and the app server at least.
  expect(processesMarked(MARK, stack.mark).length).toBeGreaterThanOrEqual(6);
  const { firestore, smtp, stripe, chain } = portsAt(OFFSET);
  // A server busy at start (the dev server pre-bundles its dependencies) may answer a connection late: polled.
  await vi.waitFor(async () => expect(await busyPorts()).toEqual(expect.arrayContaining([firestore, smtp, stripe, chain, APP_PORT])), { timeout: EFFECT_TIMEOUT_MS, interval: 1000 });
  await vi.waitFor(() => expect(stack.output()).toContain(`Coins: local chain (anvil) at http://127.0.0.1:${chain}`));
}

afterEach(async () => {
  // A failed test still leaves nothing running.
  if (!running) return;
  for (const pid of processesMarked(MARK, running.mark)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone meanwhile.
    }
  }
  running = null;
});

describe('npm start', () => {
  it('stops every process it started on Ctrl-C, and frees every port', async () => {
    const stack = await startStack();
    await expectRunning(stack);

    // Ctrl-C: the terminal sends SIGINT to the foreground process group.
    process.kill(-stack.npm.pid!, 'SIGINT');
    await stack.exited;

    expect(await leftovers(stack), stack.output()).toEqual({ processes: [], ports: [] });
  });

  it('stops everything when one of its processes dies', async () => {
    const stack = await startStack();
    await expectRunning(stack);

    const mailSink = processesMarked(MARK, stack.mark).find((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('maildev'));
    expect(mailSink).toBeDefined();
    process.kill(mailSink!, 'SIGKILL');

    expect(await stack.exited).not.toBe(0);
    expect(stack.output()).toMatch(/Mail sink \(maildev\) stopped unexpectedly/);
    expect(await leftovers(stack), stack.output()).toEqual({ processes: [], ports: [] });
  });

  it('stops everything on SIGTERM to npm', async () => {
    const stack = await startStack();
    await expectRunning(stack);

    process.kill(stack.npm.pid!, 'SIGTERM');
    await stack.exited;

    expect(await leftovers(stack), stack.output()).toEqual({ processes: [], ports: [] });
  });
});
