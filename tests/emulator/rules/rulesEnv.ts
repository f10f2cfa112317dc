/**
 * One rules-unit-testing environment for all rules tests, on its own project
 * id so that arranging and clearing data never touches the demo world. Storage
 * has one bucket in the emulator (the app's) and the rules the emulator started
 * with (storage.rules), so storage tests use paths of their own.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { initializeTestEnvironment, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { initializeApp } from 'firebase/app';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { Timestamp as AdminTimestamp, getFirestore as getAdminFirestore, type Firestore as AdminFirestore, type WriteBatch } from 'firebase-admin/firestore';
import { deleteDoc, doc, getDoc, setDoc, setLogLevel, Timestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { connectFirestoreEmulator as connectLiteEmulator, getFirestore as getLiteFirestore, type Firestore as LiteFirestore } from 'firebase/firestore/lite';
import { ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { deletionAuditId } from '@rehab/model/audit';
import { ACCOUNTS, ROLES, type Role } from './actors';
import { BASELINE } from './world';

export const RULES_PROJECT_ID = 'demo-rules';
/** The Storage emulator serves the app's default bucket. */
export const STORAGE_BUCKET = `gs://${process.env.GCLOUD_PROJECT ?? 'demo-rehab'}.appspot.com`;
const ROOT = resolve(import.meta.dirname, '../../..');

function hostAndPort(variable: string) {
  const value = process.env[variable];
  if (!value) throw new Error(`${variable} is not set: run this through the emulators (npm run test:emulators)`);
  const [host, port] = value.split(':');
  return { host, port: Number(port) };
}

export function firestoreHost(): string {
  const { host, port } = hostAndPort('FIRESTORE_EMULATOR_HOST');
  return `${host}:${port}`;
}

export async function createRulesEnv(): Promise<RulesTestEnvironment> {
  // Refused requests are the point of these tests: keep the SDK from logging each one.
  setLogLevel('silent');
  return initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: { ...hostAndPort('FIRESTORE_EMULATOR_HOST'), rules: readFileSync(resolve(ROOT, 'firestore.rules'), 'utf8') },
    // The Storage emulator already runs storage.rules (firebase.json): reloading them is slow and, on a
    // loaded machine, has stopped the emulator.
    storage: hostAndPort('FIREBASE_STORAGE_EMULATOR_HOST'),
  });
}

/** A signed-in (or signed-out) context per role, with the claims its account has. */
export function contextsFor(env: RulesTestEnvironment): Record<Role, RulesTestContext> {
  return Object.fromEntries(
    ROLES.map((role) => {
      if (role === 'signedOut') return [role, env.unauthenticatedContext()];
      const { uid, email, claims } = ACCOUNTS[role];
      return [role, env.authenticatedContext(uid, { email, email_verified: true, ...claims })];
    }),
  ) as Record<Role, RulesTestContext>;
}

export function firestoreOf(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

const oneShotReaders = new Map<string, LiteFirestore>();

/**
 * A signed-in role's Firestore Lite client: each read is one request (BatchGetDocuments, RunQuery) that the rules judge
 * against the data as it is then. The full SDK reads through a listener on the client's stream, which was seen once,
 * under load, to answer a read made right after an arrangement from the state before it; a test whose arrangements
 * take access away and back within moments reads with this.
 */
export function oneShotReaderOf(role: Exclude<Role, 'signedOut'>): LiteFirestore {
  const found = oneShotReaders.get(role);
  if (found) return found;
  const { uid, email, claims } = ACCOUNTS[role];
  const db = getLiteFirestore(initializeApp({ projectId: RULES_PROJECT_ID }, `one-shot-${role}`));
  const [host, port] = firestoreHost().split(':');
  connectLiteEmulator(db, host, Number(port), { mockUserToken: { sub: uid, user_id: uid, email, email_verified: true, ...claims } });
  oneShotReaders.set(role, db);
  return db;
}

export function storageOf(context: RulesTestContext): FirebaseStorage {
  return context.storage(STORAGE_BUCKET) as unknown as FirebaseStorage;
}

/**
 * A rules-disabled client for arranging data, open for the whole run: opening
 * one per arrangement (withSecurityRulesDisabled's usual use) starts a new
 * client each time, which made the matrix several times slower.
 */
export interface Arranger {
  db: Firestore;
  storage: FirebaseStorage;
  close(): Promise<void>;
}

export async function openArranger(env: RulesTestEnvironment): Promise<Arranger> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let closing: Promise<void> = Promise.resolve();
  const opened = new Promise<RulesTestContext>((resolve, reject) => {
    closing = env.withSecurityRulesDisabled(async (context) => {
      resolve(context);
      await released;
    });
    closing.catch(reject);
  });
  const context = await opened;
  return {
    db: firestoreOf(context),
    storage: storageOf(context),
    close: async () => {
      release();
      await closing;
    },
  };
}

