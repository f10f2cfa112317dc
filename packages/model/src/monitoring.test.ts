import { describe, expect, it } from 'vitest';
import { addDays, dataDayKeys, dayKey, daysBetween, daysOfSessions, isTimeZone, prepareDayKey } from './monitoring';
import { watchDateTimeFormatBuilds } from '../../../src/test/intl';

const at = (iso: string) => new Date(iso);

describe('calendar days in the patient time zone', () => {
  it('puts one instant on different days in different zones', () => {
    const instant = at('2026-06-30T23:30:00Z');
    expect(dayKey(instant, 'UTC')).toBe('2026-06-30');
    expect(dayKey(instant, 'America/Vancouver')).toBe('2026-06-30');
    expect(dayKey(instant, 'Asia/Kolkata')).toBe('2026-07-01');
    expect(dayKey(instant, 'Pacific/Kiritimati')).toBe('2026-07-01');
    expect(dayKey(at('2026-07-01T06:59:00Z'), 'America/Vancouver')).toBe('2026-06-30');
    expect(dayKey(at('2026-07-01T07:00:00Z'), 'America/Vancouver')).toBe('2026-07-01');
  });

  it('counts two sessions on one local day once, and sessions either side of midnight as two days', () => {
    const days = daysOfSessions(
      [
        { id: 'a', date: at('2026-03-10T16:00:00Z') },
        { id: 'b', date: at('2026-03-11T06:30:00Z') }, // 23:30 on the 10th in Vancouver (PDT, UTC-7)
        { id: 'c', date: at('2026-03-11T07:30:00Z') }, // 00:30 on the 11th
      ],
      'America/Vancouver',
    );
    expect(days).toEqual({ '2026-03-10': { a: true, b: true }, '2026-03-11': { c: true } });
    expect(dataDayKeys(days)).toEqual(['2026-03-10', '2026-03-11']);
  });

  it('keeps local days across the spring daylight-saving change (23-hour day)', () => {
    // 8 March 2026: clocks in Vancouver go from 02:00 PST to 03:00 PDT
    expect(dayKey(at('2026-03-08T07:59:00Z'), 'America/Vancouver')).toBe('2026-03-07'); // 23:59 PST
    expect(dayKey(at('2026-03-08T08:00:00Z'), 'America/Vancouver')).toBe('2026-03-08'); // 00:00 PST
    expect(dayKey(at('2026-03-09T06:59:00Z'), 'America/Vancouver')).toBe('2026-03-08'); // 23:59 PDT
    expect(dayKey(at('2026-03-09T07:00:00Z'), 'America/Vancouver')).toBe('2026-03-09');
  });

  it('keeps local days across the autumn change (25-hour day)', () => {
    // 25 October 2026: Athens goes from 04:00 EEST back to 03:00 EET
    expect(dayKey(at('2026-10-24T20:59:00Z'), 'Europe/Athens')).toBe('2026-10-24');
    expect(dayKey(at('2026-10-24T21:00:00Z'), 'Europe/Athens')).toBe('2026-10-25');
    expect(dayKey(at('2026-10-25T21:59:00Z'), 'Europe/Athens')).toBe('2026-10-25'); // 23:59 EET
    expect(dayKey(at('2026-10-25T22:00:00Z'), 'Europe/Athens')).toBe('2026-10-26');
  });

  it('does calendar arithmetic on day keys, whatever the clocks do', () => {
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
    expect(daysBetween('2026-10-20', '2026-10-30')).toBe(10);
    expect(daysBetween('2026-03-31', '2026-03-01')).toBe(-30);
  });

  it('ignores days whose sessions were all deleted', () => {
    expect(dataDayKeys({ '2026-03-10': {}, '2026-03-09': { a: true } })).toEqual(['2026-03-09']);
  });

  it('knows the IANA zones', () => {
    expect(isTimeZone('Europe/Athens')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('prepareDayKey', () => {
  it("builds the time zone's day formatter ahead, so that counting days in it builds none", () => {
    const build = watchDateTimeFormatBuilds();
    prepareDayKey('Pacific/Chatham');
    expect(build).toHaveBeenCalledOnce();
    expect(dayKey(Date.UTC(2026, 5, 30, 12), 'Pacific/Chatham')).toBe('2026-07-01');
    expect(build).toHaveBeenCalledOnce();
    build.mockRestore();
  });
});
