import { describe, expect, it } from 'vitest';
import type { User } from '../../../src/lib/model/collections';
import { hasFullName, patientList, sharesDevice, toListItem } from './patients';

describe('patient lists', () => {
  it('shares a device when one of the doctor’s ids is a key of the user’s devices', () => {
    expect(sharesDevice(['g1', 'k1'], { devices: { k1: 'Left' } })).toBe(true);
    expect(sharesDevice(['g1'], { devices: { k1: 'Left' } })).toBe(false);
    expect(sharesDevice([], { devices: { k1: 'Left' } })).toBe(false);
    expect(sharesDevice(['toString'], { devices: {} })).toBe(false);
  });

  it('needs both names, not blank', () => {
    expect(hasFullName({ firstName: 'Ada', lastName: 'L' })).toBe(true);
    expect(hasFullName({ firstName: 'Ada', lastName: ' ' })).toBe(false);
    expect(hasFullName({ firstName: 'Ada' })).toBe(false);
  });

  it('makes list items with the phone number only when there is one', () => {
    expect(toListItem('u1', { firstName: 'Ada', lastName: 'L', email: 'a@x.test' })).toEqual({ uid: 'u1', name: 'Ada L', email: 'a@x.test' });
    expect(toListItem('u1', { firstName: 'Ada', lastName: 'L', email: 'a@x.test', phoneNumber: '+1604' })).toHaveProperty('phoneNumber', '+1604');
  });

  it('keeps sharing patients once each, sorted by name case-insensitively', () => {
    const users: { uid: string; user: Partial<User> }[] = [
      { uid: 'z', user: { firstName: 'zed', lastName: 'Z', email: 'z@x.test', devices: { g1: 'Left' } } },
      { uid: 'a', user: { firstName: 'Amy', lastName: 'A', email: 'a@x.test', devices: { g1: 'Left', k1: 'Right' } } },
      { uid: 'a', user: { firstName: 'Amy', lastName: 'A', email: 'a@x.test', devices: { g1: 'Left', k1: 'Right' } } },
      { uid: 'n', user: { firstName: 'No', lastName: '', email: 'n@x.test', devices: { g1: 'Left' } } },
      { uid: 'o', user: { firstName: 'Other', lastName: 'O', email: 'o@x.test', devices: { x9: 'Left' } } },
    ];
    expect(patientList(['g1', 'k1'], users, { requireFullName: true }).map((p) => p.uid)).toEqual(['a', 'z']);
    expect(patientList(['g1'], users, { requireFullName: false }).map((p) => p.uid)).toEqual(['a', 'n', 'z']);
  });
});
