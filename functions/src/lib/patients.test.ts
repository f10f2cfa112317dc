import { describe, expect, it } from 'vitest';
import type { User } from '@rehab/model/collections';
import { hasFullName, patientList, toListItem } from './patients';

describe('patient lists', () => {
  it('needs both names, not blank', () => {
    expect(hasFullName({ firstName: 'Ada', lastName: 'L' })).toBe(true);
    expect(hasFullName({ firstName: 'Ada', lastName: ' ' })).toBe(false);
    expect(hasFullName({ firstName: 'Ada' })).toBe(false);
  });

  it('makes list items with the phone number only when there is one', () => {
    expect(toListItem('u1', { firstName: 'Ada', lastName: 'L', email: 'a@x.test' })).toEqual({ uid: 'u1', name: 'Ada L', email: 'a@x.test' });
    expect(toListItem('u1', { firstName: 'Ada', lastName: 'L', email: 'a@x.test', phoneNumber: '+1604' })).toHaveProperty('phoneNumber', '+1604');
  });

  it('keeps the patients who granted access once each, sorted by name case-insensitively', () => {
    const users: { uid: string; user: Partial<User> }[] = [
      { uid: 'z', user: { firstName: 'zed', lastName: 'Z', email: 'z@x.test' } },
      { uid: 'a', user: { firstName: 'Amy', lastName: 'A', email: 'a@x.test' } },
      { uid: 'a', user: { firstName: 'Amy', lastName: 'A', email: 'a@x.test' } },
      { uid: 'n', user: { firstName: 'No', lastName: '', email: 'n@x.test' } },
      { uid: 'o', user: { firstName: 'Other', lastName: 'O', email: 'o@x.test' } },
    ];
    const granted = new Set(['a', 'n', 'z']);
    expect(patientList(granted, users, { requireFullName: true }).map((p) => p.uid)).toEqual(['a', 'z']);
    expect(patientList(granted, users, { requireFullName: false }).map((p) => p.uid)).toEqual(['a', 'n', 'z']);
  });
});
