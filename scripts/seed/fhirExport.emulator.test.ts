// @vitest-environment node
/**
 * The demo patient's record exported as FHIR (issue 36) from the seeded emulators, by him and by the demo doctor:
 * valid against the R4 JSON schema with an independent validator, every reference resolved, no hollow resource, and
 * as many sessions, devices, doctors, care relationships and appointments as the seed wrote for him.
 */
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage as getAdminStorage } from 'firebase-admin/storage';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { connectStorageEmulator, getBytes, getStorage, ref } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallableContracts } from '@rehab/model/callables';
import type { Bundle } from '@rehab/model/fhir/types';
import { hollowResources, resourcesOf, schemaErrors, unresolvedReferences } from '../../tests/emulator/fhir';
import { PROJECT_ID } from '../lib/stack';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
import { buildWorld } from './world';

const patientUid = DEMO_ACCOUNTS.patient.uid;
const apps: FirebaseApp[] = [];

/** Signs in as a demo account, exports the demo patient's record and downloads it as that account. */
async function exportAs(email: string): Promise<Bundle> {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key', storageBucket: `${PROJECT_ID}.appspot.com` }, `fhir-${email}`);
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, { disableWarnings: true });
  const functions = getFunctions(app, 'us-central1');
  const origin = new URL(process.env.FUNCTIONS_EMULATOR_ORIGIN ?? '');
  connectFunctionsEmulator(functions, origin.hostname, Number(origin.port));
  const storage = getStorage(app);
  const [host, port] = (process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '').split(':');
  connectStorageEmulator(storage, host, Number(port));
  await signInWithEmailAndPassword(auth, email, DEMO_PASSWORD);
  type Contract = CallableContracts['exportPatientRecord'];
  const { path } = (await httpsCallable<Contract['request'], Contract['response']>(functions, 'exportPatientRecord', { timeout: 120_000 })({ patientId: patientUid, format: 'fhir' })).data;
  return JSON.parse(new TextDecoder().decode(await getBytes(ref(storage, path)))) as Bundle;
}

