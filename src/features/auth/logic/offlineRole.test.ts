import { describe, expect, it } from 'vitest';
import { roleWhileOffline } from './offlineRole';

const offlineRead = Object.assign(new Error('Failed to get document because the client is offline.'), { code: 'unavailable' });
const refused = Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
const last = { uid: 'u1', role: 'patient' as const };

describe('roleWhileOffline', () => {
  it('starts with the last role when the device says it is offline', () => {
    expect(roleWhileOffline('u1', refused, false, last)).toBe('patient');
  });

  it('starts with the last role when the servers cannot be reached although the device says it is online', () => {
    expect(roleWhileOffline('u1', offlineRead, true, last)).toBe('patient');
    expect(roleWhileOffline('u1', { code: 'auth/network-request-failed' }, true, last)).toBe('patient');
  });

  it('does not hide any other failure online', () => {
    expect(roleWhileOffline('u1', refused, true, last)).toBeNull();
    expect(roleWhileOffline('u1', new Error('boom'), true, last)).toBeNull();
  });

  it("never gives one account another account's role, nor a role never read here", () => {
    expect(roleWhileOffline('u2', offlineRead, false, last)).toBeNull();
    expect(roleWhileOffline('u1', offlineRead, false, null)).toBeNull();
  });
});
