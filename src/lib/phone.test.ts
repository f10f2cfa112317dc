import { describe, expect, it } from 'vitest';
import { isPhoneNumber, phoneDigits, toE164 } from './phone';

describe('phone numbers', () => {
  it('keep the ten digits, with or without the country code and punctuation', () => {
    expect(phoneDigits('(604) 555-0199')).toBe('6045550199');
    expect(phoneDigits('1 604 555 0199')).toBe('6045550199');
    expect(isPhoneNumber('604 555 0199')).toBe(true);
    expect(isPhoneNumber('55501')).toBe(false);
  });

  it('are stored with the +1 prefix', () => {
    expect(toE164('604-555-0199')).toBe('+16045550199');
  });
});
