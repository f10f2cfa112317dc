import { deleteField, increment, limit, orderBy, query, runTransaction } from 'firebase/firestore';
import { db } from '../../../lib/firebase/app';
import { col, docRef } from '../../../lib/firebase/collections';
import { planTagAdd, planTagRemove, TOP_TAGS } from '../logic/tags';

/** The most used tags, for the live suggestions. */
export function topTagsQuery() {
  return query(col('sessionTags'), orderBy('sessionsCount', 'desc'), limit(TOP_TAGS));
}

/**
 * Adds a tag to a session and counts the session in the tag's document, in
 * one transaction, so that the two never disagree.
 */
export async function addSessionTag(sessionId: string, tag: string) {
  const sessionRef = docRef('sessions', sessionId);
  const tagRef = docRef('sessionTags', tag);
  await runTransaction(db, async (tx) => {
    const [sessionSnap, tagSnap] = await Promise.all([tx.get(sessionRef), tx.get(tagRef)]);
    const session = sessionSnap.data();
    if (!session) throw new Error(`Session ${sessionId} does not exist.`);
    const entry = { date: session.date, movement: session.movements[0]?.name ?? '', userId: session.userId };
    const change = planTagAdd({ exists: tagSnap.exists(), hasEntry: Boolean(tagSnap.data()?.sessions[sessionId]) });
    if (!session.tags.includes(tag)) tx.update(sessionRef, { tags: [...session.tags, tag] });
    if (change === 'create') tx.set(tagRef, { sessionsCount: 1, sessions: { [sessionId]: entry } });
    if (change === 'increment') tx.update(tagRef, { sessionsCount: increment(1), [`sessions.${sessionId}`]: entry });
  });
}

/** Removes a tag from a session and uncounts the session, in one transaction. */
export async function removeSessionTag(sessionId: string, tag: string) {
  const sessionRef = docRef('sessions', sessionId);
  const tagRef = docRef('sessionTags', tag);
  await runTransaction(db, async (tx) => {
    const [sessionSnap, tagSnap] = await Promise.all([tx.get(sessionRef), tx.get(tagRef)]);
    const session = sessionSnap.data();
    if (!session) throw new Error(`Session ${sessionId} does not exist.`);
    const change = planTagRemove({ exists: tagSnap.exists(), hasEntry: Boolean(tagSnap.data()?.sessions[sessionId]) });
    if (session.tags.includes(tag)) tx.update(sessionRef, { tags: session.tags.filter((t) => t !== tag) });
    if (change === 'decrement') tx.update(tagRef, { sessionsCount: increment(-1), [`sessions.${sessionId}`]: deleteField() });
  });
}
