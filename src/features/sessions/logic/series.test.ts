import { describe, expect, it } from 'vitest';
import { DECIMATION, DECIMATION_MIN_POINTS, percentChange, toElapsedSeconds, toPoints, withoutRemoved } from './series';

describe('toPoints', () => {
  it('pairs timestamps and values', () => {
    expect(toPoints({ x: Float64Array.of(10, 20, 30), y: Float64Array.of(1, 2) })).toEqual([
      { x: 10, y: 1 },
      { x: 20, y: 2 },
    ]);
  });
});

describe('withoutRemoved', () => {
  const points = [10, 20, 30, 40].map((x) => ({ x, y: x / 10 }));
  it('skips removed timestamps', () => {
    expect(withoutRemoved(points, new Set([20, 40])).map((p) => p.x)).toEqual([10, 30]);
  });
  it('returns the same array when nothing is removed', () => {
    expect(withoutRemoved(points, new Set())).toBe(points);
  });
});

describe('percentChange', () => {
  it('is the change from the first value in percent', () => {
    expect(percentChange([{ x: 0, y: 50 }, { x: 1, y: 75 }, { x: 2, y: 25 }]).map((p) => p.y)).toEqual([0, 50, -50]);
  });
  it('leaves gaps when the first value is 0', () => {
    expect(percentChange([{ x: 0, y: 0 }, { x: 1, y: 3 }]).every((p) => Number.isNaN(p.y))).toBe(true);
  });
});

describe('toElapsedSeconds', () => {
  it('measures x in seconds from the first point', () => {
    expect(toElapsedSeconds([{ x: 5000, y: 1 }, { x: 6500, y: 2 }])).toEqual([
      { x: 0, y: 1 },
      { x: 1.5, y: 2 },
    ]);
  });
});

describe('display decimation', () => {
  it('applies min-max decimation (every peak kept) from 5000 points on', () => {
    expect(DECIMATION.algorithm).toBe('min-max');
    // Chart.js decimates above the threshold: 5000 points and more.
    expect(DECIMATION.threshold + 1).toBe(DECIMATION_MIN_POINTS);
    expect(DECIMATION_MIN_POINTS).toBe(5000);
  });
});
