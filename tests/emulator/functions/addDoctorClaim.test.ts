import { afterAll, describe, expect, it } from 'vitest';
import { adminAuth, adminDb, closeClients, signedInClient } from '../support';

afterAll(closeClients);

describe('addDoctorClaim', () => {
  it('grants the doctor claim to a caller with a doctors record', async () => {
    const client = await signedInClient();
    await adminDb.doc(`doctors/${client.uid}`).set({ firstName: 'Ada', lastName: 'Lovelace', isVerified: true, patients: [], devices: [] });
    const result = await client.call('addDoctorClaim', { uid: client.uid });
    expect(result.data).toEqual({ uid: client.uid, doctor: true });
    expect((await adminAuth.getUser(client.uid)).customClaims).toMatchObject({ doctor: true });
  });

  it('keeps the other claims and changes nothing when repeated', async () => {
    const client = await signedInClient({ claims: { admin: true } });
    await adminDb.doc(`doctors/${client.uid}`).set({ firstName: 'Ada', lastName: 'Lovelace', isVerified: true, patients: [], devices: [] });
    await client.call('addDoctorClaim', { uid: client.uid });
    await client.call('addDoctorClaim', { uid: client.uid });
    expect((await adminAuth.getUser(client.uid)).customClaims).toEqual({ admin: true, doctor: true });
  });

  it('refuses a caller without a doctors record', async () => {
    const client = await signedInClient();
    await expect(client.call('addDoctorClaim', { uid: client.uid })).rejects.toMatchObject({ code: 'functions/failed-precondition' });
    expect((await adminAuth.getUser(client.uid)).customClaims ?? {}).not.toHaveProperty('doctor');
  });

  it("refuses to claim someone else's account", async () => {
    const client = await signedInClient();
    const other = await signedInClient();
    await adminDb.doc(`doctors/${other.uid}`).set({ firstName: 'B', lastName: 'C', isVerified: true, patients: [], devices: [] });
    await expect(client.call('addDoctorClaim', { uid: other.uid })).rejects.toMatchObject({ code: 'functions/permission-denied' });
  });

  it('refuses a malformed uid', async () => {
    const client = await signedInClient();
    await expect(client.call('addDoctorClaim', { uid: 42 })).rejects.toMatchObject({ code: 'functions/invalid-argument' });
  });
});
