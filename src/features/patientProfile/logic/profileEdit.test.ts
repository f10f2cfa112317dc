import { describe, expect, it } from 'vitest';
import { authErrorKey, displayNameOf, emailChange, namesUpdate } from './profileEdit';

describe('namesUpdate', () => {
  const current = { firstName: 'Liam', lastName: 'Carter' };

  it('writes the typed names, trimmed', () => {
    expect(namesUpdate(current, { firstName: ' Li ', lastName: 'Carter-Smith' })).toEqual({ firstName: 'Li', lastName: 'Carter-Smith' });
  });

  it('keeps the old first or last name when left blank', () => {
    expect(namesUpdate(current, { firstName: '  ', lastName: '' })).toEqual(current);
    expect(namesUpdate(current, { firstName: '', lastName: 'Ng' })).toEqual({ firstName: 'Liam', lastName: 'Ng' });
  });
});

describe('displayNameOf', () => {
  it('joins first and last name', () => {
    expect(displayNameOf({ firstName: 'Liam', lastName: 'Carter' })).toBe('Liam Carter');
    expect(displayNameOf({ firstName: 'Ethan', lastName: '' })).toBe('Ethan');
  });
});

describe('emailChange', () => {
  it('asks for the typed address, trimmed', () => {
    expect(emailChange('liam@demo.test', ' new@demo.test ')).toBe('new@demo.test');
  });

  it('asks for nothing when the e-mail is blank or the current one', () => {
    expect(emailChange('liam@demo.test', '  ')).toBeNull();
    expect(emailChange('liam@demo.test', 'Liam@Demo.test')).toBeNull();
  });
});

describe('authErrorKey', () => {
  it('names the message of the auth errors a user can act on', () => {
    expect(authErrorKey({ code: 'auth/email-already-in-use' })).toBe('errors.emailInUse');
    expect(authErrorKey({ code: 'auth/invalid-credential' })).toBe('errors.wrongPassword');
    expect(authErrorKey({ code: 'auth/requires-recent-login' })).toBe('errors.signInAgain');
  });

  it('leaves other errors to their own message', () => {
    expect(authErrorKey({ code: 'permission-denied' })).toBeNull();
    expect(authErrorKey(new Error('offline'))).toBeNull();
  });
});
