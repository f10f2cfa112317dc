import { afterAll, describe, expect, it } from 'vitest';
import { adminDb, closeClients } from '../support';
import { arrangeCare, doctorClient, patientClient, refusalOf, uniqueId } from './callers';

afterAll(closeClients);

describe('searchByEmail', () => {
  it('finds a patient with that e-mail who granted the caller access, whatever the case typed', async () => {
    const device = uniqueId('glove');
    const uid = uniqueId('patient');
    const email = `${uid}@example.test`;
    await adminDb.doc(`users/${uid}`).set({ firstName: 'Sam', lastName: 'Search', email, isAuthorized: true, devices: { [device]: 'Left' }, sessions: [] });
    const doctor = await doctorClient({ devices: [device], granted: [uid] });
    expect((await doctor.call('searchByEmail', { email })).data).toEqual([{ uid, name: 'Sam Search', email }]);
    expect((await doctor.call('searchByEmail', { email: email.toUpperCase() })).data).toEqual([{ uid, name: 'Sam Search', email }]);
  });

  it('finds nobody who has not granted the caller access, a shared device notwithstanding', async () => {
    const device = uniqueId('knee');
    const uid = uniqueId('patient');
    const email = `${uid}@example.test`;
    await adminDb.doc(`users/${uid}`).set({ firstName: 'Sam', lastName: 'Other', email, isAuthorized: true, devices: { [device]: 'Left' }, sessions: [] });
    const doctor = await doctorClient({ devices: [device] });
    expect((await doctor.call('searchByEmail', { email })).data).toEqual([]);
    await arrangeCare(uid, doctor.uid, 'pending');
    expect((await doctor.call('searchByEmail', { email })).data).toEqual([]);
  });

  it('refuses patients and unverified doctors', async () => {
    const patient = await patientClient();
    expect(await refusalOf(patient.call('searchByEmail', { email: patient.email }))).toMatchObject({ code: 'functions/permission-denied' });
    const unverified = await doctorClient({ verified: false });
    expect(await refusalOf(unverified.call('searchByEmail', { email: patient.email }))).toMatchObject({ code: 'functions/permission-denied' });
  });
});
