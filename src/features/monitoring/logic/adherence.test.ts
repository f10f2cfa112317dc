import { describe, expect, it } from 'vitest';
import { adherenceTotal, weekStart, weeklyAdherence } from './adherence';

const event = (name: string) => ({ [name]: { name, isPublic: true, exerciseId: 'plan', doctorId: 'doc' } });

describe('weekly adherence', () => {
  it('starts weeks on Monday', () => {
    expect(weekStart('2026-03-11')).toBe('2026-03-09'); // a Wednesday
    expect(weekStart('2026-03-09')).toBe('2026-03-09');
    expect(weekStart('2026-03-15')).toBe('2026-03-09'); // a Sunday
  });

  it('counts scheduled workouts up to today and sessions per week, for 12 weeks', () => {
    const schedule = {
      '2026-03-10': { ...event('a'), ...event('b') },
      '2026-03-12': event('c'),
      '2026-03-14': event('future'),
      '2026-03-03': event('d'),
      '2025-11-01': event('too old'),
    };
    const days = { '2026-03-10': { s1: true as const }, '2026-03-11': { s2: true as const, s3: true as const }, '2026-03-04': {} };
    const weeks = weeklyAdherence(schedule, days, '2026-03-12');
    expect(weeks).toHaveLength(12);
    expect(weeks[0].start).toBe('2025-12-22');
    expect(weeks[11]).toEqual({ start: '2026-03-09', scheduled: 3, done: 3 });
    expect(weeks[10]).toEqual({ start: '2026-03-02', scheduled: 1, done: 0 });
    expect(adherenceTotal(weeks)).toEqual({ scheduled: 4, doneOfScheduled: 3, done: 3 });
  });

  it('has empty weeks without a schedule', () => {
    expect(adherenceTotal(weeklyAdherence(null, {}, '2026-03-12'))).toEqual({ scheduled: 0, doneOfScheduled: 0, done: 0 });
  });
});
