import { describe, expect, it } from 'vitest';
import { truncate } from './truncate';

describe('truncate', () => {
  it('keeps 40 characters and adds an ellipsis', () => {
    expect(truncate('x'.repeat(40))).toBe('x'.repeat(40));
    expect(truncate('x'.repeat(41))).toBe(`${'x'.repeat(40)}…`);
  });

  it('cuts at the length asked for', () => {
    expect(truncate('abcdef', 3)).toBe('abc…');
  });

  it('never splits a character made of two code units', () => {
    expect(truncate('😀'.repeat(41))).toBe(`${'😀'.repeat(40)}…`);
  });
});
