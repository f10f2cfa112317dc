import { describe, expect, it } from 'vitest';
import { codeSchema, passwordResetSchema, phoneSchema, signUpSchema } from './schemas';

/** The message shown for each invalid field: the first one, as Formik shows it. */
async function errorsOf(schema: { validate(value: unknown, options: object): Promise<unknown> }, value: unknown) {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    const firstPerField = new Map<string, string>();
    for (const { path, message } of (error as { inner: { path: string; message: string }[] }).inner) {
      if (!firstPerField.has(path)) firstPerField.set(path, message);
    }
    return [...firstPerField.values()];
  }
}

const validSignUp = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.test',
  password: 'secret123',
  confirmPassword: 'secret123',
  isDoctor: false,
  terms: true,
};

describe('signUpSchema', () => {
  it('accepts a complete form', async () => {
    expect(await errorsOf(signUpSchema, validSignUp)).toEqual([]);
  });

  it('requires names, terms and matching passwords', async () => {
    const errors = await errorsOf(signUpSchema, {
      ...validSignUp,
      firstName: ' ',
      lastName: '',
      confirmPassword: 'different1',
      terms: false,
    });
    expect(errors).toEqual([
      'validation.firstNameRequired',
      'validation.lastNameRequired',
      'validation.passwordsMustMatch',
      'validation.termsRequired',
    ]);
  });

  it('needs a password of at least 8 characters', async () => {
    expect(await errorsOf(signUpSchema, { ...validSignUp, password: 'abc', confirmPassword: 'abc' })).toEqual([
      'validation.passwordMin',
    ]);
  });
});

describe('passwordResetSchema', () => {
  it('needs a valid email', async () => {
    expect(await errorsOf(passwordResetSchema, { email: 'x' })).toEqual(['validation.emailInvalid']);
  });
});

describe('phoneSchema', () => {
  it('rejects anything but ten digits', async () => {
    expect(await errorsOf(phoneSchema, { phone: '' })).toEqual(['validation.phoneInvalid']);
    expect(await errorsOf(phoneSchema, { phone: '555-0199' })).toEqual(['validation.phoneInvalid']);
    expect(await errorsOf(phoneSchema, { phone: '604 555 0199' })).toEqual([]);
  });

  it('needs a six-digit code', async () => {
    expect(await errorsOf(codeSchema, { code: '' })).toEqual(['validation.codeInvalid']);
    expect(await errorsOf(codeSchema, { code: '12a456' })).toEqual(['validation.codeInvalid']);
    expect(await errorsOf(codeSchema, { code: '123456' })).toEqual([]);
  });
});
