/**
 * The one way the app changes clinical data: the change and its audit entry
 * (packages/model/src/audit.ts) go in the same batch or transaction, and the
 * changed document names its entry in `auditId` (a deleted one: the entry's
 * id is made from its last `auditId`), which is what firestore.rules checks.
 * Every feature's api/ writes clinical data through these functions.
 *
 * They take the Firestore instance to write to, so that the emulator tests
 * drive them with their own signed-in clients; the app passes its own
 * (`currentActor` in ./currentActor.ts reads who is acting).
 */
import {
  collection,
  doc,
  getDoc,
  getDocFromCache,
  getDocFromServer,
  serverTimestamp,
  type DocumentData,
  type DocumentReference,
  type FieldPath,
  type Firestore,
  type SetOptions,
  type Transaction,
  type WriteBatch,
} from 'firebase/firestore';
import { auditEntryFields, deletionAuditId, personName, type AuditActor, type AuditRecord } from '@rehab/model/audit';

export type AuditWriter = Transaction | WriteBatch;

/** Where a change goes and who makes it. */
export interface AuditContext {
  firestore: Firestore;
  writer: AuditWriter;
  actor: AuditActor;
}

/** A signed-in account acting in a role. */
export interface ActingAccount {
  uid: string;
  role: 'doctor' | 'patient' | 'admin';
  email: string | null;
}

/**
 * The actor as entries name them (and the rules check): a doctor or patient by
 * the names of their record, read in the transaction when there is one; an
 * admin by the account's e-mail.
 */
export async function readActor(firestore: Firestore, account: ActingAccount, tx?: Transaction): Promise<AuditActor> {
  if (account.role === 'admin') return { uid: account.uid, role: 'admin', name: account.email ?? '' };
  const ref = actorRecord(firestore, account);
  const snapshot = tx ? await tx.get(ref) : await getDoc(ref);
  return { uid: account.uid, role: account.role, name: personName(snapshot.data()) };
}

/**
 * The actor for a batch that must also be accepted offline (queued, sent when the connection is back): the
 * name as the server has the account's own record, or, when the device is offline or the server cannot be
 * reached, as the device's copy has it. A name changed meanwhile on another device makes the rules refuse
 * the write once it arrives, which the caller then shows.
 */
export async function readActorOffline(firestore: Firestore, account: ActingAccount): Promise<AuditActor> {
  if (account.role === 'admin') return readActor(firestore, account);
  const ref = actorRecord(firestore, account);
  const deviceOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const snapshot = deviceOffline ? await getDocFromCache(ref) : await getDocFromServer(ref).catch(() => getDocFromCache(ref));
  return { uid: account.uid, role: account.role, name: personName(snapshot.data()) };
}

const actorRecord = (firestore: Firestore, account: ActingAccount) => doc(firestore, account.role === 'doctor' ? 'doctors' : 'users', account.uid);

function writeEntry({ firestore, writer, actor }: AuditContext, record: AuditRecord, id?: string): string {
  const ref = id === undefined ? doc(collection(firestore, 'auditLog')) : doc(firestore, 'auditLog', id);
  (writer as WriteBatch).set(ref, { ...auditEntryFields(actor, record), at: serverTimestamp() });
  return ref.id;
}

const targetOf = (ref: DocumentReference<unknown>) => ({ collection: ref.parent.id, id: ref.id });

/** What a record says, its target being the written document. */
export type ChangeRecord = Omit<AuditRecord, 'target'>;

/** Creates or replaces a document (merging when `options` say so) together with its entry. */
export function auditedSet<T>(context: AuditContext, ref: DocumentReference<T>, data: DocumentData, record: ChangeRecord, options?: SetOptions): void {
  const auditId = writeEntry(context, { ...record, target: targetOf(ref) });
  const writer = context.writer as WriteBatch;
  const stamped = { ...data, auditId } as never;
  if (options) writer.set(ref, stamped, options);
  else writer.set(ref, stamped);
}

/** Updates fields (dotted paths allowed) together with the entry. */
export function auditedUpdate<T>(context: AuditContext, ref: DocumentReference<T>, data: DocumentData, record: ChangeRecord): void {
  const auditId = writeEntry(context, { ...record, target: targetOf(ref) });
  (context.writer as WriteBatch).update(ref, { ...data, auditId } as never);
}

/** Updates one field named by a FieldPath (a key that may hold dots) together with the entry. */
export function auditedUpdateField<T>(context: AuditContext, ref: DocumentReference<T>, field: FieldPath, value: unknown, record: ChangeRecord): void {
  const auditId = writeEntry(context, { ...record, target: targetOf(ref) });
  (context.writer as WriteBatch).update(ref, field, value, 'auditId', auditId);
}

/** Deletes a document together with its entry; `lastAuditId` is the document's `auditId` as read. */
export function auditedDelete<T>(context: AuditContext, ref: DocumentReference<T>, lastAuditId: string | undefined, record: ChangeRecord): void {
  const target = targetOf(ref);
  writeEntry(context, { ...record, target }, deletionAuditId(target.collection, target.id, lastAuditId));
  (context.writer as WriteBatch).delete(ref);
}
