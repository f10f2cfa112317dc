/**
 * Everything the seed does to the emulators: the safety check, wiping them,
 * creating Auth accounts and writing documents. Nothing here decides content.
 */
import type { App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { GrpcStatus, Timestamp, getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { COLLECTION_NAMES, type CollectionName } from '@rehab/model/collections';
import type { AuthAccount } from './people';
import type { SeedCollections, ServerRecords } from './world';

/** Firestore refuses documents larger than 1 MiB. */
export const MAX_DOCUMENT_BYTES = 1_048_576;

/**
 * Throws unless the Firestore and Auth emulators are configured: without them
 * the Admin SDK would talk to a real project.
 */
export function assertEmulators(projectId: string, env: NodeJS.ProcessEnv = process.env): void {
  const missing = ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'].filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new Error(
      `Refusing to seed: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set, so this could reach a real Firebase project. ` +
        'Run the seed against the emulators, e.g. `npx tsx scripts/emulators-exec.ts "npx tsx scripts/seed.ts --reset"`.',
    );
  }
  if (env.GCLOUD_PROJECT && env.GCLOUD_PROJECT !== projectId) {
    throw new Error(`Refusing to seed: GCLOUD_PROJECT is '${env.GCLOUD_PROJECT}', but the demo world belongs to '${projectId}'.`);
  }
}

const WRITE_ATTEMPTS = 5;

/**
 * How long a clear waits out a lock: a loaded machine runs the functions' transactions (a trigger still running from
 * the previous step, the local scheduler's every-minute jobs) one after another for tens of seconds.
 */
const CLEAR_LOCK_CEILING_MS = 120_000;

/**
 * Clears one emulator. The Firestore emulator answers 409 ABORTED ('Transaction lock timeout') while a
 * function's transaction holds a lock, so a conflict is waited out and retried (up to CLEAR_LOCK_CEILING_MS)
 * rather than failing the seed; any other refusal fails at once.
 */
export async function emulatorDelete(url: string, what: string): Promise<void> {
  const startedAt = Date.now();
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(url, { method: 'DELETE' });
    if (response.ok) return;
    const body = await response.text();
    if (response.status !== 409 || Date.now() - startedAt >= CLEAR_LOCK_CEILING_MS) {
      throw new Error(`Could not clear ${what} (${response.status} ${response.statusText}): ${body}`);
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(500 * attempt, 5000)));
  }
}

/** How long Firestore must stay empty after a clear before the world is written into it. */
const QUIET_AFTER_CLEAR_MS = 10_000;
/** How long functions may go on writing after a clear before the seed gives up. */
const SETTLE_CEILING_MS = 180_000;

/**
 * Clears Firestore, then again whenever a document appears, until it has stayed empty for QUIET_AFTER_CLEAR_MS.
 * Pausing the triggers stops new deliveries but not the functions already running or queued in the functions
 * emulator (on a loaded machine, the previous tests' triggers, minutes late): one of them writing after the clear
 * left a stranger's alert in the demo world.
 */
async function clearFirestoreUntilQuiet(app: App, url: string): Promise<void> {
  const db = getFirestore(app);
  const startedAt = Date.now();
  await emulatorDelete(url, 'Firestore');
  let emptySince = Date.now();
  while (Date.now() - emptySince < QUIET_AFTER_CLEAR_MS) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const written = await db.listCollections();
    if (written.length === 0) continue;
    if (Date.now() - startedAt > SETTLE_CEILING_MS) {
      throw new Error(`Functions still write to Firestore (${written.map((c) => c.id).join(', ')}) ${SETTLE_CEILING_MS / 1000} s after it was cleared.`);
    }
    await emulatorDelete(url, 'Firestore');
    emptySince = Date.now();
  }
}

/**
 * Uploads committed files to the default bucket (the exercise library's clips and posters). Without the Storage
 * emulator the SDK would reach the real bucket: nothing is uploaded then.
 */
export async function uploadFiles(app: App, uploads: readonly { storagePath: string; file: string; contentType: string }[], env = process.env): Promise<number> {
  if (!env.FIREBASE_STORAGE_EMULATOR_HOST) return 0;
  const bucket = getStorage(app).bucket();
  await Promise.all(uploads.map(({ storagePath, file, contentType }) => bucket.upload(file, { destination: storagePath, contentType, resumable: false })));
  return uploads.length;
}

/**
 * Empties Firestore, Auth and (when its emulator is configured) the default Storage bucket. With `untilQuiet` (the
 * triggers paused by the caller), Firestore is cleared until the functions still running have stopped writing to it.
 */
export async function clearEmulators(app: App, projectId: string, { untilQuiet = false, env = process.env } = {}): Promise<void> {
  if (!env.FIREBASE_STORAGE_EMULATOR_HOST) console.warn('FIREBASE_STORAGE_EMULATOR_HOST is not set: Storage is left as it is.');
  const firestore = `http://${env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${projectId}/databases/(default)/documents`;
  await Promise.all([
    untilQuiet ? clearFirestoreUntilQuiet(app, firestore) : emulatorDelete(firestore, 'Firestore'),
    emulatorDelete(`http://${env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${projectId}/accounts`, 'Auth'),
    // Without the Storage emulator the SDK would reach the real bucket: leave Storage alone then.
    env.FIREBASE_STORAGE_EMULATOR_HOST ? getStorage(app).bucket().deleteFiles({ force: true }) : Promise.resolve(),
  ]);
}

