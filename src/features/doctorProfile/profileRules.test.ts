import { describe, expect, it } from 'vitest';
import { contactUpdate, personalUpdate, registrationProblem, withPhonePrefix, withoutPhonePrefix } from './profileRules';

const form = {
  firstName: 'Dan',
  lastName: 'Rey',
  position: ' Physiatrist ',
  gender: 'Male' as const,
  address: ' 1 Main St ',
  specialities: [
    { title: 'Hand therapy', description: 'Tendons' },
    { title: '  ', description: 'dropped' },
    { title: ' Sports ', description: ' ' },
  ],
};

describe('personalUpdate', () => {
  it('writes the typed values, trimmed, and drops specialities without a title', () => {
    expect(personalUpdate({ firstName: 'Daniel', lastName: 'Reyes' }, form)).toEqual({
      firstName: 'Dan',
      lastName: 'Rey',
      position: 'Physiatrist',
      gender: 'Male',
      address: '1 Main St',
      specialities: [
        { title: 'Hand therapy', description: 'Tendons' },
        { title: 'Sports', description: '' },
      ],
    });
  });

  it('keeps the old first and last name when left blank', () => {
    const update = personalUpdate({ firstName: 'Daniel', lastName: 'Reyes' }, { ...form, firstName: ' ', lastName: '' });
    expect(update.firstName).toBe('Daniel');
    expect(update.lastName).toBe('Reyes');
  });
});

describe('phone numbers', () => {
  it('prefixes +1 to the typed digits', () => {
    expect(withPhonePrefix('604 555-0142')).toBe('+16045550142');
  });

  it('shows the stored number without its prefix', () => {
    expect(withoutPhonePrefix('+16045550142')).toBe('6045550142');
    expect(withoutPhonePrefix('')).toBe('');
  });
});

describe('contactUpdate', () => {
  const current = { email: 'doctor@demo.test', phoneNumber: '+16045550142' };

  it('sends the new e-mail and the phone with +1', () => {
    expect(contactUpdate(current, { email: ' new@demo.test ', phoneNumber: '6045550199' })).toEqual({
      email: 'new@demo.test',
      phoneNumber: '+16045550199',
    });
  });

  it('keeps the current e-mail or phone when left blank', () => {
    expect(contactUpdate(current, { email: '', phoneNumber: ' ' })).toEqual(current);
  });
});

describe('registrationProblem', () => {
  it('refuses an empty id and one the doctor registered already', () => {
    expect(registrationProblem('  ', ['A'])).toBe('noId');
    expect(registrationProblem('A', ['A'])).toBe('alreadyRegistered');
    expect(registrationProblem(' A ', ['A'])).toBe('alreadyRegistered');
    expect(registrationProblem('B', ['A'])).toBeNull();
  });
});
