import { describe, expect, it } from 'vitest';
import { axisLabel, bucketIndexOf, bucketLabel, statsWindow, usDate } from './timeWindows';

// Wednesday 15 May 2024, afternoon (local time).
const now = new Date(2024, 4, 15, 15, 30);

describe('statsWindow', () => {
  it('last week is 7 days including today, one bucket per day', () => {
    const w = statsWindow(0, now);
    expect(w.kind).toBe('day');
    expect(w.buckets).toHaveLength(7);
    expect(w.start).toEqual(new Date(2024, 4, 9));
    expect(w.buckets[6].start).toEqual(new Date(2024, 4, 15));
    expect(w.end).toEqual(new Date(2024, 4, 16));
  });

  it('last month is 31 days including today', () => {
    const w = statsWindow(1, now);
    expect(w.buckets).toHaveLength(31);
    expect(w.start).toEqual(new Date(2024, 3, 15));
  });

  it('last 6 months is 26 weeks aligned to weeks (Sunday to Saturday)', () => {
    const w = statsWindow(2, now);
    expect(w.kind).toBe('week');
    expect(w.buckets).toHaveLength(26);
    // The current week started on Sunday 12 May.
    expect(w.buckets[25].start).toEqual(new Date(2024, 4, 12));
    expect(w.buckets[25].end).toEqual(new Date(2024, 4, 19));
    expect(w.buckets.every((b) => b.start.getDay() === 0)).toBe(true);
    expect(bucketLabel('week', w.buckets[25], 'en')).toBe('05/12/2024 - 05/18/2024');
  });

  it('last year is 12 months including the current one, named by month', () => {
    const w = statsWindow(3, now);
    expect(w.kind).toBe('month');
    expect(w.buckets).toHaveLength(12);
    expect(w.start).toEqual(new Date(2023, 5, 1));
    expect(w.buckets[11].start).toEqual(new Date(2024, 4, 1));
    const label = bucketLabel('month', w.buckets[0], 'en-US');
    expect(label).toBe('June');
    expect(axisLabel('month', label)).toBe('Jun');
    expect(axisLabel('day', '05/15/2024')).toBe('05/15/2024');
  });

  it('places moments in their bucket and rejects those outside', () => {
    const w = statsWindow(0, now);
    expect(bucketIndexOf(w, new Date(2024, 4, 15, 23, 59))).toBe(6);
    expect(bucketIndexOf(w, new Date(2024, 4, 9, 0, 0))).toBe(0);
    expect(bucketIndexOf(w, new Date(2024, 4, 8, 23, 59))).toBe(-1);
    expect(bucketIndexOf(w, new Date(2024, 4, 16))).toBe(-1);
  });

  it('formats dates as MM/DD/YYYY', () => {
    expect(usDate(new Date(2024, 0, 5))).toBe('01/05/2024');
  });
});
