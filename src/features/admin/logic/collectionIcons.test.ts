import { describe, expect, it } from 'vitest';
import { ACCOUNT_COLLECTIONS, collectionIcon, isAccountCollection } from './collectionIcons';

describe('collectionIcon', () => {
  it('gives each known collection its icon', () => {
    expect(collectionIcon('users')).toBe('bi-person');
    expect(collectionIcon('doctors')).toBe('bi-person');
    expect(collectionIcon('devices')).toBe('bi-phone');
    expect(collectionIcon('deviceTypes')).toBe('bi-phone');
    expect(collectionIcon('orders')).toBe('bi-cart');
    expect(collectionIcon('admin')).toBe('bi-person-gear');
    expect(collectionIcon('data_by_sensor')).toBe('bi-pie-chart');
    expect(collectionIcon('web3Wallets')).toBe('bi-wallet2');
    expect(collectionIcon('sessions')).toBe('bi-calendar');
  });

  it('gives any other collection the user icon', () => {
    expect(collectionIcon('feedbackReports')).toBe(collectionIcon('users'));
    expect(collectionIcon('somethingNew')).toBe('bi-person');
  });
});

describe('isAccountCollection', () => {
  it('is true for users, doctors and admin only (account tools, account deletion)', () => {
    expect([...ACCOUNT_COLLECTIONS]).toEqual(['users', 'doctors', 'admin']);
    expect(['users', 'doctors', 'admin'].every(isAccountCollection)).toBe(true);
    expect(isAccountCollection('devices')).toBe(false);
    expect(isAccountCollection('Users')).toBe(false);
  });
});
