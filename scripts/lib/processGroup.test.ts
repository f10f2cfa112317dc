// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProcessGroup, isRunning } from './processGroup';
import { EFFECT_TIMEOUT_MS } from '../../tests/effects';

/** A Node child that starts a grandchild in a session of its own (as the Firestore emulator's JVM is), then waits. */
const ESCAPING_PARENT = `
  const { spawn } = require('node:child_process');
  spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { detached: true, stdio: 'ignore' }).unref();
  setInterval(() => {}, 1000);
`;
/** A Node child that ignores Ctrl-C, and says so once it does. */
const STUBBORN = `process.on('SIGINT', () => {}); console.log('ignoring SIGINT'); setInterval(() => {}, 1000);`;

const groups: ProcessGroup[] = [];
function newGroup() {
  const group = new ProcessGroup();
  groups.push(group);
  return group;
}

afterEach(async () => {
  await Promise.all(groups.splice(0).map((group) => group.stop(100)));
});

describe('ProcessGroup', () => {
  it('stops its children and what they started, even outside their process group', async () => {
    const group = newGroup();
    group.start('escaping', process.execPath, ['-e', ESCAPING_PARENT], { quiet: true });
    await vi.waitFor(() => expect(group.running()).toHaveLength(2), { timeout: EFFECT_TIMEOUT_MS });
    const pids = group.running();

    await group.stop();

    expect(group.running()).toEqual([]);
    await vi.waitFor(() => expect(pids.filter(isRunning)).toEqual([]), { timeout: EFFECT_TIMEOUT_MS });
  });

  it('kills every process at once, escaped ones included, without reporting them as dead (killNow, for a signal handler)', async () => {
    const group = newGroup();
    const died = vi.fn();
    group.onUnexpectedExit = died;
    group.start('escaping', process.execPath, ['-e', ESCAPING_PARENT], { quiet: true });
    group.start('stubborn', process.execPath, ['-e', STUBBORN], { quiet: true });
    await vi.waitFor(() => expect(group.running()).toHaveLength(3), { timeout: EFFECT_TIMEOUT_MS });
    const pids = group.running();

    group.killNow();

    await vi.waitFor(() => expect(pids.filter(isRunning)).toEqual([]), { timeout: EFFECT_TIMEOUT_MS });
    expect(died).not.toHaveBeenCalled();
  });

  it('kills a child that ignores SIGINT once the timeout has passed', async () => {
    const group = newGroup();
    const child = group.start('stubborn', process.execPath, ['-e', STUBBORN], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise((ready) => child.stdout!.once('data', ready));

    await group.stop(200);

    expect(child.signalCode).toBe('SIGKILL');
    expect(group.running()).toEqual([]);
  });

  it('reports a child that dies while the group runs, and none that it stops', async () => {
    const group = newGroup();
    const died = vi.fn();
    group.onUnexpectedExit = died;
    group.start('short-lived', process.execPath, ['-e', 'process.exit(3)'], { quiet: true });
    group.start('long-lived', process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { quiet: true });
    await vi.waitFor(() => expect(died).toHaveBeenCalledWith('short-lived', 3, null), { timeout: EFFECT_TIMEOUT_MS });

    await group.stop();

    expect(died).toHaveBeenCalledTimes(1);
    expect(() => group.start('late', process.execPath, ['-e', ''])).toThrow(/stopping/);
  });
});
