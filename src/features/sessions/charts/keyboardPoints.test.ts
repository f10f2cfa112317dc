import { describe, expect, it } from 'vitest';
import { movedPoint } from './keyboardPoints';

const line = (xs: number[]) => xs.map((x) => ({ x, y: x * 2 }));
const left = line(Array.from({ length: 40 }, (_, i) => i * 10));
const right = line([0, 96, 205, 390]);

describe('movedPoint', () => {
  it('starts at the first point of the first series shown', () => {
    expect(movedPoint(null, 'ArrowRight', [null, right])).toEqual({ datasetIndex: 1, index: 0 });
    expect(movedPoint(null, 'a', [left])).toBeNull();
    expect(movedPoint(null, 'ArrowRight', [[], null])).toBeNull();
  });

  it('moves along a series, a twentieth with the page keys, and stops at the ends', () => {
    const at = { datasetIndex: 0, index: 5 };
    expect(movedPoint(at, 'ArrowRight', [left])).toEqual({ datasetIndex: 0, index: 6 });
    expect(movedPoint(at, 'ArrowLeft', [left])).toEqual({ datasetIndex: 0, index: 4 });
    expect(movedPoint(at, 'PageDown', [left])).toEqual({ datasetIndex: 0, index: 7 });
    expect(movedPoint({ datasetIndex: 0, index: 1 }, 'PageUp', [left])).toEqual({ datasetIndex: 0, index: 0 });
    expect(movedPoint(at, 'End', [left])).toEqual({ datasetIndex: 0, index: 39 });
    expect(movedPoint({ datasetIndex: 0, index: 39 }, 'ArrowRight', [left])).toEqual({ datasetIndex: 0, index: 39 });
  });

  it('switches series at the nearest moment, wrapping round', () => {
    expect(movedPoint({ datasetIndex: 0, index: 20 }, 'ArrowDown', [left, right])).toEqual({ datasetIndex: 1, index: 2 });
    expect(movedPoint({ datasetIndex: 1, index: 1 }, 'ArrowDown', [left, right])).toEqual({ datasetIndex: 0, index: 10 });
    expect(movedPoint({ datasetIndex: 0, index: 3 }, 'ArrowUp', [left, null, right])).toEqual({ datasetIndex: 2, index: 0 });
  });

  it('starts again when the chosen series was hidden', () => {
    expect(movedPoint({ datasetIndex: 0, index: 3 }, 'ArrowRight', [null, right])).toEqual({ datasetIndex: 1, index: 0 });
  });
});
