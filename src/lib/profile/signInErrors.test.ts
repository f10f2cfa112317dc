import { describe, expect, it } from 'vitest';
import { isWrongPassword } from './signInErrors';

describe('isWrongPassword', () => {
  it('knows the codes Auth gives a password that does not match', () => {
    for (const code of ['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials']) expect(isWrongPassword({ code, message: 'x' })).toBe(true);
  });

  it('leaves other failures to their own message', () => {
    expect(isWrongPassword({ code: 'auth/too-many-requests' })).toBe(false);
    expect(isWrongPassword(new Error('offline'))).toBe(false);
    expect(isWrongPassword(null)).toBe(false);
  });
});
