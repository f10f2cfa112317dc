import { describe, expect, it } from 'vitest';
import { runScheduled, type ScheduledStep } from './schedule';

/** Steps that end when the test says so, recording what ran at the same time. */
function harness() {
  const log: string[] = [];
  const running = new Set<string>();
  const finishers = new Map<string, (ok: boolean) => void>();
  let peak: string[] = [];
  const step = (name: string, cores: number, needs?: string[]): ScheduledStep => ({
    name,
    cores,
    needs,
    run: () =>
      new Promise<boolean>((resolve) => {
        log.push(`start ${name}`);
        running.add(name);
        if (running.size > peak.length) peak = [...running];
        finishers.set(name, (ok) => {
          running.delete(name);
          log.push(`end ${name}`);
          resolve(ok);
        });
      }),
  });
  const settle = () => new Promise((r) => setTimeout(r, 0));
  const end = async (name: string, ok = true) => {
    await settle();
    finishers.get(name)!(ok);
    await settle();
  };
  return { log, step, end, running, peak: () => peak };
}

describe('runScheduled', () => {
  it('runs steps side by side only while their cores fit the machine', async () => {
    const h = harness();
    const done = runScheduled([h.step('types', 1), h.step('lint', 1), h.step('unit', 2), h.step('stack', 1)], 2);
    await h.end('types');
    expect([...h.running]).toEqual(['lint']);
    await h.end('lint');
    expect([...h.running]).toEqual(['unit']);
    await h.end('unit');
    await h.end('stack');
    expect(await done).toEqual(
      new Map([
        ['types', 'passed'],
        ['lint', 'passed'],
        ['unit', 'passed'],
        ['stack', 'passed'],
      ]),
    );
    expect(h.peak()).toEqual(['types', 'lint']);
  });

  it('keeps the given order: a later small step does not jump ahead of a waiting big one', async () => {
    const h = harness();
    const done = runScheduled([h.step('lint', 1), h.step('unit', 2), h.step('small', 1)], 2);
    await h.end('lint');
    expect([...h.running]).toEqual(['unit']);
    await h.end('unit');
    expect([...h.running]).toEqual(['small']);
    await h.end('small');
    await done;
  });

  it('skips what needs a failed step, and what needs a skipped one, but runs the rest', async () => {
    const h = harness();
    const done = runScheduled(
      [h.step('build', 1), h.step('e2e', 2, ['build']), h.step('report', 1, ['e2e']), h.step('stack', 1)],
      2,
    );
    await h.end('build', false);
    await h.end('stack');
    expect(await done).toEqual(
      new Map([
        ['build', 'failed'],
        ['e2e', 'skipped'],
        ['report', 'skipped'],
        ['stack', 'passed'],
      ]),
    );
    expect(h.log).not.toContain('start e2e');
  });

  it('runs a step that wants more cores than the machine has alone, and counts a throw as a failure', async () => {
    const h = harness();
    const throwing: ScheduledStep = { name: 'broken', cores: 1, run: () => Promise.reject(new Error('no')) };
    const done = runScheduled([h.step('huge', 8), throwing], 2);
    expect([...h.running]).toEqual(['huge']);
    await h.end('huge');
    expect((await done).get('broken')).toBe('failed');
  });

  it('starts a step after another has ended, whatever its outcome', async () => {
    const h = harness();
    const stack = h.step('stack', 1);
    const build: ScheduledStep = { ...h.step('build', 1), after: ['stack'] };
    const done = runScheduled([stack, build], 2);
    await h.end('stack', false);
    expect([...h.running]).toEqual(['build']);
    await h.end('build');
    expect((await done).get('build')).toBe('passed');
  });

  it('refuses a step that needs a later or unknown one', async () => {
    const h = harness();
    await expect(runScheduled([h.step('a', 1, ['b']), h.step('b', 1)], 2)).rejects.toThrow(/not an earlier step/);
  });
});
