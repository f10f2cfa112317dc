import { afterAll, describe, expect, it } from 'vitest';
import { RECENT_SIGN_IN_REQUIRED } from '@rehab/model/callables';
import { adminAuth, adminDb, closeClients } from '../support';
import { canSignIn, doctorClient, patientClient, postToCallable, refusalOf, uniqueId, withSignInTime } from './callers';

afterAll(closeClients);

describe('updateAuthDoctor', () => {
  it("changes the doctor's display name", async () => {
    const doctor = await doctorClient();
    expect((await doctor.call('updateAuthDoctor', { uid: doctor.uid, info: { displayName: 'Dana Doctor' } })).data).toEqual({ uid: doctor.uid });
    expect((await adminAuth.getUser(doctor.uid)).displayName).toBe('Dana Doctor');
  });

  it('changes e-mail and phone together and mirrors them in the doctors record, idempotently', async () => {
    const doctor = await doctorClient();
    const contact = { email: `${uniqueId('dana')}@example.test`, phoneNumber: `+1604555${String(Date.now()).slice(-4)}` };
    for (let attempt = 0; attempt < 2; attempt += 1) await doctor.call('updateAuthDoctor', { uid: doctor.uid, info: contact });
    expect(await adminAuth.getUser(doctor.uid)).toMatchObject({ ...contact, emailVerified: false });
    expect((await adminDb.doc(`doctors/${doctor.uid}`).get()).data()).toMatchObject(contact);
  });

  it('keeps the verification of an unchanged address (a new phone number only)', async () => {
    const doctor = await doctorClient();
    const phoneNumber = `+1778555${String(Date.now()).slice(-4)}`;
    await doctor.call('updateAuthDoctor', { uid: doctor.uid, info: { email: doctor.email, phoneNumber } });
    expect(await adminAuth.getUser(doctor.uid)).toMatchObject({ phoneNumber, emailVerified: true });
  });

  it('changes the password', async () => {
    const doctor = await doctorClient();
    await doctor.call('updateAuthDoctor', { uid: doctor.uid, info: { password: 'another-password' } });
    expect(await canSignIn(doctor.email, 'another-password')).toBe(true);
    expect(await canSignIn(doctor.email, 'Test1234!')).toBe(false);
  });

  it('refuses other accounts, unverified doctors and patients', async () => {
    const doctor = await doctorClient();
    const other = await doctorClient();
    expect(await refusalOf(doctor.call('updateAuthDoctor', { uid: other.uid, info: { displayName: 'X' } }))).toMatchObject({ code: 'functions/permission-denied' });
    const unverified = await doctorClient({ verified: false });
    expect(await refusalOf(unverified.call('updateAuthDoctor', { uid: unverified.uid, info: { displayName: 'X' } }))).toMatchObject({
      code: 'functions/permission-denied',
      message: 'Only a verified doctor may do this.',
    });
    const patient = await patientClient();
    expect(await refusalOf(patient.call('updateAuthDoctor', { uid: patient.uid, info: { displayName: 'X' } }))).toMatchObject({ code: 'functions/permission-denied' });
    expect((await adminAuth.getUser(other.uid)).displayName).toBeUndefined();
  });

  it('refuses a phone number that is not E.164 and leaves the record as it was', async () => {
    const doctor = await doctorClient();
    expect(await refusalOf(doctor.call('updateAuthDoctor', { uid: doctor.uid, info: { email: doctor.email, phoneNumber: '604-555-0100' } }))).toMatchObject({
      code: 'functions/invalid-argument',
      message: 'phoneNumber must be an E.164 phone number such as +16045550100.',
    });
    expect((await adminDb.doc(`doctors/${doctor.uid}`).get()).data()?.phoneNumber).toBe('');
  });

  describe('wants a sign-in within the last 5 minutes for a password or e-mail change (issue 30)', () => {
    const signedInMinutesAgo = async (doctor: Awaited<ReturnType<typeof doctorClient>>, minutes: number) =>
      withSignInTime(await doctor.auth.currentUser!.getIdToken(), Math.floor(Date.now() / 1000) - minutes * 60);
    const refusal = { status: 400, answer: { error: { status: 'FAILED_PRECONDITION', message: RECENT_SIGN_IN_REQUIRED } } };

    it('attack: a token of a sign-in 6 minutes ago changes neither the password nor the e-mail', async () => {
      const doctor = await doctorClient();
      const stale = await signedInMinutesAgo(doctor, 6);
      const password = { data: { uid: doctor.uid, info: { password: 'taken-over-1' } } };
      expect(await postToCallable('updateAuthDoctor', stale, JSON.stringify(password))).toEqual(refusal);
      const email = { data: { uid: doctor.uid, info: { email: `${uniqueId('thief')}@example.test`, phoneNumber: '+16045550100' } } };
      expect(await postToCallable('updateAuthDoctor', stale, JSON.stringify(email))).toEqual(refusal);
      expect(await canSignIn(doctor.email, 'Test1234!')).toBe(true);
      expect((await adminAuth.getUser(doctor.uid)).email).toBe(doctor.email);
      // What needs no proof goes through with the same token: the name, and the phone number with the same address
      // (a number no other account of the run holds: Auth refuses a second account with a number).
      const phone = { data: { uid: doctor.uid, info: { email: doctor.email, phoneNumber: `+1604${String(Date.now()).slice(-7)}` } } };
      expect((await postToCallable('updateAuthDoctor', stale, JSON.stringify(phone))).status).toBe(200);
    });

    it('twin: a fresh sign-in (4 minutes ago, or just now) changes the password', async () => {
      const doctor = await doctorClient();
      const recent = await signedInMinutesAgo(doctor, 4);
      expect(await postToCallable('updateAuthDoctor', recent, JSON.stringify({ data: { uid: doctor.uid, info: { password: 'renewed-pass-1' } } }))).toEqual({
        status: 200,
        answer: { result: { uid: doctor.uid } },
      });
      expect(await canSignIn(doctor.email, 'renewed-pass-1')).toBe(true);
    });
  });
});
