import { describe, expect, it } from 'vitest';
import { newDoctorRecord, newUserRecord, splitName } from './newRecords';

describe('new account records', () => {
  it('splits a display name into the first word and the rest', () => {
    expect(splitName(' Ada  Byron King ')).toEqual({ firstName: 'Ada', lastName: 'Byron King' });
    expect(splitName(null)).toEqual({ firstName: '', lastName: '' });
  });

  it('makes a user unauthorised and a doctor unverified, with empty lists', () => {
    expect(newUserRecord({ firstName: 'A', lastName: 'B', email: 'a@b.test' })).toEqual({
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.test',
      isAuthorized: false,
      devices: {},
      sessions: [],
    });
    expect(newDoctorRecord({ firstName: 'A', lastName: 'B', email: 'a@b.test', phoneNumber: '+16045550199' })).toMatchObject({
      isVerified: false,
      patients: [],
      devices: [],
      specialities: [],
      notifications: [],
    });
  });
});
