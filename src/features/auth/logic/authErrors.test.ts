import { describe, expect, it } from 'vitest';
import { errorCode, isCancelledPopup, isWrongCode, isWrongCredentials } from './authErrors';

describe('access errors', () => {
  it('reads the code of a thrown error and of a server-data error alike', () => {
    expect(errorCode(Object.assign(new Error('x'), { code: 'auth/wrong-password' }))).toBe('auth/wrong-password');
    expect(errorCode({ message: 'x', code: 'auth/popup-closed-by-user' })).toBe('auth/popup-closed-by-user');
    expect(errorCode(new Error('no code'))).toBe('');
    expect(errorCode('text')).toBe('');
  });

  it('tells wrong credentials, a closed pop-up and a wrong code from other failures', () => {
    expect(isWrongCredentials({ message: '', code: 'auth/invalid-credential' })).toBe(true);
    expect(isWrongCredentials({ message: '', code: 'auth/network-request-failed' })).toBe(false);
    expect(isCancelledPopup({ message: '', code: 'auth/popup-closed-by-user' })).toBe(true);
    expect(isCancelledPopup({ message: '', code: 'auth/internal-error' })).toBe(false);
    expect(isWrongCode({ message: '', code: 'auth/code-expired' })).toBe(true);
    expect(isWrongCode({ message: '', code: 'auth/too-many-requests' })).toBe(false);
  });
});
