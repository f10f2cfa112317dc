import { describe, expect, it } from 'vitest';
import { MAX_TICKS, SINGLE_DAY_PADDING, axisDayLabel, timeAxis } from './timeAxis';

const at = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const labels = (axis: ReturnType<typeof timeAxis>) => axis!.ticks.map((tick) => tick.label);

describe('the time axis of an outcome trend', () => {
  it('has no axis without points', () => {
    expect(timeAxis([], 'en', 'UTC')).toBeNull();
  });

  it('one point: its day in the middle, a few days either side, one label', () => {
    const point = at('2026-12-01T09:40:00Z');
    const axis = timeAxis([point], 'en', 'UTC')!;
    expect(labels(axis)).toEqual(['Dec 1, 2026']);
    expect(axis.ticks[0].value).toBe(at('2026-12-01T12:00:00Z'));
    expect(axis.min).toBe(at('2026-12-01T00:00:00Z') - SINGLE_DAY_PADDING * DAY);
    expect(axis.max).toBe(at('2026-12-02T00:00:00Z') + SINGLE_DAY_PADDING * DAY);
    expect((axis.min + axis.max) / 2).toBe(axis.ticks[0].value);
    expect(point).toBeGreaterThan(axis.min);
    expect(point).toBeLessThan(axis.max);
  });

  it('points on the same day are that one day, labelled once', () => {
    const axis = timeAxis([at('2026-12-01T08:00:00Z'), at('2026-12-01T12:30:00Z'), at('2026-12-01T21:00:00Z')], 'en', 'UTC')!;
    expect(labels(axis)).toEqual(['Dec 1, 2026']);
    expect(axis.max - axis.min).toBe((2 * SINGLE_DAY_PADDING + 1) * DAY);
  });

  it('two points: both days labelled, from the start of the first to the end of the second', () => {
    const axis = timeAxis([at('2026-12-15T18:30:00Z'), at('2026-12-01T18:30:00Z')], 'en', 'UTC')!;
    expect(labels(axis)).toEqual(['Dec 1, 2026', 'Dec 15, 2026']);
    expect(axis).toMatchObject({ min: at('2026-12-01T00:00:00Z'), max: at('2026-12-16T00:00:00Z') });
    // two days in a row too, and several points on only two days
    expect(labels(timeAxis([at('2026-12-01T10:00:00Z'), at('2026-12-02T10:00:00Z')], 'en', 'UTC'))).toEqual(['Dec 1, 2026', 'Dec 2, 2026']);
    expect(labels(timeAxis([at('2026-12-01T08:00:00Z'), at('2026-12-01T20:00:00Z'), at('2026-12-09T10:00:00Z')], 'en', 'UTC'))).toEqual(['Dec 1, 2026', 'Dec 9, 2026']);
  });

  it('many points: at most MAX_TICKS distinct labels, evenly spaced from the first day to the last', () => {
    // a weekly LEFS over five weeks, and pain after each of 30 daily sessions, some of them twice a day
    const weekly = Array.from({ length: 6 }, (_, i) => at('2026-11-03T18:30:00Z') + i * 7 * DAY);
    const weeklyAxis = timeAxis(weekly, 'en', 'UTC')!;
    expect(labels(weeklyAxis)).toEqual(['Nov 3, 2026', 'Nov 15, 2026', 'Nov 26, 2026', 'Dec 8, 2026']);
    const daily = Array.from({ length: 30 }, (_, i) => at('2026-11-01T09:00:00Z') + i * DAY).flatMap((t) => [t, t + 6 * HOUR]);
    const dailyAxis = timeAxis(daily, 'en', 'UTC')!;
    expect(dailyAxis.ticks).toHaveLength(MAX_TICKS);
    expect(labels(dailyAxis)[0]).toBe('Nov 1, 2026');
    expect(labels(dailyAxis).at(-1)).toBe('Nov 30, 2026');
    const gaps = dailyAxis.ticks.slice(1).map((tick, i) => Math.round((tick.value - dailyAxis.ticks[i].value) / DAY));
    expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThanOrEqual(1);
    for (const axis of [weeklyAxis, dailyAxis]) expect(new Set(labels(axis)).size).toBe(axis.ticks.length);
    // three days in a row: each labelled once
    expect(labels(timeAxis([at('2026-12-01T10:00:00Z'), at('2026-12-02T10:00:00Z'), at('2026-12-03T10:00:00Z')], 'en', 'UTC'))).toEqual([
      'Dec 1, 2026',
      'Dec 2, 2026',
      'Dec 3, 2026',
    ]);
  });

  it('keeps every point within the axis', () => {
    const points = [at('2026-03-01T00:05:00Z'), at('2026-03-09T23:55:00Z'), at('2026-03-20T12:00:00Z')];
    const axis = timeAxis(points, 'en', 'UTC')!;
    for (const point of points) {
      expect(point).toBeGreaterThanOrEqual(axis.min);
      expect(point).toBeLessThanOrEqual(axis.max);
    }
  });

  it("counts days in the time zone it is given, and writes them in the user's language", () => {
    // 23:30 in London on 1 December is already 2 December in Tokyo
    const late = at('2026-12-01T23:30:00Z');
    expect(labels(timeAxis([late], 'en', 'Europe/London'))).toEqual(['Dec 1, 2026']);
    const tokyo = timeAxis([late], 'en', 'Asia/Tokyo')!;
    expect(labels(tokyo)).toEqual(['Dec 2, 2026']);
    expect(tokyo.ticks[0].value).toBe(at('2026-12-02T03:00:00Z'));
    expect(axisDayLabel(late, 'en', 'Asia/Tokyo')).toBe('Dec 2, 2026');
    expect(labels(timeAxis([late], 'fr', 'UTC'))).toEqual(['1 déc. 2026']);
    expect(labels(timeAxis([late], 'el', 'UTC'))[0]).toMatch(/2026/);
  });

  it('puts a tick at noon of its day across a daylight saving change', () => {
    // Europe/Paris moves to summer time on 29 March 2026
    const axis = timeAxis([at('2026-03-28T10:00:00Z'), at('2026-03-30T10:00:00Z')], 'en', 'Europe/Paris')!;
    expect(axis.ticks.map((tick) => tick.value)).toEqual([at('2026-03-28T11:00:00Z'), at('2026-03-30T10:00:00Z')]);
    expect(axis).toMatchObject({ min: at('2026-03-27T23:00:00Z'), max: at('2026-03-30T22:00:00Z') });
  });
});
