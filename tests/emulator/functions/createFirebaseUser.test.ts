import { afterAll, describe, expect, it } from 'vitest';
import { adminAuth, closeClients } from '../support';
import { adminClient, callSignedOut, patientClient, refusalOf, uniqueId } from './callers';

afterAll(closeClients);

const newAccount = () => ({ email: `${uniqueId('made')}@example.test`, password: 'Str0ng!pass', displayName: 'Made ByAdmin' });

describe('createFirebaseUser', () => {
  it('creates an auth account for an admin and answers its uid', async () => {
    const admin = await adminClient();
    const account = newAccount();
    const result = await admin.call<typeof account, { uid: string }>('createFirebaseUser', account);
    const user = await adminAuth.getUser(result.data.uid);
    expect(user).toMatchObject({ email: account.email, displayName: account.displayName });
  });

  it('a retry finds the e-mail taken and answers the existing uid, creating nothing more', async () => {
    const admin = await adminClient();
    const account = newAccount();
    const first = await admin.call<typeof account, { uid: string }>('createFirebaseUser', account);
    expect(await refusalOf(admin.call('createFirebaseUser', account))).toMatchObject({
      code: 'functions/already-exists',
      details: { uid: first.data.uid },
    });
    expect((await adminAuth.getUserByEmail(account.email)).uid).toBe(first.data.uid);
  });

  it('refuses anyone but an admin', async () => {
    const patient = await patientClient();
    const account = newAccount();
    expect(await refusalOf(patient.call('createFirebaseUser', account))).toMatchObject({ code: 'functions/permission-denied' });
    expect(await refusalOf(callSignedOut('createFirebaseUser', account))).toMatchObject({ code: 'functions/unauthenticated' });
    await expect(adminAuth.getUserByEmail(account.email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('refuses a weak password with the admin console rules', async () => {
    const admin = await adminClient();
    expect(await refusalOf(admin.call('createFirebaseUser', { ...newAccount(), password: 'password1' }))).toMatchObject({
      code: 'functions/invalid-argument',
      message: 'password: Password must contain at least one special character.',
    });
  });
});
