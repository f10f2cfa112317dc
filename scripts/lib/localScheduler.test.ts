import { describe, expect, it } from 'vitest';
import { nextSlot } from './localScheduler';

describe('the local scheduler', () => {
  it('runs on the clock multiples of the cadence, as Cloud Scheduler does', () => {
    expect(new Date(nextSlot(Date.parse('2026-06-10T16:07:12Z'), 15)).toISOString()).toBe('2026-06-10T16:15:00.000Z');
    expect(new Date(nextSlot(Date.parse('2026-06-10T16:15:00Z'), 15)).toISOString()).toBe('2026-06-10T16:15:00.000Z');
    expect(new Date(nextSlot(Date.parse('2026-06-10T16:07:12Z'), 24 * 60)).toISOString()).toBe('2026-06-11T00:00:00.000Z');
  });
});
