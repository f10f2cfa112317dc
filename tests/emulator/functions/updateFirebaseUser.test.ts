import { afterAll, describe, expect, it } from 'vitest';
import { adminAuth, closeClients, signedInClient } from '../support';
import { adminClient, canSignIn, patientClient, refusalOf, uniqueId } from './callers';

afterAll(closeClients);

describe('updateFirebaseUser', () => {
  it("lets an admin verify an account's e-mail and reset its password, idempotently", async () => {
    const admin = await adminClient();
    const target = await signedInClient();
    await adminAuth.updateUser(target.uid, { emailVerified: false });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const result = await admin.call('updateFirebaseUser', { uid: target.uid, emailVerified: true, password: 'N3w!password' });
      expect(result.data).toEqual({ uid: target.uid });
    }
    expect((await adminAuth.getUser(target.uid)).emailVerified).toBe(true);
    expect(await canSignIn(target.email, 'N3w!password')).toBe(true);
    expect(await canSignIn(target.email, 'Test1234!')).toBe(false);
  });

  it('lets a user change their own display name, and an admin their e-mail', async () => {
    const user = await patientClient();
    await user.call('updateFirebaseUser', { uid: user.uid, displayName: 'Pat Renamed' });
    const email = `${uniqueId('renamed')}@example.test`;
    await (await adminClient()).call('updateFirebaseUser', { uid: user.uid, email });
    expect(await adminAuth.getUser(user.uid)).toMatchObject({ displayName: 'Pat Renamed', email });
  });

  it('refuses a user changing another account, or their own e-mail, password or verification', async () => {
    const user = await patientClient();
    const other = await patientClient();
    expect(await refusalOf(user.call('updateFirebaseUser', { uid: other.uid, displayName: 'Hijacked' }))).toMatchObject({ code: 'functions/permission-denied' });
    expect(await refusalOf(user.call('updateFirebaseUser', { uid: user.uid, emailVerified: true }))).toMatchObject({
      code: 'functions/permission-denied',
      message: 'Only an admin may change emailVerified.',
    });
    expect(await refusalOf(user.call('updateFirebaseUser', { uid: user.uid, displayName: 'Pat', email: `${uniqueId('taken')}@example.test` }))).toMatchObject({
      code: 'functions/permission-denied',
      message: 'Only an admin may change email.',
    });
    expect(await refusalOf(user.call('updateFirebaseUser', { uid: user.uid, password: 'N3w!password' }))).toMatchObject({ code: 'functions/permission-denied' });
    expect((await adminAuth.getUser(other.uid)).displayName).toBeUndefined();
    expect(await adminAuth.getUser(user.uid)).toMatchObject({ email: user.email, displayName: undefined });
  });

  it('answers not-found for an unknown account and already-exists for a taken e-mail', async () => {
    const admin = await adminClient();
    const other = await patientClient();
    expect(await refusalOf(admin.call('updateFirebaseUser', { uid: uniqueId('nobody'), displayName: 'X' }))).toMatchObject({ code: 'functions/not-found' });
    const user = await patientClient();
    expect(await refusalOf(admin.call('updateFirebaseUser', { uid: user.uid, email: other.email }))).toMatchObject({ code: 'functions/already-exists' });
  });
});
