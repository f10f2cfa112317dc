import { describe, expect, it } from 'vitest';
import { hasFullName, samePatients, searchCards, searchPatients, sharesDevice } from './patientList';

describe('who is listed', () => {
  it('needs a device shared with the doctor', () => {
    expect(sharesDevice(['GLV-1', 'KNB-2'], { 'KNB-2': 'Left' })).toBe(true);
    expect(sharesDevice(['GLV-1'], { 'KNB-2': 'Left' })).toBe(false);
    expect(sharesDevice([], { 'KNB-2': 'Left' })).toBe(false);
    expect(sharesDevice(['GLV-1'], undefined)).toBe(false);
  });

  it('needs a first and a last name', () => {
    expect(hasFullName({ firstName: 'Ethan', lastName: '' })).toBe(false);
    expect(hasFullName({ firstName: ' ', lastName: 'Doe' })).toBe(false);
    expect(hasFullName({ firstName: 'Ethan', lastName: 'Doe' })).toBe(true);
  });
});

describe('searchPatients (dashboard list)', () => {
  const list = [
    { uid: '1', name: 'bob Zed', email: 'B@x.test' },
    { uid: '2', name: 'Alice Young', email: 'alice@x.test' },
  ];

  it('sorts by name ascending, case-insensitively', () => {
    expect(searchPatients(list, '').map((p) => p.uid)).toEqual(['2', '1']);
  });

  it('matches name or e-mail without regard to case', () => {
    expect(searchPatients(list, 'ZED').map((p) => p.uid)).toEqual(['1']);
    expect(searchPatients(list, 'b@X').map((p) => p.uid)).toEqual(['1']);
    expect(searchPatients(list, 'nobody')).toEqual([]);
  });
});

describe('searchCards (card grid)', () => {
  const cards = [
    { uid: '1', firstName: 'Zoe', lastName: 'adams', email: 'zoe@x.test' },
    { uid: '2', firstName: 'Amy', lastName: 'Baker', email: 'amy@x.test' },
    { uid: '3', firstName: 'Carl', lastName: 'Adams', email: 'c@other.test' },
  ];

  it('sorts by last name, case-insensitively', () => {
    expect(searchCards(cards, '').map((c) => c.uid)).toEqual(['3', '1', '2']);
  });

  it('matches first name, last name or e-mail', () => {
    expect(searchCards(cards, 'amy').map((c) => c.uid)).toEqual(['2']);
    expect(searchCards(cards, 'ADAMS').map((c) => c.uid)).toEqual(['3', '1']);
    expect(searchCards(cards, 'other.test').map((c) => c.uid)).toEqual(['3']);
  });
});

describe('samePatients', () => {
  const a = { uid: '1', name: 'A', email: 'a@x.test' };
  const b = { uid: '2', name: 'B', email: 'b@x.test', phoneNumber: '+1' };

  it('ignores order but not details', () => {
    expect(samePatients([a, b], [b, a])).toBe(true);
    expect(samePatients([a, b], [a])).toBe(false);
    expect(samePatients([a], [{ ...a, email: 'new@x.test' }])).toBe(false);
  });
});
