import { describe, expect, it } from 'vitest';
import { binFingerprint, buildSensorOverview, minMaxEnvelope, OVERVIEW_POINTS, packNumbers, unpackNumbers, unpackSeries, type IdentifiedBin } from './sensorOverview';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('minMaxEnvelope', () => {
  it('keeps every peak, the first and the last sample, within the bound', () => {
    const n = 60_000;
    const y = range(n).map((i) => Math.sin(i / 50));
    const peaks = [1234, 30_001, 59_998];
    y[peaks[0]] = 40;
    y[peaks[1]] = -35;
    y[peaks[2]] = 12;
    const x = range(n).map((i) => 1_700_000_000_000 + i * 10);
    const out = minMaxEnvelope(x, y);
    expect(out.x.length).toBeLessThanOrEqual(OVERVIEW_POINTS);
    expect(out.x.length).toBeGreaterThan(OVERVIEW_POINTS * 0.9);
    for (const i of peaks) expect(out.x).toContain(x[i]);
    expect(Math.max(...out.y)).toBe(40);
    expect(Math.min(...out.y)).toBe(-35);
    expect(out.x[0]).toBe(x[0]);
    expect(out.x.at(-1)).toBe(x[n - 1]);
    expect(out.x.every((value, i) => i === 0 || value > out.x[i - 1])).toBe(true);
    out.x.forEach((value, i) => expect(out.y[i]).toBe(y[(value - x[0]) / 10]));
  });

  it('bounds the length for any size and any bound', () => {
    for (const n of [2001, 2002, 4999, 123_457]) {
      for (const bound of [2, 3, 10, 2000]) expect(minMaxEnvelope(range(n), range(n).map(Math.sqrt), bound).x.length).toBeLessThanOrEqual(bound);
    }
  });

  it('keeps a short series whole and an empty one empty', () => {
    expect(minMaxEnvelope([], [])).toEqual({ x: [], y: [] });
    expect(minMaxEnvelope([5, 6, 7], [1, 3, 2])).toEqual({ x: [5, 6, 7], y: [1, 3, 2] });
    expect(minMaxEnvelope([5, 6, 7], [1, 3])).toEqual({ x: [5, 6], y: [1, 3] });
  });

  it('leaves NaN out and never picks it as a peak', () => {
    expect(minMaxEnvelope([1, 2, 3, 4], [1, NaN, 3, 4])).toEqual({ x: [1, 3, 4], y: [1, 3, 4] });
    const y = range(10_000).map((i) => (i % 7 === 0 ? NaN : i % 100));
    const out = minMaxEnvelope(range(10_000), y, 100);
    expect(out.y.some(Number.isNaN)).toBe(false);
    expect(Math.max(...out.y)).toBe(99);
    expect(minMaxEnvelope(range(5000), range(5000).map(() => NaN))).toEqual({ x: [], y: [] });
  });
});

describe('packNumbers', () => {
  it('gives back exactly the numbers it packed', () => {
    const values = [0, -0.5, 1_700_000_000_123, 91.25, -77.000001, Number.MAX_VALUE, Number.MIN_VALUE, NaN];
    expect([...unpackNumbers(packNumbers(values))]).toEqual(values);
    expect(unpackNumbers(packNumbers([]))).toEqual(new Float64Array());
    const many = range(70_000).map((i) => Math.sin(i) * 1e3);
    expect(Array.from(unpackNumbers(packNumbers(many)))).toEqual(many);
  });
});

describe('binFingerprint', () => {
  it('tells different contents apart and the same content alike', () => {
    expect(binFingerprint([1, 2, 3])).toBe(binFingerprint([1, 2, 3]));
    expect(binFingerprint([1, 2, 3])).not.toBe(binFingerprint([1, 2, 4]));
    expect(binFingerprint([1, 2, 3])).not.toBe(binFingerprint([1, 2]));
  });
});

describe('buildSensorOverview', () => {
  const bin = (id: string, deviceId: string, sensorId: string, binId: number, values: number[]): IdentifiedBin => ({
    id,
    data: { sessionId: 's1', deviceId, sensorId, binId, values },
  });

  it('joins bins in order per device, against the Time series, and records its sources', () => {
    const overview = buildSensorOverview('s1', 'Thumb', [
      bin('b2', 'left', 'Thumb', 1, [30, 40]),
      bin('b1', 'left', 'Thumb', 0, [10, 20]),
      bin('t1', 'left', 'Time', 0, [100, 200, 300, 400]),
      bin('r1', 'right', 'Thumb', 0, [7]),
      bin('o1', 'left', 'Index', 0, [1, 1, 1, 1]),
    ]);
    expect(unpackSeries(overview!.devices.left)).toEqual({ x: Float64Array.from([100, 200, 300, 400]), y: Float64Array.from([10, 20, 30, 40]) });
    expect(unpackSeries(overview!.devices.right)).toEqual({ x: Float64Array.from([0]), y: Float64Array.from([7]) });
    expect(overview).toEqual({
      sessionId: 's1',
      sensorId: 'Thumb',
      devices: {
        left: { x: packNumbers([100, 200, 300, 400]), y: packNumbers([10, 20, 30, 40]), timed: true, samples: 4 },
        right: { x: packNumbers([0]), y: packNumbers([7]), timed: false, samples: 1 },
      },
      sources: { b1: binFingerprint([10, 20]), b2: binFingerprint([30, 40]), t1: binFingerprint([100, 200, 300, 400]), r1: binFingerprint([7]) },
    });
  });

  it('is null without bins of the sensor', () => {
    expect(buildSensorOverview('s1', 'Thumb', [bin('t1', 'left', 'Time', 0, [1])])).toBeNull();
  });
});
