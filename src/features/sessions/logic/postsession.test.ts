import { describe, expect, it } from 'vitest';
import { statsWindow } from '../../../lib/timeWindows';
import { offDeviceTypesOf, postsessionSeries, rangeMetricsOf, type OffDeviceRecord, type PostsessionRecord } from './postsession';

const now = new Date(2024, 4, 15, 12);
const day = (d: number, h = 10) => new Date(2024, 4, d, h).getTime();

const records: PostsessionRecord[] = [
  {
    startTime: day(15),
    entries: [
      { deviceType: 'Glove', side: 'Left', repetitions: 10, wristXROM: 40, wristYROM: 10, wristZROM: 5 },
      { deviceType: 'Glove', side: 'Right', repetitions: 12, wristXROM: 60, wristYROM: 12, wristZROM: 6 },
    ],
  },
  { startTime: day(15, 16), entries: [{ deviceType: 'Glove', side: 'Left', repetitions: 5, wristXROM: 50, wristYROM: 20, wristZROM: 7 }] },
  { startTime: day(13), entries: [{ deviceType: 'Knee Brace 2', side: 'Right', repetitions: 8, kneeROM: 90, calfRange: 1, hamstringRange: 2, quadRange: 3, shinRange: 4 }] },
  { startTime: day(1), entries: [{ deviceType: 'Glove', side: 'Left', repetitions: 99, wristXROM: 1, wristYROM: 1, wristZROM: 1 }] },
];

describe('postsessionSeries', () => {
  const week = statsWindow(0, now);
  it('averages range metrics per side and bucket', () => {
    const series = postsessionSeries(records, 'Glove', week);
    expect(series.metrics).toEqual(['wristXROM', 'wristYROM', 'wristZROM']);
    expect(series.ranges.Left.wristXROM[6]).toBe(45);
    expect(series.ranges.Right.wristXROM[6]).toBe(60);
    expect(series.ranges.Left.wristXROM[5]).toBeNull();
  });
  it('sums repetitions per bucket, each session once (its larger side)', () => {
    expect(postsessionSeries(records, 'Glove', week).reps[6]).toBe(17);
  });
  it('treats Knee Brace 2 as the knee sleeve', () => {
    const series = postsessionSeries(records, 'Knee Brace', week);
    expect(series.ranges.Right.kneeROM[4]).toBe(90);
    expect(series.reps[4]).toBe(8);
  });
  it('ignores records outside the window', () => {
    expect(postsessionSeries(records, 'Glove', week).reps.reduce((a, b) => a + b, 0)).toBe(17);
  });
  it('uses knee metrics for pants', () => {
    expect(rangeMetricsOf('Pants')).toEqual(['kneeROM', 'calfRange', 'hamstringRange', 'quadRange', 'shinRange']);
  });
  it('sums the repetitions done without the device per bucket, every exercise counted', () => {
    const offDevice: OffDeviceRecord[] = [
      { date: day(15, 9), exerciseReps: { 'Wrist curl': 10, 'Finger spread': 5 } },
      { date: day(15, 18), exerciseReps: { 'Wrist curl': 3 } },
      { date: day(12), exerciseReps: { 'Grip squeeze': 7 } },
      { date: day(1), exerciseReps: { 'Grip squeeze': 99 } },
    ];
    const series = postsessionSeries(records, 'Glove', week, offDevice);
    expect(series.offDeviceReps).toEqual([0, 0, 0, 7, 0, 0, 18]);
    expect(postsessionSeries(records, 'Glove', week).offDeviceReps).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
  it('reads the knee sleeve’s off-device sessions under both knee brace types', () => {
    expect(offDeviceTypesOf('Knee Brace')).toEqual(['Knee Brace', 'Knee Brace 2']);
    expect(offDeviceTypesOf('Glove')).toEqual(['Glove']);
  });
});
