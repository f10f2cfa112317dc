import { describe, expect, it } from 'vitest';
import { timeZoneToStore } from './timeZone';

describe('the time zone stored at sign-in', () => {
  it.each([
    ['doctor', { doctor: {}, user: null }, 'America/Vancouver', { kind: 'doctors', timeZone: 'America/Vancouver' }],
    ['patient', { doctor: null, user: {} }, 'Europe/Athens', { kind: 'users', timeZone: 'Europe/Athens' }],
    ['doctor', { doctor: { timeZone: 'Asia/Kolkata' }, user: null }, 'America/Vancouver', null],
    ['patient', { doctor: null, user: { timeZone: 'UTC' } }, 'Europe/Athens', null],
    ['customer', { doctor: null, user: {} }, 'Europe/Athens', null],
    ['admin', { doctor: null, user: null }, 'Europe/Athens', null],
    ['doctor', { doctor: {}, user: null }, 'Not/AZone', null],
  ] as const)('as %s with %o in %s: %o', (role, records, zone, expected) => {
    expect(timeZoneToStore(role, records, zone)).toEqual(expected);
  });
});
