import { afterAll, describe, expect, it } from 'vitest';
import { DEVICE_LOOKUPS_PER_HOUR } from '@rehab/model/care';
import { adminDb, closeClients } from '../support';
import { arrangeCare, doctorClient, patientClient, refusalOf, uniqueId, type Client } from './callers';

afterAll(closeClients);

/** A patient owning a new glove. */
async function patientWithGlove() {
  const patient = await patientClient();
  const device = uniqueId('GLV');
  await adminDb.doc(`devices/${device}`).set({ id: device, deviceType: 'Glove', side: 'Left', userId: patient.uid });
  await adminDb.doc(`users/${patient.uid}`).update({ [`devices.${device}`]: 'Left' });
  return { patient, device };
}

const relationshipOf = async (patientUid: string, doctorUid: string) => (await adminDb.doc(`careRelationships/${patientUid}_${doctorUid}`).get()).data();
const doctorDevices = async (doctor: Client) => (await adminDb.doc(`doctors/${doctor.uid}`).get()).data()?.devices;
const register = (doctor: Client, deviceId: string) => doctor.call('registerDevice', { deviceId }).then((result) => result.data);

describe('registerDevice', () => {
  it("answers the spec's messages only, and asks the patient for access without saying who he is", async () => {
    const { patient, device } = await patientWithGlove();
    const doctor = await doctorClient();
    expect(await register(doctor, '   ')).toEqual({ outcome: 'noDeviceId' });
    expect(await register(doctor, uniqueId('GLV-missing'))).toEqual({ outcome: 'doesNotExist' });
    expect(await register(doctor, ` ${device} `)).toEqual({ outcome: 'registered', access: 'pending' });
    expect(await register(doctor, device)).toEqual({ outcome: 'alreadyRegistered' });
    expect(await doctorDevices(doctor)).toEqual([device]);

    const relationship = await relationshipOf(patient.uid, doctor.uid);
    expect(relationship).toMatchObject({ patient: patient.uid, doctor: doctor.uid, doctorName: 'Dana Doctor', state: 'pending', since: null, grantedBy: null, devices: { [device]: 'Glove' } });
    const entry = (await adminDb.doc(`auditLog/${relationship?.auditId}`).get()).data();
    expect(entry).toMatchObject({ action: 'care.requested', actorUid: doctor.uid, patientUid: patient.uid, target: { collection: 'careRelationships', id: `${patient.uid}_${doctor.uid}` } });
  });

  it('adds the device to an active relationship without asking again, and asks again after a decline', async () => {
    const { patient, device } = await patientWithGlove();
    const second = uniqueId('GLV');
    await adminDb.doc(`devices/${second}`).set({ id: second, deviceType: 'Glove', side: 'Right', userId: patient.uid });
    const doctor = await doctorClient({ granted: [patient.uid] });
    expect(await register(doctor, device)).toEqual({ outcome: 'registered', access: 'active' });
    expect(await relationshipOf(patient.uid, doctor.uid)).toMatchObject({ state: 'active', devices: { [device]: 'Glove' } });

    await arrangeCare(patient.uid, doctor.uid, 'ended', { [device]: 'Glove' });
    expect(await register(doctor, second)).toEqual({ outcome: 'registered', access: 'pending' });
    expect(await relationshipOf(patient.uid, doctor.uid)).toMatchObject({ state: 'pending', devices: { [second]: 'Glove' } });
  });

  it('registers a device nobody owns yet without asking anyone', async () => {
    const device = uniqueId('NEAT');
    await adminDb.doc(`devices/${device}`).set({ id: device, deviceType: 'Neat', side: 'Left', userId: '' });
    const doctor = await doctorClient();
    expect(await register(doctor, device)).toEqual({ outcome: 'registered', access: 'none' });
    expect(await doctorDevices(doctor)).toEqual([device]);
  });

  it(`allows ${DEVICE_LOOKUPS_PER_HOUR} lookups an hour per doctor, so ids cannot be enumerated`, async () => {
    const doctor = await doctorClient();
    const other = await doctorClient();
    for (let i = 0; i < DEVICE_LOOKUPS_PER_HOUR; i++) expect(await register(doctor, `GLV-guess-${i}`)).toEqual({ outcome: 'doesNotExist' });
    const { device } = await patientWithGlove();
    expect(await refusalOf(doctor.call('registerDevice', { deviceId: device }))).toMatchObject({ code: 'functions/resource-exhausted' });
    expect(await doctorDevices(doctor)).toEqual([]);
    expect(await register(other, device)).toEqual({ outcome: 'registered', access: 'pending' });
    // An hour later the doctor may look up again.
    const hourAgo = new Date(Date.now() - 3_600_001);
    await adminDb.doc(`deviceLookups/${doctor.uid}`).set({ times: Array.from({ length: DEVICE_LOOKUPS_PER_HOUR }, () => hourAgo) });
    expect(await register(doctor, device)).toEqual({ outcome: 'registered', access: 'pending' });
  });

  it('refuses patients and unverified doctors', async () => {
    const { patient, device } = await patientWithGlove();
    const unverified = await doctorClient({ verified: false });
    for (const caller of [patient, unverified]) {
      expect(await refusalOf(caller.call('registerDevice', { deviceId: device }))).toMatchObject({ code: 'functions/permission-denied' });
    }
    expect(await relationshipOf(patient.uid, unverified.uid)).toBeUndefined();
  });
});
