import { describe, expect, it } from 'vitest';
import { initialsOf, STAFF } from './staff';

describe('initialsOf', () => {
  it.each([
    ['Alex Morgan', 'AM'],
    ['  priya   shah ', 'PS'],
    ['Cher', 'C'],
    ['Jean Paul Sartre', 'JP'],
    ['', ''],
  ])('%j → %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('tells the two staff members apart', () => {
    expect(new Set(STAFF.map(initialsOf)).size).toBe(STAFF.length);
  });
});
