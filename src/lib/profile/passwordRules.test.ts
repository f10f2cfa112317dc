import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '@rehab/model/accountRules';
import { passwordChangeSchema } from './passwordRules';

const schema = passwordChangeSchema({ required: 'required', mismatch: 'mismatch' });

/** The message of each invalid field. */
async function problems(values: { password: string; repeatPassword: string }): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const { inner } = error as { inner: { path: string; message: string }[] };
    return Object.fromEntries(inner.map((issue) => [issue.path, issue.message]));
  }
}

describe('passwordChangeSchema', () => {
  it('requires both fields', async () => {
    expect(await problems({ password: '', repeatPassword: '' })).toEqual({ password: 'required', repeatPassword: 'required' });
  });

  it('takes a password shorter than 8 characters for a missing one', async () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(await problems({ password: '1234567', repeatPassword: '1234567' })).toEqual({ password: 'required' });
    expect(await problems({ password: '12345678', repeatPassword: '12345678' })).toEqual({});
  });

  it('requires the repeated password to be the same', async () => {
    expect(await problems({ password: '12345678', repeatPassword: '12345679' })).toEqual({ repeatPassword: 'mismatch' });
  });
});
