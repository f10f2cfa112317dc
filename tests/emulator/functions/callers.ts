/**
 * Callers for the function tests: doctors with records, admins, and a visitor
 * who is not signed in. Built on support.ts's signed-in clients.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { randomUUID } from 'node:crypto';
import { adminDb, PROJECT_ID, signedInClient } from '../support';
import { BASE_PORTS } from '@rehab/model/emulatorPorts';
import { careRelationshipId, type CareState } from '@rehab/model/care';
import { clinicConsentId, type ClinicRole } from '@rehab/model/clinics';
import { addDays, dayKey } from '@rehab/model/monitoring';
import type { OverviewRow } from '@rehab/model/collections';
import { waitForEffect } from '../../effects';

export type Client = Awaited<ReturnType<typeof signedInClient>>;

export function uniqueId(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

/** A care relationship between a patient and a doctor (active: the patient granted access). */
export async function arrangeCare(patientUid: string, doctorUid: string, state: CareState = 'active', devices: Record<string, string> = {}): Promise<void> {
  await adminDb.doc(`careRelationships/${careRelationshipId(patientUid, doctorUid)}`).set({
    patient: patientUid,
    doctor: doctorUid,
    doctorName: 'Dana Doctor',
    state,
    requestedAt: new Date(),
    since: state === 'active' ? new Date() : null,
    grantedBy: state === 'active' ? patientUid : null,
    devices,
  });
}

const DAY_MS = 86_400_000;

/** The patient's approval of the clinic, asked eleven days ago by his primary clinician there and given ten days ago. */
export function clinicApproval(patientId: string, clinicId: string, primary: string) {
  return {
    patient: patientId,
    clinicId,
    clinicName: 'Northside Rehab',
    state: 'active',
    requestedAt: Timestamp.fromMillis(Date.now() - 11 * DAY_MS),
    requestedBy: primary,
    primary,
    since: Timestamp.fromMillis(Date.now() - 10 * DAY_MS),
    grantedBy: patientId,
  };
}

/** Writes that approval (issue 51: only the primary, or his cover, looks after the patient for the clinic). */
export async function approveClinic(patientId: string, clinicId: string, primary: string): Promise<void> {
  await adminDb.doc(`clinicConsents/${clinicConsentId(patientId, clinicId)}`).set(clinicApproval(patientId, clinicId, primary));
}

/** Workouts two days ago without a session: the patient's noSessions alert opens while someone cares for him. */
export async function missedWorkout(patientId: string, doctorId: string): Promise<void> {
  const planId = uniqueId('plan');
  await adminDb.doc(`exerciseplan/${planId}`).set({ name: 'Knee', isPublic: false, createdBy: doctorId, exercises: {} });
  const day = addDays(dayKey(Date.now(), 'UTC'), -2);
  await adminDb.doc(`scheduledWorkouts/${patientId}`).set({ [day]: { e0: { name: 'Knee', isPublic: false, exerciseId: planId, doctorId } } });
}

/** A doctors record: the functions count a doctor's care only while he is verified (caresFor of @rehab/model/care). */
export async function doctorRecord(uid: string, options: { verified?: boolean; devices?: string[]; patients?: string[]; email?: string } = {}): Promise<void> {
  await adminDb.doc(`doctors/${uid}`).set({
    firstName: 'Dana',
    lastName: 'Doctor',
    position: '',
    gender: '',
    address: '',
    specialities: [],
    profilePic: '',
    devices: options.devices ?? [],
    patients: options.patients ?? [],
    isVerified: options.verified ?? true,
    notifications: [],
    phoneNumber: '',
    email: options.email ?? `${uid}@example.test`,
  });
}

/** A verified doctor in the clinic with this role and name (after the clinic of one its trigger gives him first). */
export async function clinicDoctor(clinicId: string, role: ClinicRole, name: string): Promise<string> {
  const uid = uniqueId('doc');
  await doctorRecord(uid);
  await waitForEffect('the clinic of one', async () => (await adminDb.doc(`clinicMembers/${uid}`).get()).exists);
  await adminDb.doc(`clinicMembers/${uid}`).set({ clinicId, role, supervisor: null, name, email: `${uid}@example.test`, since: Timestamp.now() });
  return uid;
}