/** Whether the demo world is there already (judged by the demo doctor's account). */
export async function accountExists(auth: Auth, email: string): Promise<boolean> {
  try {
    await auth.getUserByEmail(email);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return false;
    throw error;
  }
}

export async function createAuthAccounts(app: App, accounts: readonly AuthAccount[]): Promise<void> {
  const auth = getAuth(app);
  await Promise.all(
    accounts.map(async (account) => {
      try {
        await auth.createUser({
          uid: account.uid,
          email: account.email,
          emailVerified: true,
          password: account.password,
          displayName: account.displayName,
          ...(account.phoneNumber ? { phoneNumber: account.phoneNumber } : {}),
        });
      } catch (error) {
        // Typically an account left over from a partial world: only a reset gives a consistent one.
        throw new Error(`Could not create the account ${account.email} (${(error as Error).message}). Run the seed with --reset.`);
      }
      if (account.claims) await auth.setCustomUserClaims(account.uid, { ...account.claims });
    }),
  );
}

/**
 * Runs `write` with the functions emulator's background triggers paused (the Emulator Hub's API), when the hub is
 * configured and runs the functions. The seed writes every document a trigger derives (data days, totals, overview
 * rows, profiles) itself; with the triggers on, each of its thousands of writes would still start a trigger, and the
 * functions emulator, a process per concurrent event, would recompute them for minutes after the seed had ended.
 */
export async function withTriggersPaused<T>(write: () => Promise<T>, hub = process.env.FIREBASE_EMULATOR_HUB): Promise<T> {
  const triggers = async (state: 'disable' | 'enable') =>
    hub ? (await fetch(`http://${hub}/functions/${state}BackgroundTriggers`, { method: 'PUT' }).catch(() => undefined))?.ok === true : false;
  if (!(await triggers('disable'))) return write();
  try {
    return await write();
  } finally {
    if (!(await triggers('enable'))) console.warn(`The functions' background triggers could not be resumed through the Emulator Hub at ${hub}.`);
  }
}

/** Firestore's storage size of a value (https://firebase.google.com/docs/firestore/storage-size). */
function valueSize(value: unknown): number {
  if (value === null || typeof value === 'boolean') return 1;
  if (typeof value === 'number' || value instanceof Timestamp) return 8;
  if (typeof value === 'string') return Buffer.byteLength(value) + 1;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + valueSize(item), 0);
  if (typeof value === 'object') {
    return Object.entries(value).reduce((sum, [key, item]) => sum + Buffer.byteLength(key) + 1 + valueSize(item), 0);
  }
  throw new Error(`Unexpected value in a document: ${String(value)}`);
}

/** Firestore's storage size of a document in a top-level collection. */
export function firestoreDocumentSize(collection: string, id: string, data: object): number {
  const nameSize = Buffer.byteLength(collection) + 1 + Buffer.byteLength(id) + 1 + 16;
  return nameSize + valueSize(data) + 32;
}

/**
 * Writes every document (the collections', then the functions' own records) with one unthrottled BulkWriter. Yielding to the event
 * loop every few documents lets batches go out while later documents are
 * still being serialised, so the client and the emulator work side by side.
 */
export async function writeCollections(
  app: App,
  collections: Partial<SeedCollections>,
  serverRecords: Partial<ServerRecords> = {},
): Promise<Record<CollectionName, number>> {
  const db = getFirestore(app);
  const writer = db.bulkWriter({ throttling: false });
  const failures: string[] = [];
  writer.onWriteError((error) => {
    // A lock held by a function's transaction (ABORTED) or a busy emulator (UNAVAILABLE) passes: retry those.
    if ((error.code === GrpcStatus.ABORTED || error.code === GrpcStatus.UNAVAILABLE) && error.failedAttempts < WRITE_ATTEMPTS) return true;
    failures.push(`${error.documentRef.path}: ${error.message}`);
    return false;
  });
  const written = {} as Record<CollectionName, number>;
  let sinceYield = 0;
  for (const name of COLLECTION_NAMES) {
    for (const { id, data } of collections[name] ?? []) {
      const size = firestoreDocumentSize(name, id, data);
      if (size > MAX_DOCUMENT_BYTES) throw new Error(`${name}/${id} is ${size} bytes, over Firestore's 1 MiB limit`);
      // Failures are collected by onWriteError; the promise itself needs no handler.
      writer.set(db.collection(name).doc(id), data).catch(() => undefined);
      if (++sinceYield === 20) {
        sinceYield = 0;
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    written[name] = collections[name]?.length ?? 0;
  }
  for (const [name, docs] of Object.entries(serverRecords)) {
    for (const { id, data } of docs ?? []) writer.set(db.collection(name).doc(id), data).catch(() => undefined);
  }
  await writer.close();
  if (failures.length > 0) throw new Error(`${failures.length} documents could not be written:\n${failures.slice(0, 10).join('\n')}`);
  return written;
}
