import { describe, expect, it } from 'vitest';
import { EMPTY_RANGE, fromOptions, sessionsInRanges, toOptions } from './rangeSelection';

const sessions = [1, 2, 3, 4, 5, 6].map((index) => ({ index, id: `s${index}` }));
const indexes = (list: { index: number }[]) => list.map((s) => s.index);

describe('range options', () => {
  it('offers everything while the other end is unset', () => {
    expect(indexes(fromOptions(sessions, EMPTY_RANGE))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(indexes(toOptions(sessions, EMPTY_RANGE))).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it('offers starts at or below the chosen end and ends at or above the chosen start', () => {
    expect(indexes(fromOptions(sessions, { from: null, to: 3 }))).toEqual([1, 2, 3]);
    expect(indexes(toOptions(sessions, { from: 4, to: null }))).toEqual([4, 5, 6]);
  });
});

describe('sessionsInRanges', () => {
  it('counts a range only when both ends are set', () => {
    expect(sessionsInRanges(sessions, [{ from: 2, to: null }])).toEqual([]);
    expect(indexes(sessionsInRanges(sessions, [{ from: 2, to: 3 }]))).toEqual([2, 3]);
  });
  it('accepts either order', () => {
    expect(indexes(sessionsInRanges(sessions, [{ from: 5, to: 4 }]))).toEqual([4, 5]);
  });
  it('joins overlapping ranges, each session once, in index order', () => {
    expect(indexes(sessionsInRanges(sessions, [{ from: 5, to: 6 }, { from: 1, to: 2 }, { from: 2, to: 2 }, EMPTY_RANGE]))).toEqual([1, 2, 5, 6]);
  });
});
