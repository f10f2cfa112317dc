import { describe, expect, it } from 'vitest';
import { romTrends, trendLine } from './romTrend';

describe('range-of-motion trends', () => {
  it('fits a least-squares line', () => {
    expect(trendLine([{ x: 0, y: 1 }, { x: 1, y: 3 }, { x: 2, y: 5 }])).toEqual([{ x: 0, y: 1 }, { x: 2, y: 5 }]);
    expect(trendLine([{ x: 0, y: 1 }])).toBeNull();
    expect(trendLine([{ x: 5, y: 1 }, { x: 5, y: 3 }])).toEqual([{ x: 5, y: 2 }, { x: 5, y: 2 }]);
  });

  it('takes the main metric per device type and side, in time order', () => {
    const records = [
      { startTime: 2000, entries: [{ deviceType: 'Glove' as const, side: 'Left' as const, repetitions: 3, wristXMax: 50 }, { deviceType: 'Glove' as const, side: 'Right' as const, repetitions: 3, wristXMax: 40 }] },
      { startTime: 1000, entries: [{ deviceType: 'Glove' as const, side: 'Left' as const, repetitions: 3, wristXMax: 45 }] },
      { startTime: 1500, entries: [{ deviceType: 'Knee Brace 2' as const, side: 'Right' as const, repetitions: 3, kneeMax: 95 }] },
    ];
    const trends = romTrends(records, ['Glove', 'Knee Brace 2', 'Band']);
    expect(trends.map((t) => [t.deviceType, t.metric])).toEqual([
      ['Glove', 'wristXMax'],
      ['Knee Brace', 'kneeMax'],
    ]);
    expect(trends[0].series.map((s) => [s.side, s.points.map((p) => p.y)])).toEqual([
      ['Left', [45, 50]],
      ['Right', [40]],
    ]);
    expect(trends[0].series[0].trend).toEqual([{ x: 1000, y: 45 }, { x: 2000, y: 50 }]);
    expect(trends[1].series[0].points).toEqual([{ x: 1500, y: 95 }]);
  });
});
