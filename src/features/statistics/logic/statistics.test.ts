import { describe, expect, it } from 'vitest';
import type { PostsessionEntry } from '@rehab/model/collections';
import { bucketLabel, statsWindow } from '../../../lib/timeWindows';
import {
  bucketAverages,
  changePercentage,
  changeVariant,
  devicesWithData,
  formatValue,
  metricSeries,
  metricsOf,
  offDeviceKindOf,
  offDeviceSeries,
  shownDevices,
  statsDeviceOf,
  summarise,
  windowOfSliderValue,
  withinWindow,
  type OffDeviceRecord,
  type PostsessionRecord,
  type StatsDevice,
} from './statistics';

// Wednesday 15 May 2024, afternoon (local time).
const now = new Date(2024, 4, 15, 15, 30);
const at = (month: number, day: number, hour = 10) => new Date(2024, month, day, hour).getTime();

function entry(deviceType: PostsessionEntry['deviceType'], side: 'Left' | 'Right', repetitions: number, ranges: Record<string, number>): PostsessionEntry {
  return { deviceType, side, repetitions, ...ranges };
}

describe('device types', () => {
  it('maps the knee braces to the Knee Sleeve and leaves out types without statistics', () => {
    expect(statsDeviceOf('Knee Brace')).toBe('Knee Sleeve');
    expect(statsDeviceOf('Knee Brace 2')).toBe('Knee Sleeve');
    expect(statsDeviceOf('Glove')).toBe('Glove');
    expect(statsDeviceOf('Pants')).toBe('Pants');
    expect(statsDeviceOf('Neat')).toBeNull();
    expect(statsDeviceOf('Band')).toBeNull();
  });

  it('shows the owned device types and those with sessions, in the order Glove, Knee Sleeve, Pants', () => {
    expect(shownDevices(new Set<StatsDevice>(['Pants', 'Glove']), new Set())).toEqual(['Glove', 'Pants']);
    expect(shownDevices(new Set<StatsDevice>(['Glove']), new Set<StatsDevice>(['Knee Sleeve']))).toEqual(['Glove', 'Knee Sleeve']);
    expect(shownDevices(new Set(), new Set())).toEqual([]);
  });

  it('lists repetitions and the range metrics of each device type', () => {
    expect(metricsOf('Glove')).toEqual(['repetitions', 'wristXROM', 'wristYROM', 'wristZROM']);
    expect(metricsOf('Knee Sleeve')).toEqual(['repetitions', 'kneeROM', 'calfRange', 'hamstringRange', 'quadRange', 'shinRange']);
    expect(metricsOf('Pants')).toEqual(metricsOf('Knee Sleeve'));
  });
});

describe('off-device repetitions', () => {
  it('shows hand reps only to glove owners and knee reps only to knee sleeve owners', () => {
    const gloveOwner = new Set<StatsDevice>(['Glove']);
    const kneeOwner = new Set<StatsDevice>(['Knee Sleeve']);
    expect(offDeviceKindOf('Glove', gloveOwner)).toBe('handReps');
    expect(offDeviceKindOf('Knee Sleeve', gloveOwner)).toBeNull();
    expect(offDeviceKindOf('Knee Sleeve', kneeOwner)).toBe('kneeReps');
    expect(offDeviceKindOf('Glove', kneeOwner)).toBeNull();
    expect(offDeviceKindOf('Pants', new Set<StatsDevice>(['Pants', 'Glove', 'Knee Sleeve']))).toBeNull();
  });

  it('sums the exercises of each record of the kind, newest first', () => {
    const records: OffDeviceRecord[] = [
      { date: at(4, 10), deviceType: 'Glove', exerciseReps: { fist: 10, pinch: 5 } },
      { date: at(4, 12), deviceType: 'Knee Brace 2', exerciseReps: { squat: 8 } },
      { date: at(4, 14), deviceType: 'Glove', exerciseReps: { fist: 3 } },
      { date: at(4, 13), deviceType: 'Knee Brace', exerciseReps: { lunge: 4, squat: 6 } },
    ];
    expect(offDeviceSeries(records, 'handReps')).toEqual([
      { time: at(4, 14), value: 3 },
      { time: at(4, 10), value: 15 },
    ]);
    expect(offDeviceSeries(records, 'kneeReps')).toEqual([
      { time: at(4, 13), value: 10 },
      { time: at(4, 12), value: 8 },
    ]);
  });
});