/**
 * The entry that recorded a world document's deletion: a document put back as it was has its old
 * `auditId`, so deleting it again makes the same entry id, which must be free again.
 */
function deletionEntryOf(arranger: Arranger, path: string) {
  const [collectionName, id] = path.split('/');
  return doc(arranger.db, 'auditLog', deletionAuditId(collectionName, id, (BASELINE[path] as { auditId?: string }).auditId));
}

/** Puts the world back as world.ts describes it, removing the given extra documents. */
export async function restoreWorld(arranger: Arranger, extraPaths: string[] = []): Promise<void> {
  const batch = writeBatch(arranger.db);
  for (const path of extraPaths) batch.delete(doc(arranger.db, path));
  for (const [path, data] of Object.entries(BASELINE)) {
    batch.set(doc(arranger.db, path), data);
    batch.delete(deletionEntryOf(arranger, path));
  }
  await batch.commit();
}

/** Puts these documents back as world.ts describes them (deleting those it does not have). */
export async function restorePaths(arranger: Arranger, paths: string[]): Promise<void> {
  const batch = writeBatch(arranger.db);
  for (const path of paths) {
    if (path in BASELINE) {
      batch.set(doc(arranger.db, path), BASELINE[path]);
      batch.delete(deletionEntryOf(arranger, path));
    } else {
      batch.delete(doc(arranger.db, path));
    }
  }
  await batch.commit();
}

/** Arranges one document: writes it, or deletes it when data is null. */
export async function arrangeDoc(arranger: Arranger, path: string, data: Record<string, unknown> | null): Promise<void> {
  if (data === null) await deleteDoc(doc(arranger.db, path));
  else await setDoc(doc(arranger.db, path), data);
}

/** Reads one document past the rules (to check what a refused write left behind). */
export async function readDoc(arranger: Arranger, path: string): Promise<Record<string, unknown> | undefined> {
  return (await getDoc(doc(arranger.db, path))).data();
}

/** The collections storage.rules reads (firestore.get): who is in which clinic, who approves it, its exercises. */
const READ_BY_STORAGE_RULES = ['clinicMembers', 'clinicConsents', 'clinicExercises'];

const mirroredPaths = () => Object.keys(BASELINE).filter((path) => READ_BY_STORAGE_RULES.includes(path.split('/')[0]));

/** Runs `change` with a batch of the Storage emulator's own project (the Admin SDK, past that project's rules). */
async function inStorageProject(change: (db: AdminFirestore, batch: WriteBatch) => void): Promise<void> {
  const app = initializeAdminApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-rehab' }, 'storage-rules-world');
  try {
    const db = getAdminFirestore(app);
    const batch = db.batch();
    change(db, batch);
    await batch.commit();
  } finally {
    await deleteAdminApp(app);
  }
}

/**
 * Copies the world's documents storage.rules reads into the Storage emulator's own project, where its rules read them:
 * the matrix's Firestore world is in a project of its own (RULES_PROJECT_ID). The returned function removes them
 * again, so that the demo project's tests after the rules meet none of them.
 */
export async function mirrorWorldForStorageRules(): Promise<() => Promise<void>> {
  await inStorageProject((db, batch) => {
    for (const path of mirroredPaths()) batch.set(db.doc(path), asAdminData(BASELINE[path]) as Record<string, unknown>);
  });
  return () =>
    inStorageProject((db, batch) => {
      for (const path of mirroredPaths()) batch.delete(db.doc(path));
    });
}

/** The world's values for the Admin SDK, which takes its own Timestamps only. */
function asAdminData(value: unknown): unknown {
  if (value instanceof Timestamp) return AdminTimestamp.fromMillis(value.toMillis());
  if (Array.isArray(value)) return value.map(asAdminData);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, asAdminData(field)]));
  return value;
}

/** Uploads a file past the rules. */
export async function arrangeFile(arranger: Arranger, path: string, contentType: string, bytes: Uint8Array = new Uint8Array([1, 2, 3])): Promise<void> {
  await uploadBytes(ref(arranger.storage, path), bytes, { contentType });
}
