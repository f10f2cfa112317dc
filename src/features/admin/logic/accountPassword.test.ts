import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { firstPasswordProblem, PASSWORD_MIN_LENGTH } from '@rehab/model/accountRules';

const passwordProblem = (password: string) => firstPasswordProblem(password, 'strong');

describe('passwordProblem (the admin sets a new password)', () => {
  it('needs at least 8 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(passwordProblem('a1!b2@c')).toBe('passwordTooShort');
    expect(en.passwordTooShort).toBe('Password must be at least 8 characters long');
  });

  it('needs a letter', () => {
    expect(passwordProblem('12345678!')).toBe('passwordNeedsLetter');
    expect(en.passwordNeedsLetter).toBe('Password must contain at least one letter');
  });

  it('needs a number', () => {
    expect(passwordProblem('abcdefgh!')).toBe('passwordNeedsNumber');
    expect(en.passwordNeedsNumber).toBe('Password must contain at least one number');
  });

  it('needs a special character from the spec list', () => {
    expect(passwordProblem('abcd1234')).toBe('passwordNeedsSpecial');
    expect(passwordProblem('abcd1234_')).toBe('passwordNeedsSpecial');
    expect(en.passwordNeedsSpecial).toBe('Password must contain at least one special character');
    for (const special of '!@#$%^&*(),.?":{}|<>') expect(passwordProblem(`abcd1234${special}`)).toBeNull();
  });

  it('reports the first rule broken, in the order length, letter, number, special', () => {
    expect(passwordProblem('')).toBe('passwordTooShort');
    expect(passwordProblem('!!!!!!!!')).toBe('passwordNeedsLetter');
    expect(passwordProblem('Demo1234!')).toBeNull();
  });
});
