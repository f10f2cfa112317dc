import { describe, expect, it } from 'vitest';
import { contactUpdate, personalUpdate, registrationProblem, isValidPhoneInput, withoutPhonePrefix } from './profileRules';

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
  it('takes ten digits (the +1 is shown beside the field), or blank to keep the current number', () => {
    const current = '+16045550142';
    expect(isValidPhoneInput('604 555-0142', current)).toBe(true);
    expect(isValidPhoneInput('(604) 555 0142', '')).toBe(true);
    expect(isValidPhoneInput(' ', current)).toBe(true);
    expect(isValidPhoneInput(' ', '')).toBe(false);
    expect(isValidPhoneInput('555-0142', current)).toBe(false);
    expect(isValidPhoneInput('604 555 01422', current)).toBe(false);
    expect(isValidPhoneInput('604 555 abcd', current)).toBe(false);
  });

  it('shows the stored number without its prefix', () => {
    expect(withoutPhonePrefix('+16045550142')).toBe('6045550142');
    expect(withoutPhonePrefix('')).toBe('');
  });
});

describe('contactUpdate', () => {
  const current = { email: 'doctor@demo.test', phoneNumber: '+16045550142' };

  it('sends the new e-mail and the phone with +1', () => {
    expect(contactUpdate(current, { email: ' new@demo.test ', phoneNumber: '(604) 555-0199' })).toEqual({
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
