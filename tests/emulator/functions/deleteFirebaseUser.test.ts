import { afterAll, describe, expect, it } from 'vitest';
import { adminAuth, closeClients, signedInClient } from '../support';
import { adminClient, doctorClient, patientClient, refusalOf } from './callers';

afterAll(closeClients);

describe('deleteFirebaseUser', () => {
  it('lets an admin delete an account; deleting it again is harmless', async () => {
    const admin = await adminClient();
    const target = await signedInClient();
    expect((await admin.call('deleteFirebaseUser', { uid: target.uid })).data).toEqual({ uid: target.uid, deleted: true });
    await expect(adminAuth.getUser(target.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await admin.call('deleteFirebaseUser', { uid: target.uid })).data).toEqual({ uid: target.uid, deleted: false });
  });

  it('refuses anyone but an admin, and an admin deleting their own account', async () => {
    const target = await signedInClient();
    for (const caller of [await patientClient(), await doctorClient()]) {
      expect(await refusalOf(caller.call('deleteFirebaseUser', { uid: target.uid }))).toMatchObject({ code: 'functions/permission-denied' });
    }
    const admin = await adminClient();
    expect(await refusalOf(admin.call('deleteFirebaseUser', { uid: admin.uid }))).toMatchObject({ code: 'functions/failed-precondition' });
    expect((await adminAuth.getUser(target.uid)).uid).toBe(target.uid);
    expect((await adminAuth.getUser(admin.uid)).uid).toBe(admin.uid);
  });
});
