import { describe, expect, it } from 'vitest';
import { fakeTimestamp } from '../../../test/timestamps';
import { newestFirst, shownRange } from './history';

describe('the wallet history', () => {
  it('lists the newest entry first', () => {
    const entry = (name: string, day: number) => ({ name, timestamp: fakeTimestamp(day * 86_400_000), type: 'in' as const, value: '1' });
    expect(newestFirst([entry('a', 1), entry('c', 3), entry('b', 2)]).map((e) => e.name)).toEqual(['c', 'b', 'a']);
  });

  it("says which rows a page shows ('Showing x to y of z')", () => {
    expect(shownRange(1, 3, 14)).toEqual({ from: 1, to: 3, total: 14 });
    expect(shownRange(5, 3, 14)).toEqual({ from: 13, to: 14, total: 14 });
    expect(shownRange(1, 'All', 14)).toEqual({ from: 1, to: 14, total: 14 });
    expect(shownRange(1, 5, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});
