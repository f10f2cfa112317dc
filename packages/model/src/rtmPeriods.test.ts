import { describe, expect, it } from 'vitest';
import { addDays } from './monitoring';
import { dataDaysWithin, periodOf, periodProgress, periodsOverlapping } from './rtmPeriods';

const START = '2026-03-01';
const days = (from: string, count: number, step = 1) => Array.from({ length: count }, (_, i) => addDays(from, i * step));

describe('periods', () => {
  it('runs in 30-day periods, the next following on', () => {
    expect(periodOf(START, '2026-03-01')).toEqual({ index: 0, start: '2026-03-01', end: '2026-03-30' });
    expect(periodOf(START, '2026-03-30')).toEqual({ index: 0, start: '2026-03-01', end: '2026-03-30' });
    expect(periodOf(START, '2026-03-31')).toEqual({ index: 1, start: '2026-03-31', end: '2026-04-29' });
  });

  it('keeps 30 calendar days across a daylight-saving change (8 March 2026 in North America)', () => {
    expect(periodOf('2026-02-20', '2026-03-21')).toEqual({ index: 0, start: '2026-02-20', end: '2026-03-21' });
    expect(periodOf('2026-02-20', '2026-03-22').index).toBe(1);
  });

  it('treats days before the start as the first period', () => {
    expect(periodOf(START, '2026-02-10').index).toBe(0);
  });

  it('lists the periods a month overlaps', () => {
    expect(periodsOverlapping(START, '2026-04-01', '2026-04-30').map((p) => p.start)).toEqual(['2026-03-31', '2026-04-30']);
    expect(periodsOverlapping('2026-04-15', '2026-04-01', '2026-04-30').map((p) => p.start)).toEqual(['2026-04-15']);
  });

  it('picks the data days within a range', () => {
    expect(dataDaysWithin(['2026-02-28', '2026-03-01', '2026-03-30', '2026-03-31'], '2026-03-01', '2026-03-30')).toEqual(['2026-03-01', '2026-03-30']);
  });
});

describe('period progress and the at-risk rule', () => {
  it('counts data days of the current period up to today', () => {
    const progress = periodProgress(START, [...days('2026-02-20', 5), ...days(START, 10)], '2026-03-10');
    expect(progress.dataDays).toHaveLength(10);
    expect(progress.daysLeft).toBe(21);
    expect(progress.code).toBe('98985');
    expect(progress.atRisk).toBe(false);
  });

  it('is on pace while the missing days are at most half of those still open', () => {
    // day 15 of 30, 9 data days, the last one today: needs 7 more in the 15 days after today
    const progress = periodProgress(START, days('2026-03-07', 9), '2026-03-15');
    expect(progress.daysStillOpen).toBe(15);
    expect(progress.behindPace).toBe(false);
    expect(progress.atRisk).toBe(false);
  });

  it('is at risk when it needs a session on most remaining days', () => {
    // 8 data days up to yesterday: on day 15 it needs 8 in 16 open days (half: on pace), on day 16 8 in 15
    const dataDays = days('2026-03-07', 8);
    const onPace = periodProgress(START, dataDays, '2026-03-15');
    expect(onPace.daysStillOpen).toBe(16);
    expect(onPace.atRisk).toBe(false);
    const behind = periodProgress(START, dataDays, '2026-03-16');
    expect(behind.daysStillOpen).toBe(15);
    expect(behind.behindPace).toBe(true);
    expect(behind.noRecentData).toBe(false);
    expect(behind.atRisk).toBe(true);
  });

  it('is at risk when 16 days can no longer be reached at all', () => {
    const progress = periodProgress(START, days('2026-03-27', 2), '2026-03-28');
    expect(progress.behindPace).toBe(true);
  });

  it('is at risk after 3 days without data, not after 2', () => {
    const allDays = days('2026-03-01', 6);
    expect(periodProgress(START, allDays, '2026-03-08').noRecentData).toBe(false);
    expect(periodProgress(START, allDays, '2026-03-09').noRecentData).toBe(true);
    expect(periodProgress(START, allDays, '2026-03-09').atRisk).toBe(true);
  });

  it('counts from the start when there was never any data', () => {
    expect(periodProgress(START, [], '2026-03-03').noRecentData).toBe(false);
    expect(periodProgress(START, [], '2026-03-04').noRecentData).toBe(true);
  });

  it('is not behind once 16 days are reached', () => {
    const progress = periodProgress(START, days(START, 16), '2026-03-16');
    expect(progress.code).toBe('98977');
    expect(progress.behindPace).toBe(false);
    expect(progress.atRisk).toBe(false);
  });
});
