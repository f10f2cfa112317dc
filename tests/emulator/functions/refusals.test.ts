/**
 * Who may not call what, for every callable: a visitor who is not signed in,
 * an account with neither records nor claims (never an admin, whatever the
 * app's route guard shows it), and a `doctor` claim without a doctors record.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, adminDb, closeClients, signedInClient } from '../support';
import { callSignedOut, refusalOf, type Client } from './callers';

afterAll(closeClients);

const CALLABLES: { name: string; payload: (caller: Client) => Record<string, unknown> }[] = [
  { name: 'addDoctorClaim', payload: (caller) => ({ uid: caller.uid }) },
  { name: 'createFirebaseUser', payload: () => ({ email: 'never-made@example.test', password: 'Str0ng!pass', displayName: 'Never Made' }) },
  { name: 'retrievePatients', payload: (caller) => ({ uid: caller.uid }) },
  { name: 'updateFirebaseUser', payload: () => ({ uid: 'refusals-target', displayName: 'Hijacked', emailVerified: true }) },
  { name: 'deleteFirebaseUser', payload: () => ({ uid: 'refusals-target' }) },
  { name: 'updateAuthDoctor', payload: (caller) => ({ uid: caller.uid, info: { displayName: 'Not A Doctor' } }) },
  { name: 'searchByEmail', payload: () => ({ email: 'someone@example.test' }) },
  { name: 'registerDevice', payload: () => ({ deviceId: 'GLV-1001' }) },
  { name: 'deleteSession', payload: () => ({ sessionId: 'refusals-session' }) },
  { name: 'restoreSession', payload: () => ({ sessionId: 'refusals-session' }) },
  { name: 'deleteExercisePlan', payload: () => ({ planId: 'refusals-plan' }) },
  // Its own record, which an account without records does not have.
  { name: 'exportPatientRecord', payload: (caller) => ({ patientId: caller.uid, format: 'fhir' }) },
];

/** What an account without records is told: addDoctorClaim needs a doctors record, the others a role it lacks. */
const NO_RECORDS_CODE: Record<string, string> = { addDoctorClaim: 'functions/failed-precondition' };

describe('callables refuse callers without the role', () => {
  let noRecords: Client;
  let claimOnly: Client;

  beforeAll(async () => {
    await adminAuth.deleteUser('refusals-target').catch(() => undefined);
    await adminAuth.createUser({ uid: 'refusals-target', email: 'refusals-target@example.test', emailVerified: false });
    noRecords = await signedInClient();
    claimOnly = await signedInClient({ claims: { doctor: true } });
    // What the clinical callables would act on, if they did.
    await adminDb.doc('sessions/refusals-session').set({ id: 'refusals-session', userId: 'refusals-patient', devices: [], movements: [], notes: '', tags: [], removedTimePoints: [] });
    await adminDb.doc('deletedSessions/refusals-session').set({ userId: 'refusals-patient', session: {}, postsessions: {}, tags: {} });
    await adminDb.doc('exerciseplan/refusals-plan').set({ name: 'Plan', device: 'Glove', exerciseArray: ['ex-1'], reps: [1], isPublic: true, createdBy: 'someone' });
  });

  afterAll(async () => {
    // Nothing any refused call asked for happened.
    expect(await adminAuth.getUser('refusals-target')).toMatchObject({ displayName: undefined, emailVerified: false });
    expect((await adminAuth.getUsers([{ email: 'never-made@example.test' }])).users).toEqual([]);
    expect((await adminAuth.getUser(noRecords.uid)).customClaims ?? {}).toEqual({});
    for (const path of ['sessions/refusals-session', 'deletedSessions/refusals-session', 'exerciseplan/refusals-plan']) {
      expect((await adminDb.doc(path).get()).exists).toBe(true);
    }
  });

  it.each(CALLABLES.map((entry) => [entry.name, entry] as const))('%s: not signed in → unauthenticated', async (_name, entry) => {
    const refusal = await refusalOf(callSignedOut(entry.name, entry.payload({ uid: 'visitor' } as Client)));
    expect(refusal).toEqual({ code: 'functions/unauthenticated', message: 'Sign in first.', details: undefined });
  });

  it.each(CALLABLES.map((entry) => [entry.name, entry] as const))('%s: an account without records or claims is refused', async (_name, entry) => {
    const refusal = await refusalOf(noRecords.call(entry.name, entry.payload(noRecords)));
    expect(refusal.code).toBe(NO_RECORDS_CODE[entry.name] ?? 'functions/permission-denied');
  });

  it.each(['retrievePatients', 'updateAuthDoctor', 'searchByEmail', 'registerDevice'])('%s: a doctor claim without a doctors record is refused', async (name) => {
    const entry = CALLABLES.find((c) => c.name === name)!;
    expect(await refusalOf(claimOnly.call(name, entry.payload(claimOnly)))).toMatchObject({
      code: 'functions/permission-denied',
      message: 'Only a verified doctor may do this.',
    });
  });
});
