import { describe, expect, it } from 'vitest';
import { exportDevicesOf, OFFSET_HEADER, sessionFileName, sessionSheets, sideRows, TIME_HEADER, type ExportDevice } from './exportRows';
import { losAngelesFormatter } from './laTime';

describe('losAngelesFormatter', () => {
  const format = losAngelesFormatter();
  it('writes Los Angeles wall time with milliseconds', () => {
    expect(format(Date.UTC(2024, 6, 1, 19, 0, 0, 123))).toBe('2024-07-01 12:00:00.123');
    expect(format(Date.UTC(2024, 0, 15, 8, 5, 9, 7))).toBe('2024-01-15 00:05:09.007');
  });
  it('follows daylight saving time across the change', () => {
    expect(format(Date.UTC(2024, 2, 10, 9, 59, 59, 999))).toBe('2024-03-10 01:59:59.999');
    expect(format(Date.UTC(2024, 2, 10, 10, 0, 0, 0))).toBe('2024-03-10 03:00:00.000');
    expect(format(Date.UTC(2024, 10, 3, 8, 30))).toBe('2024-11-03 01:30:00.000');
    expect(format(Date.UTC(2024, 10, 3, 9, 30))).toBe('2024-11-03 01:30:00.000');
  });
});

const start = Date.UTC(2024, 6, 1, 19, 0, 0, 0);
const left: ExportDevice = {
  deviceId: 'GLV-1',
  side: 'Left',
  time: Float64Array.of(start, start + 10, start + 20, start + 30),
  sensors: [
    { name: 'AngleX', values: Float64Array.of(1, 2, 3, 4) },
    { name: 'Palm', values: Float64Array.of(10, 20, 30, NaN) },
  ],
};

describe('sideRows', () => {
  it('has a header, LA timestamps, offsets in seconds from the first sample, and sensor values', () => {
    const rows = sideRows(left, new Set());
    expect(rows[0]).toEqual([TIME_HEADER, OFFSET_HEADER, 'AngleX', 'Palm']);
    expect(rows[1]).toEqual(['2024-07-01 12:00:00.000', 0, 1, 10]);
    expect(rows[3]).toEqual(['2024-07-01 12:00:00.020', 0.02, 3, 30]);
    expect(rows[4]).toEqual(['2024-07-01 12:00:00.030', 0.03, 4, null]);
  });
  it('skips removed points and keeps offsets measured from the first sample', () => {
    const rows = sideRows(left, new Set([start, start + 20]));
    expect(rows.slice(1).map((r) => r[1])).toEqual([0.01, 0.03]);
  });
  it('leaves time and offset empty without a Time series', () => {
    const rows = sideRows({ ...left, time: null }, new Set());
    expect(rows).toHaveLength(5);
    expect(rows[1]).toEqual([null, null, 1, 10]);
  });
});

describe('sessionSheets', () => {
  const right: ExportDevice = { ...left, deviceId: 'GLV-2', side: 'Right' };
  const session = { fileName: '3-abc.xlsx', devices: [right, left], removedTimePoints: [start + 10] };
  it('makes a Left and a Right sheet for the chosen sides, Left first', () => {
    const sheets = sessionSheets(session, ['Left', 'Right']);
    expect(sheets.map((s) => s.name)).toEqual(['Left', 'Right']);
    expect(sheets[0].rows).toHaveLength(4);
  });
  it('leaves out sides not chosen, and is empty when nothing is left', () => {
    expect(sessionSheets(session, ['Right']).map((s) => s.name)).toEqual(['Right']);
    expect(sessionSheets({ ...session, devices: [left] }, ['Right'])).toEqual([]);
  });
  it('numbers a second device on one side', () => {
    expect(sessionSheets({ ...session, devices: [left, { ...left, deviceId: 'X' }] }, ['Left']).map((s) => s.name)).toEqual(['Left', 'Left 2']);
  });
  it('names files index-id.xlsx', () => {
    expect(sessionFileName({ index: 7, id: 'session-x' })).toBe('7-session-x.xlsx');
  });
});

describe('exportDevicesOf', () => {
  const plan = {
    sessionId: 's',
    fileName: '1-s.xlsx',
    removedTimePoints: [],
    devices: [
      { deviceId: 'K1', side: 'Left' as const, sensors: ['Angle', 'Quad'] },
      { deviceId: 'K2', side: 'Right' as const, sensors: ['Angle'] },
    ],
  };
  const values = new Map([
    ['Time', new Map([['K1', Float64Array.of(1, 2)]])],
    ['Angle', new Map([['K1', Float64Array.of(10, 11)]])],
    ['AngleX', new Map([['K2', Float64Array.of(20, 21)]])],
    ['Quad', new Map([['K1', Float64Array.of(30, 31)]])],
  ]);

  it('gives each device its time axis and a column per sensor, Angle from AngleX without a Time series', () => {
    const [k1, k2] = exportDevicesOf(plan, values);
    expect(k1).toMatchObject({ deviceId: 'K1', side: 'Left', time: Float64Array.of(1, 2) });
    expect(k1.sensors.map((s) => [s.name, [...s.values]])).toEqual([
      ['Angle', [10, 11]],
      ['Quad', [30, 31]],
    ]);
    expect(k2.time).toBeNull();
    expect(k2.sensors.map((s) => [s.name, [...s.values]])).toEqual([['Angle', [20, 21]]]);
  });
});
