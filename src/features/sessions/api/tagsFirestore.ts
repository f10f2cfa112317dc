/** The Firestore side of session tags: the most-used-tags query and the tag transactions, called by the endpoints in ./tagsApi.ts. */
import { deleteField, increment, limit, orderBy, query, runTransaction, type DocumentReference, type Transaction } from 'firebase/firestore';
import { db } from '../../../lib/firebase/firestore';
import { auditedUpdate } from '../../../lib/firebase/audit';
import { col, docRef } from '../../../lib/firebase/collections';
import { auditContext, currentActor } from '../../../lib/firebase/currentActor';
import type { AuditActor } from '@rehab/model/audit';
import type { Session, SessionTag } from '@rehab/model/collections';
import { planTagAdd, planTagRemove, TOP_TAGS, type TagDocState } from '../logic/tags';

/** The most used tags, for the live suggestions. */
export function topTagsQuery() {
  return query(col('sessionTags'), orderBy('sessionsCount', 'desc'), limit(TOP_TAGS));
}

interface TagChange {
  tx: Transaction;
  actor: AuditActor;
  session: Session;
  sessionRef: DocumentReference<Session>;
  tagRef: DocumentReference<SessionTag>;
  tagDoc: TagDocState;
}

/**
 * Reads a session and a tag's document in one transaction and lets `change`
 * write both, so that the session's tags and the tag counts never disagree.
 */
async function changeTag(sessionId: string, tag: string, change: (c: TagChange) => void) {
  const sessionRef = docRef('sessions', sessionId);
  const tagRef = docRef('sessionTags', tag);
  await runTransaction(db, async (tx) => {
    const actor = await currentActor('doctor', tx);
    const [sessionSnap, tagSnap] = await Promise.all([tx.get(sessionRef), tx.get(tagRef)]);
    const session = sessionSnap.data();
    if (!session) throw new Error(`Session ${sessionId} does not exist.`);
    change({ tx, actor, session, sessionRef, tagRef, tagDoc: { exists: tagSnap.exists(), hasEntry: Boolean(tagSnap.data()?.sessions[sessionId]) } });
  });
}

/**
 * Adds a tag to a session (recorded in its history) and counts the session in
 * the tag's document. A session already tagged and counted is left as it is.
 */
export function addSessionTag(sessionId: string, tag: string) {
  return changeTag(sessionId, tag, ({ tx, actor, session, sessionRef, tagRef, tagDoc }) => {
    const plan = planTagAdd(tagDoc);
    const tagged = session.tags.includes(tag);
    if (tagged && plan === 'none') return;
    const tags = tagged ? session.tags : [...session.tags, tag];
    auditedUpdate(auditContext(tx, actor), sessionRef, tagged ? {} : { tags }, {
      action: 'session.tagAdded',
      patientUid: session.userId,
      changes: tagged ? {} : { tags: { before: [], after: [tag] } },
    });
    const entry = { date: session.date, movement: session.movements[0]?.name ?? '', userId: session.userId };
    if (plan === 'create') tx.set(tagRef, { sessionsCount: 1, sessions: { [sessionId]: entry } });
    if (plan === 'increment') tx.update(tagRef, { sessionsCount: increment(1), [`sessions.${sessionId}`]: entry });
  });
}

/** Removes a tag from a session (recorded in its history) and uncounts the session. */
export function removeSessionTag(sessionId: string, tag: string) {
  return changeTag(sessionId, tag, ({ tx, actor, session, sessionRef, tagRef, tagDoc }) => {
    const plan = planTagRemove(tagDoc);
    const tagged = session.tags.includes(tag);
    if (!tagged && plan === 'none') return;
    auditedUpdate(auditContext(tx, actor), sessionRef, tagged ? { tags: session.tags.filter((t) => t !== tag) } : {}, {
      action: 'session.tagRemoved',
      patientUid: session.userId,
      changes: tagged ? { tags: { before: [tag], after: [] } } : {},
    });
    if (plan === 'decrement') tx.update(tagRef, { sessionsCount: increment(-1), [`sessions.${sessionId}`]: deleteField() });
  });
}
