import { describe, expect, it } from 'vitest';
import { activeSeconds, advance, input, startClock, visibility } from './activeTime';

const S = 1000;

describe('the active-time clock', () => {
  it('counts while visible and used', () => {
    let clock = startClock(0, true);
    clock = input(clock, 20 * S);
    clock = advance(clock, 50 * S);
    expect(activeSeconds(clock)).toBe(50);
  });

  it('pauses a minute after the last input and resumes with the next', () => {
    let clock = startClock(0, true);
    clock = advance(clock, 5 * 60 * S);
    expect(activeSeconds(clock)).toBe(60);
    clock = input(clock, 6 * 60 * S);
    clock = advance(clock, 6 * 60 * S + 30 * S);
    expect(activeSeconds(clock)).toBe(90);
  });

  it('counts nothing while the tab is hidden', () => {
    let clock = startClock(0, true);
    clock = visibility(clock, 10 * S, false);
    clock = advance(clock, 40 * S);
    expect(activeSeconds(clock)).toBe(10);
    clock = visibility(clock, 100 * S, true);
    clock = advance(clock, 110 * S);
    expect(activeSeconds(clock)).toBe(20);
  });

  it('ignores a clock that went backwards', () => {
    const clock = advance(startClock(10 * S, true), 5 * S);
    expect(activeSeconds(clock)).toBe(0);
  });
});
