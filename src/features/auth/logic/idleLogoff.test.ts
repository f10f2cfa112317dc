import { describe, expect, it } from 'vitest';
import { DEFAULT_IDLE_LIMITS, IDLE_WARNING_MS, idleLimitsOf, idleState, idleTimeoutOf } from './idleLogoff';

const MINUTE = 60_000;

describe('idle limits', () => {
  it("are 15 minutes for doctors, a clinic's staff and admins and 30 for patients unless configured", () => {
    expect(idleLimitsOf({}, null)).toEqual(DEFAULT_IDLE_LIMITS);
    expect(idleTimeoutOf('doctor', DEFAULT_IDLE_LIMITS)).toBe(15 * MINUTE);
    expect(idleTimeoutOf('staff', DEFAULT_IDLE_LIMITS)).toBe(15 * MINUTE);
    expect(idleTimeoutOf('admin', DEFAULT_IDLE_LIMITS)).toBe(15 * MINUTE);
    expect(idleTimeoutOf('patient', DEFAULT_IDLE_LIMITS)).toBe(30 * MINUTE);
    expect(idleTimeoutOf('customer', DEFAULT_IDLE_LIMITS)).toBe(30 * MINUTE);
    expect(idleTimeoutOf('none', DEFAULT_IDLE_LIMITS)).toBeNull();
    expect(idleTimeoutOf(null, DEFAULT_IDLE_LIMITS)).toBeNull();
  });

  it('follow the deployment, which a browser may shorten but never lengthen', () => {
    const env = { VITE_IDLE_LOGOFF_STAFF_MINUTES: '10', VITE_IDLE_LOGOFF_PATIENT_MINUTES: '20' };
    expect(idleLimitsOf(env, null)).toEqual({ staffMinutes: 10, patientMinutes: 20 });
    expect(idleLimitsOf(env, '2')).toEqual({ staffMinutes: 2, patientMinutes: 2 });
    expect(idleLimitsOf(env, '600')).toEqual({ staffMinutes: 10, patientMinutes: 20 });
    expect(idleLimitsOf({ VITE_IDLE_LOGOFF_STAFF_MINUTES: 'soon' }, '-1')).toEqual(DEFAULT_IDLE_LIMITS);
  });
});

describe('idleState', () => {
  const timeout = 15 * MINUTE;

  it('is active until a minute before the limit, then warns until the limit, then has expired', () => {
    expect(idleState(0, 0, timeout)).toEqual({ phase: 'active', changesAt: timeout - IDLE_WARNING_MS, remaining: timeout });
    expect(idleState(14 * MINUTE - 1, 0, timeout).phase).toBe('active');
    expect(idleState(14 * MINUTE, 0, timeout)).toEqual({ phase: 'warning', changesAt: timeout, remaining: MINUTE });
    expect(idleState(15 * MINUTE - 1, 0, timeout).phase).toBe('warning');
    expect(idleState(15 * MINUTE, 0, timeout)).toEqual({ phase: 'expired', changesAt: null, remaining: 0 });
  });

  it('counts from the last activity, wherever it happened', () => {
    expect(idleState(20 * MINUTE, 10 * MINUTE, timeout).phase).toBe('active');
  });

  it('warns from the start when the limit is a minute or less', () => {
    expect(idleState(0, 0, 30_000)).toEqual({ phase: 'warning', changesAt: 30_000, remaining: 30_000 });
  });
});
