/**
 * `npm start` stops every process it started: the stack is started on ports
 * of its own, stopped, and afterwards no process of it is left and every one
 * of its ports is free. Processes are recognised by a mark in the environment
 * that the test gives `npm start` and every process it starts inherits.
 * While the first one runs, a reminders tick reaches its push inbox (the Functions emulator trusts the inbox).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portsAt } from '@rehab/model/emulatorPorts';
import { DEFAULT_REMINDER_PREFERENCES, REMINDER_TEXTS } from '@rehab/model/reminders';
import { processesMarked } from '../../scripts/lib/processGroup';
import { pushInboxSubscription } from '../../scripts/lib/pushInbox';
import { ROOT, projectIdAt } from '../../scripts/lib/stack';
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
  const { firestore, smtp, stripe, chain, pushInbox } = portsAt(OFFSET);
  // A server busy at start (the dev server pre-bundles its dependencies) may answer a connection late: polled.
  await vi.waitFor(async () => expect(await busyPorts()).toEqual(expect.arrayContaining([firestore, smtp, stripe, chain, pushInbox, APP_PORT])), { timeout: EFFECT_TIMEOUT_MS, interval: 1000 });
  await vi.waitFor(() => expect(stack.output()).toContain(`Coins: local chain (anvil) at http://127.0.0.1:${chain}`));
  expect(stack.output()).toContain(`Push notifications (push inbox): http://127.0.0.1:${pushInbox}`);
}

/** A Firestore value of the emulator's REST API. */
function restValue(value: unknown): object {
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(restValue) } };
  return { mapValue: { fields: Object.fromEntries(Object.entries(value as object).map(([key, field]) => [key, restValue(field)])) } };
}

/**
 * Writes (or, for null, deletes) documents in the stack's Firestore as an admin, in one commit: through the emulator's
 * REST API, which names the stack's host and project itself (the Admin SDK would take FIRESTORE_EMULATOR_HOST first).
 */
async function commitToStack(documents: Record<string, object | null>) {
  const root = `projects/${projectIdAt(OFFSET)}/databases/(default)/documents`;
  const writes = Object.entries(documents).map(([path, data]) =>
    data === null ? { delete: `${root}/${path}` } : { update: { name: `${root}/${path}`, fields: (restValue(data) as { mapValue: { fields: object } }).mapValue.fields } },
  );
  const response = await fetch(`http://127.0.0.1:${portsAt(OFFSET).firestore}/v1/${root}:commit`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ writes }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** `npm run reminders:tick -- --at <at>` against the stack, as a developer runs it: what it sent. */
async function tick(at: string): Promise<{ patientId: string; kind: string; channel: string }[]> {
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'reminders:tick', '--', '--at', at], {
    cwd: ROOT,
    env: { ...process.env, EMULATOR_PORT_OFFSET: String(OFFSET) },
  });
  return (JSON.parse(stdout) as { result: { patientId: string; kind: string; channel: string }[] }).result;
}

/**
 * A patient of the test's own (a workout on a day of 2030, reminders on, subscribed to the push inbox as the seed
 * subscribes the demo patient), ticked at his daily reminder's instant: the reminder is pushed, the inbox page shows
 * it decrypted, and a second tick at the same instant sends nothing.
 */
async function expectTickReachesPushInbox() {
  const uid = 'stack-test-patient';
  const day = '2030-06-10';
  // 18:00 in Paris that day: the default daily time.
  const dailyAt = '2030-06-10T16:00:00Z';
  const planId = `plan-${uid}`;
  await commitToStack({
    // A run of this test that stopped half-way left its send recorded.
    [`reminderSends/${uid}_${day}_daily`]: null,
    // The plan exists: the onScheduleWritten function takes a missing plan's events off the calendar.
    [`exerciseplan/${planId}`]: { id: planId, name: 'Knee flexion', device: 'Knee Brace', exerciseArray: ['ex-1'], reps: [3], userID: uid, createdBy: 'dr-house' },
    [`users/${uid}`]: { firstName: 'Pat', lastName: 'Ient', email: `${uid}@example.test`, isAuthorized: true, devices: {}, sessions: [], timeZone: 'Europe/Paris' },
    [`scheduledWorkouts/${uid}`]: { [day]: { e1: { name: 'Knee flexion', isPublic: false, exerciseId: planId, doctorId: 'dr-house' } } },
    [`reminderSettings/${uid}`]: { ...DEFAULT_REMINDER_PREFERENCES, updatedAt: new Date() },
    [`pushSubscriptions/${uid}_push-inbox`]: { userId: uid, ...pushInboxSubscription(OFFSET), deviceLabel: 'Local push inbox', createdAt: new Date() },
  });

  const mine = (sent: Awaited<ReturnType<typeof tick>>) => sent.filter(({ patientId }) => patientId === uid).map(({ kind, channel }) => ({ kind, channel }));
  expect(mine(await tick(dailyAt))).toEqual([{ kind: 'daily', channel: 'push' }]);
  const page = await (await fetch(`http://127.0.0.1:${portsAt(OFFSET).pushInbox}/`)).text();
  expect(page).toContain(`"body": "${REMINDER_TEXTS.daily.body}"`);
  expect(page).toContain('<dd>mailto:no-reply@texavie.com</dd>');
  expect(mine(await tick(dailyAt))).toEqual([]);
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
  it('pushes a reminders tick to its push inbox; stops every process it started on Ctrl-C, and frees every port', async () => {
    const stack = await startStack();
    await expectRunning(stack);
    await expectTickReachesPushInbox();

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
