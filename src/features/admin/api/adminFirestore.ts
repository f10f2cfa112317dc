/**
 * The admin console's Firestore, Auth and callable access, called by the
 * endpoints in ./adminApi.ts. The browser works on any collection the
 * catalogue names, so documents are read through untyped references; this
 * file is the one place that makes them (`anyCollection`, `anyDocument`).
 */
import { sendPasswordResetEmail } from 'firebase/auth';
import {
  FieldPath,
  arrayUnion,
  collection,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  startAfter,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase/firestore';
import { auth } from '../../../lib/firebase/app';
import { db } from '../../../lib/firebase/firestore';
import { auditedDelete, auditedSet, auditedUpdateField } from '../../../lib/firebase/audit';
import { callable } from '../../../lib/firebase/callables';
import { col, docRef } from '../../../lib/firebase/collections';
import { auditContext, currentActor } from '../../../lib/firebase/currentActor';
import { withId, type WithId } from '../../../lib/firebase/withId';
import { isClinicalCollection, patientOfDocument, type AuditValue } from '@rehab/model/audit';
import { CARE_FLAGGED_COLLECTIONS, careRelationshipId, isInCare } from '@rehab/model/care';
import type { CollectionSettings, Device, DeviceType, Side } from '@rehab/model/collections';
import { errorMessage } from '../../../lib/store/errors';
import type { SortOrder } from '../adminSlice';
import { isAccountCollection } from '../logic/collectionIcons';
import type { QueryFilter } from '../logic/filters';
import { holdsFields, type DeviceAssignment } from '../logic/newDocument';

export const COLLECTION_PAGE_SIZE = 15;

/** A document of any collection, with its id. */
export type AdminDocument = DocumentData & { docId: string };

export type CollectionEntry = WithId<CollectionSettings>;

function anyCollection(name: string) {
  return collection(db, name);
}

/** An untyped reference to a document of any collection (the detail page subscribes to it). */
export function anyDocument(collectionName: string, id: string) {
  return doc(db, collectionName, id);
}

/** The AllCollections catalogue, sorted alphabetically by collection name. */
export async function listCollections(): Promise<CollectionEntry[]> {
  const snapshot = await getDocs(col('AllCollections'));
  return snapshot.docs.map(withId).sort((a, b) => a.docId.localeCompare(b.docId, 'en', { sensitivity: 'base' }));
}

export type DocumentCursor = QueryDocumentSnapshot;

/** One page of a collection's documents, and where the next page starts (null after the last page). */
export interface DocumentPage {
  items: AdminDocument[];
  cursor: DocumentCursor | null;
}

/**
 * One page (15) of a collection, with the where filters and order given, after
 * the cursor of the previous page. A full page may have a next one; a shorter
 * page is the last.
 */
export async function fetchDocumentPage(
  collectionName: string,
  { filters, sort, after }: { filters: readonly QueryFilter[]; sort: SortOrder | null; after?: DocumentCursor | null },
): Promise<DocumentPage> {
  const constraints: QueryConstraint[] = filters.map((f) => where(f.field, f.operator, f.value));
  if (sort) constraints.push(orderBy(sort.field, sort.direction));
  if (after) constraints.push(startAfter(after));
  constraints.push(limit(COLLECTION_PAGE_SIZE));
  const snapshot = await getDocs(query(anyCollection(collectionName), ...constraints));
  const full = snapshot.docs.length === COLLECTION_PAGE_SIZE;
  return { items: snapshot.docs.map(withId), cursor: full ? snapshot.docs[snapshot.docs.length - 1] : null };
}

/** The Doc ID search: the document with that id, or nothing. */
export async function findDocument(collectionName: string, id: string): Promise<AdminDocument[]> {
  const snapshot = await getDoc(anyDocument(collectionName, id));
  return snapshot.exists() ? [withId(snapshot)] : [];
}

export interface DeletionOutcome {
  deleted: string[];
  /** documents kept because their account could not be deleted, with the reason */
  failed: { id: string; reason: string }[];
}

/**
 * Collections whose every change from the console is recorded in the audit
 * trail: clinical data, and the people records that hold a patient's devices,
 * sessions and doctors.
 */
export function isRecordedCollection(collectionName: string): boolean {
  return isClinicalCollection(collectionName) || collectionName === 'users' || collectionName === 'doctors';
}

/**
 * Deletes documents in one batch. For users, doctors and admin the account
 * goes first (deleteFirebaseUser per id); a document whose account could not
 * be deleted is kept, so that no account is left without its record. Sessions
 * and plans go as the app deletes them (restorably, and off every calendar),
 * other clinical documents with their audit entries.
 */
export async function deleteDocuments(collectionName: string, ids: readonly string[]): Promise<DeletionOutcome> {
  if (collectionName === 'sessions' || collectionName === 'exerciseplan') return deleteThroughFunctions(collectionName, ids);
  if (isClinicalCollection(collectionName)) {
    await deleteRecorded(collectionName, ids);
    return { deleted: [...ids], failed: [] };
  }
  const failed: DeletionOutcome['failed'] = [];
  let deletable = [...ids];
  if (isAccountCollection(collectionName)) {
    const deleteAccount = callable('deleteFirebaseUser');
    const results = await Promise.allSettled(ids.map((uid) => deleteAccount({ uid })));
    results.forEach((result, index) => {
      if (result.status === 'rejected') failed.push({ id: ids[index], reason: errorMessage(result.reason) });
    });
    deletable = ids.filter((id) => !failed.some((f) => f.id === id));
  }
  const batch = writeBatch(db);
  for (const id of deletable) batch.delete(anyDocument(collectionName, id));
  await batch.commit();
  return { deleted: deletable, failed };
}

/** Sessions (deleteSession: restorable) and plans (deleteExercisePlan: off every calendar), one by one; a refusal keeps that one. */
async function deleteThroughFunctions(collectionName: 'sessions' | 'exerciseplan', ids: readonly string[]): Promise<DeletionOutcome> {
  const results = await Promise.allSettled(
    ids.map((id) => (collectionName === 'sessions' ? callable('deleteSession')({ sessionId: id }) : callable('deleteExercisePlan')({ planId: id }))),
  );
  const failed = ids.flatMap((id, index) => {
    const result = results[index];
    return result.status === 'rejected' ? [{ id, reason: errorMessage(result.reason) }] : [];
  });
  return { deleted: ids.filter((id) => !failed.some((f) => f.id === id)), failed };
}

/** Deletes clinical documents in one transaction, each with its audit entry. */
async function deleteRecorded(collectionName: string, ids: readonly string[]): Promise<void> {
  await runTransaction(db, async (tx) => {
    const actor = await currentActor('admin', tx);
    const refs = ids.map((id) => anyDocument(collectionName, id));
    const snapshots = await Promise.all(refs.map((ref) => tx.get(ref)));
    snapshots.forEach((snapshot, index) => {
      const data = snapshot.data();
      if (!data) return;
      auditedDelete(auditContext(tx, actor), refs[index], data.auditId, {
        action: 'record.deleted',
        patientUid: patientOfDocument(collectionName, ids[index], data),
      });
    });
  });
}

/** The value at a path inside a document (null when there is none). */
function valueAt(data: DocumentData | undefined, path: readonly string[]): AuditValue {
  let value: unknown = data;
  for (const key of path) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return (value ?? null) as AuditValue;
}

/**
 * Writes one field (by its path); in a recorded collection together with its
 * audit entry, which holds the value before and `after`.
 */
async function writeField(collectionName: string, id: string, path: readonly string[], value: unknown, after: (before: AuditValue) => AuditValue): Promise<void> {
  const ref = anyDocument(collectionName, id);
  const field = new FieldPath(...path);
  if (!isRecordedCollection(collectionName)) {
    await updateDoc(ref, field, value);
    return;
  }
  await runTransaction(db, async (tx) => {
    const actor = await currentActor('admin', tx);
    const data = (await tx.get(ref)).data();
    const before = valueAt(data, path);
    auditedUpdateField(auditContext(tx, actor), ref, field, value, {
      action: 'record.edited',
      patientUid: patientOfDocument(collectionName, id, data),
      changes: { [path.join('.')]: { before, after: after(before) } },
    });
  });
}

/** Sets a field, or a key inside a map field, by its path. */
export async function updateField(collectionName: string, id: string, path: readonly string[], value: unknown): Promise<void> {
  await writeField(collectionName, id, path, value, () => value as AuditValue);
}

/** Removes a field, or a key inside a map field. */
export async function removeField(collectionName: string, id: string, path: readonly string[]): Promise<void> {
  await writeField(collectionName, id, path, deleteField(), () => null);
}

/** Adds items to an array field (items it already holds are not added twice). */
export async function appendToArray(collectionName: string, id: string, field: string, items: readonly unknown[]): Promise<void> {
  await writeField(collectionName, id, [field], arrayUnion(...items), (before) => [...(Array.isArray(before) ? before : []), ...(items as AuditValue[])]);
}

/** One change the detail page makes to a document. */
export type DocumentChange =
  | { kind: 'update'; path: readonly string[]; value: unknown }
  | { kind: 'remove'; path: readonly string[] }
  /** adds an item to an array field */
  | { kind: 'append'; field: string; item: unknown }
  /** a person's device: the devices map entry (its side) and the device's own document (its type) */
  | { kind: 'setDevice'; deviceId: string; side: string; deviceType: string };

/** A person's names as stored, for renaming their account when one of them changes. */
export interface StoredNames {
  firstName: string;
  lastName: string;
}

const NAME_FIELDS = ['firstName', 'lastName'];

/**
 * Makes one change to a document. A first or last name change of a person
 * (users, doctors, admin) also renames their account, with the other name as stored.
 */
export async function changeDocument(collectionName: string, id: string, change: DocumentChange, names: StoredNames | null): Promise<void> {
  switch (change.kind) {
    case 'update': {
      await updateField(collectionName, id, change.path, change.value);
      const [field] = change.path;
      if (isAccountCollection(collectionName) && change.path.length === 1 && NAME_FIELDS.includes(field)) {
        const renamed = { firstName: names?.firstName ?? '', lastName: names?.lastName ?? '', [field]: String(change.value) };
        await renameAccount(id, renamed.firstName, renamed.lastName);
      }
      return;
    }
    case 'remove':
      return removeField(collectionName, id, change.path);
    case 'append':
      return appendToArray(collectionName, id, change.field, [change.item]);
    case 'setDevice':
      return setDeviceEntry(collectionName, id, change.deviceId, change.side, change.deviceType);
  }
}

/** The ids of the device types (deviceTypes documents), alphabetical. */
export async function listDeviceTypes(): Promise<string[]> {
  const snapshot = await getDocs(col('deviceTypes'));
  return snapshot.docs.map((entry) => entry.id).sort((a, b) => a.localeCompare(b));
}

/** The type stored on a device's own document, or '' when it has none. */
export async function deviceTypeOf(deviceId: string): Promise<string> {
  const snapshot = await getDoc(docRef('devices', deviceId));
  return snapshot.data()?.deviceType ?? '';
}

/** A device's own document for its user: id, type, side, user and the type's sensors (copied, as the model says). */
async function deviceRecord(deviceId: string, deviceType: string, side: string, userId: string): Promise<Device> {
  const type = await getDoc(docRef('deviceTypes', deviceType));
  return { id: deviceId, deviceType: deviceType as DeviceType, side: side as Side, userId, sensors: type.data()?.sensors ?? [] };
}

/** Gives a person a device: the entry in their devices map (recorded) and the device's own document, together. */
export async function setDeviceEntry(collectionName: string, uid: string, deviceId: string, side: string, deviceType: string): Promise<void> {
  const record = await deviceRecord(deviceId, deviceType, side, uid);
  const actor = await currentActor('admin');
  const batch = writeBatch(db);
  auditedUpdateField(auditContext(batch, actor), anyDocument(collectionName, uid), new FieldPath('devices', deviceId), side, {
    action: 'record.edited',
    patientUid: collectionName === 'users' ? uid : '',
    changes: { [`devices.${deviceId}`]: { before: null, after: side } },
  });
  batch.set(docRef('devices', deviceId), record);
  await batch.commit();
}

/** Creating a document under an id that is taken would replace that document: refused instead. */
export class DocumentExistsError extends Error {
  constructor(readonly documentId: string) {
    super(`A document with the id ${documentId} already exists.`);
    this.name = 'DocumentExistsError';
  }
}

/**
 * A new document of one doctor with one patient (an appointment) carries whether their care relationship is active,
 * as the app's own writes do: the doctor's queries across his patients find only those in care.
 */
async function careFlagFor(transaction: Transaction, collectionName: string, data: DocumentData): Promise<DocumentData> {
  const flagged = CARE_FLAGGED_COLLECTIONS.find((entry) => entry.name === collectionName);
  if (!flagged) return data;
  const [doctorUid, patientUid] = [data[flagged.doctorField], data[flagged.patientField]];
  const named = typeof doctorUid === 'string' && typeof patientUid === 'string' && doctorUid !== '' && patientUid !== '';
  const relationship = named ? await transaction.get(docRef('careRelationships', careRelationshipId(patientUid, doctorUid))) : null;
  return { ...data, inCare: isInCare(relationship?.data()) };
}

/**
 * Creates a document: with the id given (never over an existing one), or an
 * automatic one; with it, the device documents of the devices it names.
 * Resolves to the new document's id.
 */
export async function addDocument(
  collectionName: string,
  id: string | null,
  data: DocumentData,
  devices: readonly DeviceAssignment[] = [],
): Promise<string> {
  const ref = id === null ? doc(anyCollection(collectionName)) : anyDocument(collectionName, id);
  const records = await Promise.all(devices.map((d) => deviceRecord(d.deviceId, d.deviceType, d.side, ref.id)));
  let attempt = 0;
  await runTransaction(db, async (transaction) => {
    attempt += 1;
    // A new person record is not clinical data; a new clinical document is recorded.
    const actor = isClinicalCollection(collectionName) ? await currentActor('admin', transaction) : null;
    const existing = id === null ? null : await transaction.get(ref);
    const written = await careFlagFor(transaction, collectionName, data);
    if (existing?.exists()) {
      // The SDK retries a commit whose answer was lost (a busy connection): the document it finds may be its own.
      if (attempt > 1 && holdsFields(existing.data(), written)) return;
      throw new DocumentExistsError(ref.id);
    }
    if (actor) {
      auditedSet(auditContext(transaction, actor), ref, written, { action: 'record.created', patientUid: patientOfDocument(collectionName, ref.id, written) });
    } else {
      transaction.set(ref, written);
    }
    for (const record of records) transaction.set(docRef('devices', record.id), record);
  });
  return ref.id;
}

/** Renaming a person also renames their account ("first last"). */
export async function renameAccount(uid: string, firstName: string, lastName: string): Promise<void> {
  await callable('updateFirebaseUser')({ uid, displayName: `${firstName} ${lastName}`.trim() });
}

export async function markEmailVerified(uid: string): Promise<void> {
  await callable('updateFirebaseUser')({ uid, emailVerified: true });
}

export async function setAccountPassword(uid: string, password: string): Promise<void> {
  await callable('updateFirebaseUser')({ uid, password });
}

export async function sendResetEmail(email: string): Promise<void> {
  await sendPasswordResetEmail(auth, email);
}

/** Brings a deleted session back whole (the restoreSession function). */
export async function restoreDeletedSession(sessionId: string): Promise<void> {
  await callable('restoreSession')({ sessionId });
}