/** A patient named so, who approved the clinic with this primary; monitored from `start` with these data days. */
export async function clinicPatient(clinicId: string, primary: string, firstName: string, monitoring?: { start: string; days: string[] }): Promise<string> {
  const uid = uniqueId('pat');
  await adminDb.doc(`users/${uid}`).set({ firstName, lastName: 'Test', email: `${uid}@example.test`, isAuthorized: true, devices: {}, sessions: [], timeZone: 'UTC' });
  if (monitoring) {
    await adminDb.doc(`monitoring/${uid}`).set({
      patientId: uid,
      timeZone: 'UTC',
      periodStart: monitoring.start,
      days: Object.fromEntries(monitoring.days.map((day) => [day, { [`s-${day}`]: true }])),
      romGoals: {},
    });
  }
  await approveClinic(uid, clinicId, primary);
  return uid;
}

/** A signed-in doctor (claim set) with a doctors record, granted access by the `granted` patients. */
export async function doctorClient(options: { verified?: boolean; devices?: string[]; patients?: string[]; granted?: string[] } = {}): Promise<Client> {
  const client = await signedInClient({ claims: { doctor: true } });
  await doctorRecord(client.uid, { ...options, email: client.email });
  for (const patientUid of options.granted ?? []) await arrangeCare(patientUid, client.uid);
  return client;
}

export function adminClient(): Promise<Client> {
  return signedInClient({ claims: { admin: true } });
}

/** A signed-in patient with a users record. */
export async function patientClient(): Promise<Client> {
  const client = await signedInClient();
  await adminDb.doc(`users/${client.uid}`).set({ firstName: 'Pat', lastName: 'Ient', email: client.email, isAuthorized: true, devices: {}, sessions: [] });
  return client;
}

/** Calls a function without signing in. */
export async function callSignedOut(name: string, data: unknown): Promise<unknown> {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `visitor-${randomUUID()}`);
  try {
    const functions = getFunctions(app, 'us-central1');
    const origin = new URL(process.env.FUNCTIONS_EMULATOR_ORIGIN ?? `http://127.0.0.1:${BASE_PORTS.functions}`);
    connectFunctionsEmulator(functions, origin.hostname, Number(origin.port));
    return (await httpsCallable(functions, name)(data)).data;
  } finally {
    await deleteApp(app);
  }
}

/**
 * How a call was refused, as a plain object to compare: an Error's message is
 * not an own enumerable field, and the web SDK appends the HTTP status (' [403]').
 */
export function refusalOf(call: Promise<unknown>): Promise<{ code: string; message: string; details?: unknown }> {
  return call.then(
    () => {
      throw new Error('expected the call to be refused, but it succeeded');
    },
    (error: { code: string; message: string; details?: unknown }) => ({
      code: error.code,
      message: error.message.replace(/ \[\d{3}\]$/, ''),
      details: error.details,
    }),
  );
}

/** Whether the Auth emulator accepts this e-mail and password. */
export async function canSignIn(email: string, password: string): Promise<boolean> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return response.ok;
}

/** Calls a callable over plain HTTP with this ID token and raw JSON body: the HTTP status and the answer. */
export async function postToCallable(name: string, idToken: string, body: string): Promise<{ status: number; answer: unknown }> {
  const origin = process.env.FUNCTIONS_EMULATOR_ORIGIN ?? `http://127.0.0.1:${BASE_PORTS.functions}`;
  const response = await fetch(`${origin}/${PROJECT_ID}/us-central1/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
    body,
  });
  return { status: response.status, answer: await response.json() };
}

/**
 * The same ID token with its sign-in time moved to `authTime` (seconds), unsigned: the emulators accept unsigned
 * tokens, so a test can present a session signed in long ago without waiting for it.
 */
export function withSignInTime(idToken: string, authTime: number): string {
  const claims = JSON.parse(Buffer.from(idToken.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ ...claims, auth_time: authTime })}.`;
}

/** Waits until the doctor's overview rows satisfy `done` (the triggers run asynchronously; cold on a loaded machine). */
export async function overviewRowsWhen(doctorId: string, done: (rows: Record<string, OverviewRow>) => boolean): Promise<Record<string, OverviewRow>> {
  return waitForEffect(`the overview rows of ${doctorId}`, async () => {
    const rows = ((await adminDb.doc(`doctorOverview/${doctorId}`).get()).get('rows') ?? {}) as Record<string, OverviewRow>;
    return done(rows) && rows;
  });
}
