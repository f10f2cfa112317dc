import { describe, expect, it } from 'vitest';
import { deviceCode, managementCodeLabel, managementCodes, wholeMinutes } from './rtmCodes';

describe('device codes', () => {
  it.each([
    [0, null],
    [1, null],
    [2, '98985'],
    [15, '98985'],
    [16, '98977'],
    [30, '98977'],
  ])('%i data days → %s', (days, code) => {
    expect(deviceCode(days)).toBe(code);
  });
});

describe('management codes', () => {
  it.each([
    [9, null, 0, ''],
    [10, '98979', 0, '98979'],
    [19, '98979', 0, '98979'],
    [20, '98980', 0, '98980'],
    [39, '98980', 0, '98980'],
    [40, '98980', 1, '98980 + 98981 × 1'],
    [59, '98980', 1, '98980 + 98981 × 1'],
    [60, '98980', 2, '98980 + 98981 × 2'],
  ])('%i minutes with an interactive communication → %s + %i × 98981', (minutes, base, additional, label) => {
    const codes = managementCodes(minutes, true);
    expect(codes).toEqual({ base, additional });
    expect(managementCodeLabel(codes)).toBe(label);
  });

  it('reaches nothing without a real-time interactive communication', () => {
    expect(managementCodes(45, false)).toEqual({ base: null, additional: 0 });
  });

  it('counts whole minutes only', () => {
    expect(wholeMinutes(599)).toBe(9);
    expect(wholeMinutes(600)).toBe(10);
    expect(wholeMinutes(-5)).toBe(0);
  });
});
