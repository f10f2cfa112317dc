import { describe, expect, it } from 'vitest';
import { LIMITS } from '@rehab/model/limits';
import { callRefusal, callSchema, wallTimeInZone, wallTimeOf } from './recordCall';

const valid = { date: '2026-03-20', time: '09:30', minutes: 12, kind: 'phone', attestation: 'Phone call with the patient, two-way audio.' };
const problem = (values: object) => {
  try {
    callSchema.validateSync({ ...valid, ...values });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('recording a call', () => {
  it.each([
    [{}, null],
    [{ minutes: 1 }, null],
    [{ minutes: 0 }, 'minutesRange'],
    [{ minutes: 1.5 }, 'minutesRange'],
    [{ minutes: LIMITS.rtm.contactMinutes }, null],
    [{ minutes: LIMITS.rtm.contactMinutes + 1 }, 'minutesRange'],
    [{ minutes: '' }, 'minutesRange'],
    [{ attestation: '   ' }, 'required'],
    [{ attestation: 'x'.repeat(LIMITS.rtm.attestation + 1) }, 'attestationTooLong'],
    [{ date: '20/03/2026' }, 'invalidDate'],
    [{ time: '' }, 'required'],
  ])('validates %o as %s', (values, message) => {
    expect(problem(values)).toBe(message);
  });

  it("sends the wall-clock time of the doctor's zone as an instant, across a clock change and midnight", () => {
    expect(new Date(wallTimeInZone('2026-03-20', '09:30', 'America/Vancouver')).toISOString()).toBe('2026-03-20T16:30:00.000Z');
    // Vancouver springs forward on 8 March 2026: 01:30 is still standard time (UTC-8), 03:30 daylight time (UTC-7).
    expect(new Date(wallTimeInZone('2026-03-08', '01:30', 'America/Vancouver')).toISOString()).toBe('2026-03-08T09:30:00.000Z');
    expect(new Date(wallTimeInZone('2026-03-08', '03:30', 'America/Vancouver')).toISOString()).toBe('2026-03-08T10:30:00.000Z');
    expect(new Date(wallTimeInZone('2026-04-01', '00:15', 'Asia/Kolkata')).toISOString()).toBe('2026-03-31T18:45:00.000Z');
    expect(wallTimeOf(Date.parse('2026-03-31T18:45:00Z'), 'Asia/Kolkata')).toEqual({ date: '2026-04-01', time: '00:15' });
    expect(wallTimeOf(Date.parse('2026-03-31T18:45:00Z'), 'UTC')).toEqual({ date: '2026-03-31', time: '18:45' });
  });

  it("names the function's refusals", () => {
    expect(callRefusal({ code: 'functions/failed-precondition', message: 'A call cannot start or end in the future.' })).toBe('future');
    expect(callRefusal({ code: 'functions/failed-precondition', message: '2026-01 is closed for billing: change it with an amendment.' })).toBe('closedMonth');
    expect(callRefusal({ code: 'functions/failed-precondition', message: 'The call cannot be before the patient granted you access (2025-01-01).' })).toBe('beforeCare');
    expect(callRefusal({ code: 'functions/permission-denied', message: 'You may record calls only with a patient who granted you access.' })).toBe('notInCare');
    expect(callRefusal({ code: 'functions/already-exists', message: 'A different call…' })).toBe('exists');
    expect(callRefusal({ code: 'functions/unavailable', message: 'offline' })).toBeNull();
  });
});
