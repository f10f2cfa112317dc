/**
 * exportPatientRecord (issue 36): who may have a patient's record as FHIR, where it is stored (readable by the
 * requester through storage.rules), what a patient's copy leaves out, and the history entry of each export.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { connectStorageEmulator, getBytes, getStorage, ref } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bundle } from '@rehab/model/fhir/types';
import { hollowResources, resourcesOf, schemaErrors, unresolvedReferences } from '../fhir';
import { adminDb, closeClients, PROJECT_ID } from '../support';
import { adminClient, arrangeCare, callSignedOut, doctorClient, patientClient, refusalOf, uniqueId, type Client } from './callers';

afterAll(closeClients);

const REFUSED = { code: 'functions/permission-denied', message: 'You may not export this record.', details: undefined };

async function download(client: Client, path: string): Promise<Bundle> {
  const storage = getStorage(client.auth.app, `gs://${PROJECT_ID}.appspot.com`);
  const [host, port] = (process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199').split(':');
  connectStorageEmulator(storage, host, Number(port));
  return JSON.parse(new TextDecoder().decode(await getBytes(ref(storage, path)))) as Bundle;
}

const exportAs = (client: Client, patientId: string) => client.call<{ patientId: string; format: 'fhir' }, { path: string }>('exportPatientRecord', { patientId, format: 'fhir' });

describe('exportPatientRecord', () => {
  let patient: Client;
  let doctor: Client;
  const device = uniqueId('KNB');
  const sessionId = uniqueId('session');

  beforeAll(async () => {
    patient = await patientClient();
    doctor = await doctorClient({ granted: [patient.uid] });
    const date = Timestamp.fromMillis(Date.now() - 86_400_000);
    const batch = adminDb.batch();
    batch.set(adminDb.doc(`devices/${device}`), { id: device, deviceType: 'Knee Brace', side: 'Left', userId: patient.uid });
    batch.set(adminDb.doc(`sessions/${sessionId}`), { id: sessionId, date, userId: patient.uid, devices: [device], movements: [{ name: 'Squat', startTime: date.toMillis() }], notes: 'Fine', tags: ['home'], removedTimePoints: [] });
    batch.set(adminDb.doc(`postsessions/${sessionId}`), { userId: patient.uid, sessionId, startTime: date, entries: [{ deviceType: 'Knee Brace', side: 'Left', repetitions: 9, kneeMax: 87.5 }] });
    batch.set(adminDb.doc(`appointments/${uniqueId('appt')}`), { isOnline: true, doctorID: doctor.uid, datetime: Timestamp.fromMillis(Date.now() + 86_400_000), location: 'https://meet.example.test', userID: patient.uid, inCare: true });
    batch.set(adminDb.doc(`managementTotals/${doctor.uid}_${patient.uid}_2026-01`), { doctorId: doctor.uid, patientId: patient.uid, month: '2026-01', seconds: 1260, minutes: 21, interactive: false, codes: {}, manualSeconds: 0, entryCount: 1, updatedAt: date, inCare: true });
    await batch.commit();
  });

  it('refuses a signed-out caller', async () => {
    expect(await refusalOf(callSignedOut('exportPatientRecord', { patientId: 'anyone', format: 'fhir' }))).toEqual({ code: 'functions/unauthenticated', message: 'Sign in first.', details: undefined });
  });

  it('refuses a doctor without an active care relationship: none, pending, ended; and an unverified doctor', async () => {
    const stranger = await doctorClient();
    const pending = await doctorClient();
    await arrangeCare(patient.uid, pending.uid, 'pending');
    const ended = await doctorClient();
    await arrangeCare(patient.uid, ended.uid, 'ended');
    const unverified = await doctorClient({ verified: false, granted: [patient.uid] });
    for (const caller of [stranger, pending, ended, unverified]) expect(await refusalOf(exportAs(caller, patient.uid))).toEqual(REFUSED);
  });

  it('refuses another patient, and a bad format', async () => {
    const other = await patientClient();
    expect(await refusalOf(exportAs(other, patient.uid))).toEqual(REFUSED);
    expect(await refusalOf(patient.call('exportPatientRecord', { patientId: patient.uid, format: 'csv' }))).toMatchObject({ code: 'functions/invalid-argument' });
  });

  it('gives the patient a valid bundle of his record, under his own folder, without management minutes; the export is in his history', async () => {
    const { path } = (await exportAs(patient, patient.uid)).data;
    expect(path).toMatch(new RegExp(`^recordExports/${patient.uid}/[0-9a-f-]+\\.fhir\\.json$`));
    const bundle = await download(patient, path);
    expect(schemaErrors(bundle)).toEqual([]);
    expect(unresolvedReferences(bundle)).toEqual([]);
    expect(hollowResources(bundle)).toEqual([]);
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    const [session] = resourcesOf(bundle, 'Observation').filter((o) => o.identifier?.[0].value === sessionId);
    expect(session.component?.find((c) => c.code.text?.startsWith('Largest knee angle'))?.valueQuantity).toMatchObject({ value: 87.5, code: 'deg' });
    expect(resourcesOf(bundle, 'Device').map((d) => d.identifier[0].value)).toEqual([device]);
    expect(resourcesOf(bundle, 'Appointment')).toHaveLength(1);
    // Every relationship, whatever its state (the refusals above arranged three more).
    expect(resourcesOf(bundle, 'Consent').map((c) => c.status).sort()).toEqual(['active', 'active', 'inactive', 'proposed']);
    expect(resourcesOf(bundle, 'Observation').some((o) => o.code.coding?.[0].code === 'rtm-management-time')).toBe(false);
    const entries = await adminDb.collection('auditLog').where('patientUid', '==', patient.uid).where('action', '==', 'record.exported').get();
    expect(entries.docs.map((d) => d.data())).toEqual([expect.objectContaining({ actorUid: patient.uid, actorRole: 'patient', target: { collection: 'users', id: patient.uid } })]);
  });

  it("gives the caring doctor the record with his management minutes, and an admin too; each export is recorded", async () => {
    const { path } = (await exportAs(doctor, patient.uid)).data;
    expect(path.startsWith(`recordExports/${doctor.uid}/`)).toBe(true);
    const bundle = await download(doctor, path);
    expect(schemaErrors(bundle)).toEqual([]);
    const minutes = resourcesOf(bundle, 'Observation').filter((o) => o.code.coding?.[0].code === 'rtm-management-time');
    expect(minutes.map((o) => o.valueQuantity?.value)).toEqual([21]);
    // The export before this one is in the record as an AuditEvent.
    expect(resourcesOf(bundle, 'AuditEvent').some((event) => event.subtype[0].code === 'record.exported')).toBe(true);
    const admin = await adminClient();
    expect((await exportAs(admin, patient.uid)).data.path.startsWith(`recordExports/${admin.uid}/`)).toBe(true);
    const entries = await adminDb.collection('auditLog').where('patientUid', '==', patient.uid).where('action', '==', 'record.exported').get();
    expect(entries.docs.map((d) => d.get('actorRole')).sort()).toEqual(['admin', 'doctor', 'patient']);
  });
});
