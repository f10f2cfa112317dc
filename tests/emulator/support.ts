/**
 * Shared set-up for tests that run against the Firebase emulators: an Admin
 * SDK for arranging data, and signed-in web SDK clients for acting as users.
 */
import { deleteApp, initializeApp as initClientApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { BASE_PORTS } from '@rehab/model/emulatorPorts';

export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-rehab';

function hostOf(variable: string): { host: string; port: number } {
  const value = process.env[variable];
  if (!value) throw new Error(`${variable} is not set: run this through the emulators (npm run test:emulators)`);
  const [host, port] = value.split(':');
  return { host, port: Number(port) };
}

if (getApps().length === 0) initializeApp({ projectId: PROJECT_ID });
export const adminAuth = getAdminAuth();
export const adminDb = getAdminFirestore();

const openApps: FirebaseApp[] = [];

/** A web SDK client signed in as a fresh account (created with the Admin SDK). */
export async function signedInClient(options: { claims?: Record<string, unknown>; email?: string } = {}) {
  const email = options.email ?? `test-${randomUUID()}@example.test`;
  const password = 'Test1234!';
  const user = await adminAuth.createUser({ email, password, emailVerified: true });
  if (options.claims) await adminAuth.setCustomUserClaims(user.uid, options.claims);
  const app = initClientApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `client-${randomUUID()}`);
  openApps.push(app);
  const auth = getAuth(app);
  const authHost = hostOf('FIREBASE_AUTH_EMULATOR_HOST');
  connectAuthEmulator(auth, `http://${authHost.host}:${authHost.port}`, { disableWarnings: true });
  const functions = getFunctions(app, 'us-central1');
  const origin = new URL(process.env.FUNCTIONS_EMULATOR_ORIGIN ?? `http://127.0.0.1:${BASE_PORTS.functions}`);
  connectFunctionsEmulator(functions, origin.hostname, Number(origin.port));
  await signInWithEmailAndPassword(auth, email, password);
  return {
    uid: user.uid,
    email,
    auth,
    call: <Req, Res>(name: string, data: Req) => httpsCallable<Req, Res>(functions, name)(data),
  };
}

export async function closeClients() {
  await Promise.all(openApps.splice(0).map((app) => deleteApp(app)));
}