describe.skipIf(!process.env.FUNCTIONS_EMULATOR_ORIGIN || !process.env.FIREBASE_STORAGE_EMULATOR_HOST)("the demo patient's record as FHIR", () => {
  const { collections } = buildWorld(new Date());
  const mine = <T extends { data: object }>(docs: T[], field: string) => docs.filter((doc) => (doc.data as Record<string, unknown>)[field] === patientUid);
  const relationships = mine(collections.careRelationships, 'patient');
  const seeded = {
    sessions: mine(collections.sessions, 'userId').length,
    devices: mine(collections.devices, 'userId').length,
    relationships: relationships.length,
    // Doctors as patients see them: by their public profiles (every doctor of his is verified, so has one).
    doctors: new Set(relationships.map((doc) => doc.data.doctor).filter((uid) => collections.doctorProfiles.some((profile) => profile.id === uid))).size,
    appointments: mine(collections.appointments, 'userID').length,
  };
  let patientCopy: Bundle;
  let doctorCopy: Bundle;

  beforeAll(async () => {
    patientCopy = await exportAs(DEMO_ACCOUNTS.patient.email);
    doctorCopy = await exportAs(DEMO_ACCOUNTS.doctor.email);
  }, 240_000);

  // The demo world stays as seeded: the exports' history entries and files go.
  afterAll(async () => {
    await Promise.all(apps.map((app) => deleteApp(app)));
    const admin = initializeAdminApp({ projectId: PROJECT_ID }, 'fhir-export-cleanup');
    try {
      const entries = await getFirestore(admin).collection('auditLog').where('patientUid', '==', patientUid).where('action', '==', 'record.exported').get();
      await Promise.all(entries.docs.map((entry) => entry.ref.delete()));
      const bucket = getAdminStorage(admin).bucket(`${PROJECT_ID}.appspot.com`);
      for (const uid of [patientUid, DEMO_ACCOUNTS.doctor.uid]) await bucket.deleteFiles({ prefix: `recordExports/${uid}/` });
    } finally {
      await deleteAdminApp(admin);
    }
  });

  it('is a valid R4 collection Bundle, every resource and the bundle itself, with zero errors', () => {
    for (const bundle of [patientCopy, doctorCopy]) {
      expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
      expect(schemaErrors(bundle)).toEqual([]);
      for (const { resource } of bundle.entry) expect(schemaErrors(resource), `${resource.resourceType} ${resource.id}`).toEqual([]);
    }
  });

  it('resolves every reference inside the bundle, and holds no hollow resource', () => {
    for (const bundle of [patientCopy, doctorCopy]) {
      expect(unresolvedReferences(bundle)).toEqual([]);
      expect(hollowResources(bundle)).toEqual([]);
      expect(new Set(bundle.entry.map((entry) => entry.fullUrl)).size).toBe(bundle.entry.length);
    }
  });

  it('holds what the seed wrote for him: sessions, devices, doctors, care relationships, appointments', () => {
    expect(seeded.sessions).toBeGreaterThanOrEqual(60);
    const sessions = resourcesOf(patientCopy, 'Observation').filter((o) => o.identifier?.[0].system.endsWith('/sid/session'));
    expect({
      sessions: sessions.length,
      devices: resourcesOf(patientCopy, 'Device').length,
      relationships: resourcesOf(patientCopy, 'Consent').filter((c) => c.category[0].coding?.[0].code === '59284-0').length,
      doctors: resourcesOf(patientCopy, 'Practitioner').length,
      appointments: resourcesOf(patientCopy, 'Appointment').length,
    }).toEqual(seeded);
    expect(new Set(sessions.map((o) => o.identifier?.[0].value))).toEqual(new Set(mine(collections.sessions, 'userId').map((doc) => doc.id)));
    // Each session's length, from its sensor overview.
    expect(sessions.filter((o) => !o.effectivePeriod?.end || !o.component?.some((c) => c.code.coding?.[0].code === '55411-3'))).toEqual([]);
    expect(resourcesOf(patientCopy, 'Patient')).toHaveLength(1);
    expect(resourcesOf(patientCopy, 'CareTeam')).toHaveLength(1);
    expect(resourcesOf(patientCopy, 'CarePlan').length).toBeGreaterThan(0);
    expect(resourcesOf(patientCopy, 'AuditEvent').length).toBeGreaterThan(0);
  });

  it('holds his RTM consent (issue 53) as a Consent of its own category, to the text he agreed to', () => {
    const consents = mine(collections.rtmConsents, 'patientId');
    expect(consents.length).toBeGreaterThan(0);
    const rtm = resourcesOf(patientCopy, 'Consent').filter((c) => c.category[0].coding?.[0].code === 'rtm');
    expect(new Set(rtm.map((c) => c.identifier[0].value))).toEqual(new Set(consents.map((doc) => doc.id)));
  });

  it('holds his outcomes (issue 34): a pain and an effort Observation per check-in, a QuestionnaireResponse per answer', () => {
    const checkIns = mine(collections.outcomeCheckIns, 'patientId');
    const responses = mine(collections.questionnaireResponses, 'patientId');
    expect(checkIns.length).toBeGreaterThan(0);
    const ratings = resourcesOf(patientCopy, 'Observation').filter((o) => ['72514-3', 'session-effort'].includes(o.code.coding?.[0].code ?? ''));
    expect(ratings).toHaveLength(checkIns.length * 2);
    expect(new Set(resourcesOf(patientCopy, 'QuestionnaireResponse').map((r) => r.identifier.value))).toEqual(new Set(responses.map((doc) => doc.id)));
  });

  it("gives management minutes to the doctor's copy only", () => {
    const minutes = (bundle: Bundle) => resourcesOf(bundle, 'Observation').filter((o) => o.code.coding?.[0].code === 'rtm-management-time');
    expect(minutes(patientCopy)).toEqual([]);
    expect(minutes(doctorCopy).length).toBeGreaterThan(0);
  });
});
