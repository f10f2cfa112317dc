import { afterAll, describe, expect, it } from 'vitest';
import { adminDb, closeClients } from '../support';
import { arrangeCare, doctorClient, patientClient, refusalOf, uniqueId } from './callers';

afterAll(closeClients);

async function patientWith(devices: Record<string, string>, names: { firstName: string; lastName: string }, extra: object = {}) {
  const uid = uniqueId('patient');
  await adminDb.doc(`users/${uid}`).set({ ...names, email: `${uid}@example.test`, isAuthorized: true, devices, sessions: [], ...extra });
  return uid;
}

describe('retrievePatients', () => {
  it('lists the patients who granted access and have both names, sorted by name, with their pictures', async () => {
    const [glove, knee, elsewhere] = [uniqueId('glove'), uniqueId('knee'), uniqueId('other')];
    const zoe = await patientWith({ [glove]: 'Left' }, { firstName: 'Zoe', lastName: 'Zed' });
    const amy = await patientWith({ [knee]: 'Right', [elsewhere]: 'Left' }, { firstName: 'Amy', lastName: 'Ash' }, { phoneNumber: '+16045550111', profilePic: 'https://example.test/amy.jpg' });
    const noName = await patientWith({ [glove]: 'Right' }, { firstName: 'No', lastName: '' });
    await patientWith({ [elsewhere]: 'Left' }, { firstName: 'Not', lastName: 'Mine' });
    const listedOnly = await patientWith({}, { firstName: 'Listed', lastName: 'Only' });
    const asked = await patientWith({ [knee]: 'Left' }, { firstName: 'Asked', lastName: 'Pending' });
    const declined = await patientWith({ [glove]: 'Left' }, { firstName: 'Said', lastName: 'No' });
    const doctor = await doctorClient({ devices: [glove, knee], patients: [listedOnly], granted: [zoe, amy, noName] });
    await arrangeCare(asked, doctor.uid, 'pending');
    await arrangeCare(declined, doctor.uid, 'ended');

    const result = await doctor.call('retrievePatients', { uid: doctor.uid });
    expect(result.data).toEqual([
      { uid: amy, name: 'Amy Ash', email: `${amy}@example.test`, phoneNumber: '+16045550111', profilePic: 'https://example.test/amy.jpg' },
      { uid: zoe, name: 'Zoe Zed', email: `${zoe}@example.test` },
    ]);
  });

  it('answers an empty list to a doctor without devices', async () => {
    const doctor = await doctorClient();
    expect((await doctor.call('retrievePatients', { uid: doctor.uid })).data).toEqual([]);
  });

  it("refuses another doctor's list, unverified doctors and patients", async () => {
    const doctor = await doctorClient({ devices: [uniqueId('glove')] });
    const other = await doctorClient();
    expect(await refusalOf(other.call('retrievePatients', { uid: doctor.uid }))).toMatchObject({ code: 'functions/permission-denied' });
    const unverified = await doctorClient({ verified: false });
    expect(await refusalOf(unverified.call('retrievePatients', { uid: unverified.uid }))).toMatchObject({ code: 'functions/permission-denied' });
    const patient = await patientClient();
    expect(await refusalOf(patient.call('retrievePatients', { uid: patient.uid }))).toMatchObject({ code: 'functions/permission-denied' });
  });
});