describe('metricSeries', () => {
  const records: PostsessionRecord[] = [
    {
      startTime: at(4, 10),
      entries: [
        entry('Glove', 'Left', 10, { wristXROM: 40, wristYROM: 30, wristZROM: 20 }),
        entry('Glove', 'Right', 12, { wristXROM: 60, wristYROM: 50, wristZROM: 40 }),
      ],
    },
    { startTime: at(4, 14), entries: [entry('Knee Brace', 'Left', 7, { kneeROM: 90, calfRange: 5, hamstringRange: 6, quadRange: 7, shinRange: 8 })] },
    { startTime: at(4, 13), entries: [entry('Glove', 'Left', 9, { wristXROM: 35, wristYROM: 25, wristZROM: 15 })] },
  ];

  it('gives one point per session, newest first: the larger side’s repetitions and the sides’ average range', () => {
    const glove = metricSeries(records, 'Glove');
    expect(glove.repetitions).toEqual([
      { time: at(4, 13), value: 9 },
      { time: at(4, 10), value: 12 },
    ]);
    expect(glove.wristXROM).toEqual([
      { time: at(4, 13), value: 35 },
      { time: at(4, 10), value: 50 },
    ]);
  });

  it('counts Knee Brace entries as the Knee Sleeve, and nothing for a device type without sessions', () => {
    expect(metricSeries(records, 'Knee Sleeve').kneeROM).toEqual([{ time: at(4, 14), value: 90 }]);
    expect(metricSeries(records, 'Pants').repetitions).toEqual([]);
    expect([...devicesWithData(records)].sort()).toEqual(['Glove', 'Knee Sleeve']);
  });

  it('skips metrics a record lacks', () => {
    const partial: PostsessionRecord[] = [{ startTime: at(4, 14), entries: [entry('Pants', 'Left', 3, { kneeROM: 50 })] }];
    const pants = metricSeries(partial, 'Pants');
    expect(pants.kneeROM).toHaveLength(1);
    expect(pants.shinRange).toEqual([]);
  });
});

describe('change percentage', () => {
  it('is (most recent - average) / average in percent with two decimals', () => {
    expect(changePercentage(12, 10, 3)).toBe('20.00%');
    expect(changePercentage(7.5, 10, 2)).toBe('-25.00%');
    expect(changePercentage(10, 3, 2)).toBe('233.33%');
  });

  it("is '0%' with a single record", () => {
    expect(changePercentage(12, 12, 1)).toBe('0%');
  });

  it("is '0%' when the average is 0 (no division by zero)", () => {
    expect(changePercentage(0, 0, 4)).toBe('0%');
  });

  it("colours a value starting '-' green, any other red", () => {
    expect(changeVariant('-25.00%')).toBe('success');
    expect(changeVariant('20.00%')).toBe('danger');
    expect(changeVariant('0%')).toBe('danger');
  });

  it('summarises a series newest first: latest, average, change', () => {
    expect(summarise([])).toBeNull();
    expect(summarise([{ time: 3, value: 6 }, { time: 2, value: 2 }, { time: 1, value: 4 }])).toEqual({ latest: 6, average: 4, change: '50.00%' });
    expect(summarise([{ time: 1, value: 5 }])).toEqual({ latest: 5, average: 5, change: '0%' });
  });

  it('shows values to two decimals', () => {
    expect(formatValue(3)).toBe('3.00');
    expect(formatValue(2 / 3)).toBe('0.67');
  });
});

describe('time windows', () => {
  it('maps the slider steps 0, 33.33, 66.66 and 99.99 to the four windows', () => {
    expect([0, 33.33, 66.66, 99.99].map(windowOfSliderValue)).toEqual([0, 1, 2, 3]);
    expect(windowOfSliderValue(66.66000000000001)).toBe(2);
  });

  it('averages a metric per day of the last week', () => {
    const week = statsWindow(0, now);
    const points = [
      { time: at(4, 15, 9), value: 10 },
      { time: at(4, 15, 18), value: 20 },
      { time: at(4, 9), value: 4 },
      { time: at(4, 8), value: 100 },
    ];
    expect(bucketAverages(points, week)).toEqual([4, null, null, null, null, null, 15]);
    expect(bucketLabel(week.kind, week.buckets[6], 'en')).toBe('05/15/2024');
  });

  it('buckets the last 6 months by week with MM/DD/YYYY - MM/DD/YYYY labels', () => {
    const halfYear = statsWindow(2, now);
    const averages = bucketAverages([{ time: at(4, 13), value: 3 }, { time: at(4, 18 - 7), value: 5 }], halfYear);
    expect(averages).toHaveLength(26);
    expect(averages[25]).toBe(3);
    expect(averages[24]).toBe(5);
    expect(bucketLabel(halfYear.kind, halfYear.buckets[25], 'en')).toBe('05/12/2024 - 05/18/2024');
  });

  it('buckets the last year by month, named by month', () => {
    const year = statsWindow(3, now);
    const averages = bucketAverages([{ time: at(4, 1), value: 1 }, { time: new Date(2023, 5, 20).getTime(), value: 8 }], year);
    expect(averages).toHaveLength(12);
    expect(averages[0]).toBe(8);
    expect(averages[11]).toBe(1);
    expect(bucketLabel(year.kind, year.buckets[0], 'en')).toBe('June');
    expect(bucketLabel(year.kind, year.buckets[11], 'en')).toBe('May');
  });

  it('keeps only the records inside the window', () => {
    const month = statsWindow(1, now);
    const kept = withinWindow([{ t: at(3, 15) }, { t: at(3, 14, 23) }, { t: at(4, 15, 23) }], (r) => r.t, month);
    expect(kept).toEqual([{ t: at(3, 15) }, { t: at(4, 15, 23) }]);
  });
});
