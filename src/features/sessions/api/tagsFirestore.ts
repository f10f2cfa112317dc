/** The Firestore side of session tags: the most-used-tags query and the tag transactions, called by the endpoints in ./tagsApi.ts. */
import { deleteField, increment, limit, orderBy, query, runTransaction, type DocumentReference, type Transaction } from 'firebase/firestore';
import { db } from '../../../lib/firebase/firestore';
import { col, docRef } from '../../../lib/firebase/collections';
import type { Session, SessionTag } from '../../../lib/model/collections';
import { planTagAdd, planTagRemove, TOP_TAGS, type TagDocState } from '../logic/tags';

/** The most used tags, for the live suggestions. */
export function topTagsQuery() {
  return query(col('sessionTags'), orderBy('sessionsCount', 'desc'), limit(TOP_TAGS));
}

interface TagChange {
  tx: Transaction;
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
    const [sessionSnap, tagSnap] = await Promise.all([tx.get(sessionRef), tx.get(tagRef)]);
    const session = sessionSnap.data();
    if (!session) throw new Error(`Session ${sessionId} does not exist.`);
    change({ tx, session, sessionRef, tagRef, tagDoc: { exists: tagSnap.exists(), hasEntry: Boolean(tagSnap.data()?.sessions[sessionId]) } });
  });
}

/** Adds a tag to a session and counts the session in the tag's document. */
export function addSessionTag(sessionId: string, tag: string) {
  return changeTag(sessionId, tag, ({ tx, session, sessionRef, tagRef, tagDoc }) => {
    const entry = { date: session.date, movement: session.movements[0]?.name ?? '', userId: session.userId };
    const plan = planTagAdd(tagDoc);
    if (!session.tags.includes(tag)) tx.update(sessionRef, { tags: [...session.tags, tag] });
    if (plan === 'create') tx.set(tagRef, { sessionsCount: 1, sessions: { [sessionId]: entry } });
    if (plan === 'increment') tx.update(tagRef, { sessionsCount: increment(1), [`sessions.${sessionId}`]: entry });
  });
}

/** Removes a tag from a session and uncounts the session. */
export function removeSessionTag(sessionId: string, tag: string) {
  return changeTag(sessionId, tag, ({ tx, session, sessionRef, tagRef, tagDoc }) => {
    if (session.tags.includes(tag)) tx.update(sessionRef, { tags: session.tags.filter((t) => t !== tag) });
    if (planTagRemove(tagDoc) === 'decrement') tx.update(tagRef, { sessionsCount: increment(-1), [`sessions.${sessionId}`]: deleteField() });
  });
}
