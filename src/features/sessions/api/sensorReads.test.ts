import { describe, expect, it } from 'vitest';
import { transferablesOf } from './sensorReads';

describe('transferablesOf', () => {
  it('hands over the buffer of every joined series, and nothing for a device without bins', () => {
    const left = Float64Array.of(1, 2);
    const right = Float64Array.of(3);
    const time = Float64Array.of(100, 110);
    const [single] = transferablesOf(left);
    expect(single).toBe(left.buffer);
    const buffers = transferablesOf(new Map([['Palm', new Map([['L', left], ['R', right]])], ['Time', new Map([['L', time]])]]));
    expect(new Set(buffers)).toEqual(new Set([left.buffer, right.buffer, time.buffer]));
    expect(buffers.filter((b) => b === left.buffer || b === right.buffer || b === time.buffer)).toHaveLength(3);
    expect(transferablesOf(null)).toEqual([]);
  });
});
