import { describe, expect, it } from 'vitest';
import { constrainedCommand, quotaCores } from './cpuQuota';

describe('the CPU constraint of test:stress', () => {
  it('gives half the cores by default, never less than a tenth of one', () => {
    expect(quotaCores(0.5, 2)).toBe(1);
    expect(quotaCores(0.5, 3)).toBe(1.5);
    expect(quotaCores(0.01, 1)).toBe(0.1);
  });

  it('moves the command into the group before it starts, so everything it starts inherits the quota', () => {
    const [program, args] = constrainedCommand({ kind: 'cgroup-v1', path: '/sys/fs/cgroup/cpu/x', cores: 1 }, ['npm', 'test']);
    expect(program).toBe('sh');
    expect(args).toEqual(['-c', `echo $$ > '/sys/fs/cgroup/cpu/x/cgroup.procs' && exec "$@"`, 'sh', 'npm', 'test']);
  });

  it('runs the command as it is beside busy loops', () => {
    expect(constrainedCommand({ kind: 'busy-loops', loops: [] }, ['npm', 'test'])).toEqual(['npm', ['test']]);
  });
});
