import { describe, expect, it } from 'vitest';
import { E164, isEmailAddress, isPhoneNumber, passwordProblems, phoneDigits, toE164 } from './accountRules';

describe('password policy', () => {
  it('needs 8 characters everywhere', () => {
    expect(passwordProblems('short', 'basic')).toEqual(['passwordTooShort']);
    expect(passwordProblems('longenough', 'basic')).toEqual([]);
  });

  it('needs a letter, a number and a special character where the admin console sets them', () => {
    expect(passwordProblems('Str0ng!pass', 'strong')).toEqual([]);
    expect(passwordProblems('12345678', 'strong')).toEqual(['passwordNeedsLetter', 'passwordNeedsSpecial']);
    expect(passwordProblems('abc', 'strong')).toEqual(['passwordTooShort', 'passwordNeedsNumber', 'passwordNeedsSpecial']);
  });
});

describe('e-mail addresses', () => {
  it('need a name, an @ and a domain with a dot', () => {
    expect(isEmailAddress('doctor@example.com')).toBe(true);
    expect(isEmailAddress('doctor@example')).toBe(false);
    expect(isEmailAddress('doctor example.com')).toBe(false);
    expect(isEmailAddress(`${'a'.repeat(250)}@b.co`)).toBe(false);
  });
});

describe('phone numbers', () => {
  it('keep the ten digits, with or without the country code and punctuation', () => {
    expect(phoneDigits('(604) 555-0199')).toBe('6045550199');
    expect(phoneDigits('1 604 555 0199')).toBe('6045550199');
    expect(isPhoneNumber('604 555 0199')).toBe(true);
    expect(isPhoneNumber('55501')).toBe(false);
  });

  it('are stored with the +1 prefix, in the E.164 form Firebase Auth takes', () => {
    expect(toE164('604-555-0199')).toBe('+16045550199');
    expect(E164.test(toE164('604-555-0199'))).toBe(true);
    for (const phone of ['6045550100', '+1 604 555 0100', '+0123', '+1234567890123456', '+1-604']) expect(E164.test(phone)).toBe(false);
  });
});
