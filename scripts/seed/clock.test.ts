// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SeedClock, addMinutes } from './clock';

describe('SeedClock', () => {
  const clock = new SeedClock(new Date(2025, 2, 31, 17, 45, 12));

  it('starts from local midnight of the day it is given', () => {
    expect(clock.today).toEqual(new Date(2025, 2, 31));
  });

  it('places moments relative to today, across month ends', () => {
    expect(clock.at(1, 9, 30)).toEqual(new Date(2025, 3, 1, 9, 30));
    expect(clock.at(-31, 8)).toEqual(new Date(2025, 1, 28, 8));
    expect(clock.timestamp(0, 12).toDate()).toEqual(new Date(2025, 2, 31, 12));
  });

  it('formats calendar keys as YYYY-MM-DD', () => {
    expect(clock.isoDate(0)).toBe('2025-03-31');
    expect(clock.isoDate(2)).toBe('2025-04-02');
  });

  it('adds minutes to a timestamp', () => {
    expect(addMinutes(clock.timestamp(0, 10), 90).toDate()).toEqual(new Date(2025, 2, 31, 11, 30));
  });
});
