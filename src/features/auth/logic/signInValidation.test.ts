import { describe, expect, it } from 'vitest';
import { passwordResetSchema } from './schemas';
import { validateSignIn } from './signInValidation';

describe('validateSignIn', () => {
  it('needs a valid email and a password of at least 8 characters', () => {
    expect(validateSignIn({ email: '', password: '', remember: false })).toEqual({
      email: 'validation.emailRequired',
      password: 'validation.passwordRequired',
    });
    expect(validateSignIn({ email: '   ', password: 'short', remember: false })).toEqual({
      email: 'validation.emailRequired',
      password: 'validation.passwordMin',
    });
    expect(validateSignIn({ email: 'nope', password: '1234567', remember: true })).toEqual({
      email: 'validation.emailInvalid',
      password: 'validation.passwordMin',
    });
    expect(validateSignIn({ email: ' a@b.test ', password: '12345678', remember: false })).toEqual({});
  });

  it.each(['a@b.test', 'first.last+tag@sub.example.org', 'a@b', 'a@-b.test', 'a b@c.test', 'a@b..test', '@b.test', 'ü@b.test', 'a@b.test.'])(
    'judges %s as the yup schemas of the other access forms do',
    async (email) => {
      const yupValid = await passwordResetSchema.isValid({ email });
      expect(validateSignIn({ email, password: '12345678', remember: false }).email === undefined).toBe(yupValid);
    },
  );
});
