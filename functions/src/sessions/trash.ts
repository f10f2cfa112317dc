/**
 * Deleted sessions (deletedSessions/{sessionId}): what deleting a session
 * moves there and what restoring brings back, each in one transaction, so a
 * session is never half deleted or half restored. The sensor bins stay in
 * data_by_sensor (unreadable without their session) until the purge.
 */
import { FieldValue, Timestamp, type QueryDocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { DELETED_SESSION_RETENTION_DAYS, type AuditActor } from '@rehab/model/audit';
import type { DeletedSession, Postsession, Session, TaggedSession } from '@rehab/model/collections';
import { recordAudit, recordDeletion } from '../lib/audit';
import { col, docRef } from '../lib/collections';

const DAY_MS = 24 * 60 * 60 * 1000;

const sessionRef = (id: string) => docRef('sessions', id);
const trashRef = (id: string) => docRef('deletedSessions', id);
const tagRef = (tag: string) => docRef('sessionTags', tag);

/**
 * The session's post-session summaries: those naming it, and older ones
 * (written before summaries named their session) of its user at its start time.
 */
async function readSummaries(tx: Transaction, session: Session, sessionId: string) {
  const [named, byTime] = await Promise.all([
    tx.get(col('postsessions').where('sessionId', '==', sessionId)),
    tx.get(col('postsessions').where('userId', '==', session.userId).where('startTime', '==', session.date)),
  ]);
  const summaries = new Map<string, QueryDocumentSnapshot<Postsession>>();
  for (const doc of named.docs) summaries.set(doc.id, doc);
  for (const doc of byTime.docs) if (doc.data().sessionId === undefined) summaries.set(doc.id, doc);
  return [...summaries.values()];
}

/** Reads the session to delete (the caller then checks who may delete it, by its patient). */
export async function readSessionForDeletion(tx: Transaction, sessionId: string): Promise<Session> {
  const session = (await tx.get(sessionRef(sessionId))).data();
  if (!session) throw new HttpsError('not-found', 'This session does not exist (it may have been deleted already).');
  return session;
}

/** Moves a session (read with readSessionForDeletion in this transaction) into deletedSessions, recorded. */
export async function moveToTrash(tx: Transaction, sessionId: string, session: Session, actor: AuditActor): Promise<void> {
  const userRef = docRef('users', session.userId);
  const tags = session.tags ?? [];
  const [summaries, user, tagDocs] = await Promise.all([
    readSummaries(tx, session, sessionId),
    tx.get(userRef),
    Promise.all(tags.map((tag) => tx.get(tagRef(tag)))),
  ]);
  const tagLinks: Record<string, TaggedSession> = {};
  tagDocs.forEach((doc, index) => {
    const entry = doc.data()?.sessions?.[sessionId];
    if (!entry) return;
    tagLinks[tags[index]] = entry;
    tx.update(doc.ref, { sessionsCount: FieldValue.increment(-1), [`sessions.${sessionId}`]: FieldValue.delete() });
  });
  const { auditId, ...stored } = session;
  const deletedAt = Timestamp.now();
  const trash: Omit<DeletedSession, 'auditId'> = {
    session: stored,
    userId: session.userId,
    postsessions: Object.fromEntries(summaries.map((doc) => [doc.id, doc.data()])),
    tags: tagLinks,
    deletedAt,
    deletedBy: actor.uid,
    purgeAfter: Timestamp.fromMillis(deletedAt.toMillis() + DELETED_SESSION_RETENTION_DAYS * DAY_MS),
  };
  const entryId = recordDeletion(
    tx,
    actor,
    { action: 'session.deleted', target: { collection: 'sessions', id: sessionId }, patientUid: session.userId, changes: { date: { before: session.date, after: null } } },
    auditId,
  );
  tx.create(trashRef(sessionId), { ...trash, auditId: entryId });
  tx.delete(sessionRef(sessionId));
  for (const doc of summaries) tx.delete(doc.ref);
  const listed = user.data()?.sessions ?? [];
  if (listed.some((entry) => entry.sessionId === sessionId)) {
    tx.update(userRef, { sessions: listed.filter((entry) => entry.sessionId !== sessionId) });
  }
}

/** Brings a deleted session back whole (its summaries, tag links and place in its user's list), recorded. */
export async function restoreFromTrash(tx: Transaction, sessionId: string, actor: AuditActor): Promise<void> {
  const trashSnapshot = await tx.get(trashRef(sessionId));
  const trash = trashSnapshot.data();
  if (!trash) throw new HttpsError('not-found', 'No deleted session has this id (it may have been restored or purged).');
  if (trash.purging) throw new HttpsError('failed-precondition', 'This session is being purged and can no longer be restored.');
  const userRef = docRef('users', trash.userId);
  const tags = Object.keys(trash.tags ?? {});
  const [existing, user, tagDocs] = await Promise.all([
    tx.get(sessionRef(sessionId)),
    tx.get(userRef),
    Promise.all(tags.map((tag) => tx.get(tagRef(tag)))),
  ]);
  if (existing.exists) throw new HttpsError('already-exists', 'A session with this id exists already.');
  const auditId = recordAudit(tx, actor, {
    action: 'session.restored',
    target: { collection: 'sessions', id: sessionId },
    patientUid: trash.userId,
    changes: { date: { before: null, after: trash.session.date } },
  });
  tx.create(sessionRef(sessionId), { ...trash.session, auditId });
  for (const [id, summary] of Object.entries(trash.postsessions ?? {})) tx.set(docRef('postsessions', id), summary);
  tagDocs.forEach((doc, index) => {
    const entry = trash.tags[tags[index]];
    const tagDoc = doc.data();
    if (!tagDoc) tx.create(doc.ref, { sessionsCount: 1, sessions: { [sessionId]: entry } });
    else if (!tagDoc.sessions?.[sessionId]) tx.update(doc.ref, { sessionsCount: FieldValue.increment(1), [`sessions.${sessionId}`]: entry });
  });
  const listed = user.data()?.sessions;
  if (listed && !listed.some((entry) => entry.sessionId === sessionId)) {
    tx.update(userRef, { sessions: [...listed, { sessionId }] });
  }
  tx.delete(trashSnapshot.ref);
}
