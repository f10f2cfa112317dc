import { getDocs, query, runTransaction, where, writeBatch, type DocumentReference } from 'firebase/firestore';
import { db } from '../../../lib/firebase/firestore';
import { col, docRef } from '../../../lib/firebase/collections';
import { forgetSession } from './sensorData';

/**
 * Firestore takes at most 500 writes per transaction or batch: the final
 * transaction also writes the session and the user's list.
 */
const MAX_WRITES = 500;
const FINAL_BINS = MAX_WRITES - 2;

/**
 * Deletes a session with all its data, leaving nothing half-deleted: the
 * sensor bins, the session document and its entry in the user's sessions
 * list go together in one transaction, so a failure changes nothing and the
 * session stays listed. Only a session of more than 498 bins (far longer
 * than any recording) needs its first bins deleted in batches beforehand;
 * if one of those fails, the session is still there and listed, and deleting
 * again finishes the job, as every step only removes what is left. Tags keep
 * their counts, as in the original product.
 */
export async function deleteSessionAndData(sessionId: string, userId: string): Promise<void> {
  const bins = (await getDocs(query(col('data_by_sensor'), where('sessionId', '==', sessionId)))).docs.map((doc) => doc.ref);
  const early = bins.slice(0, Math.max(0, bins.length - FINAL_BINS));
  for (let start = 0; start < early.length; start += MAX_WRITES) {
    const batch = writeBatch(db);
    early.slice(start, start + MAX_WRITES).forEach((ref) => batch.delete(ref));
    await batch.commit();
  }
  await deleteSessionWithBins(sessionId, userId, bins.slice(early.length));
  forgetSession(sessionId);
}

async function deleteSessionWithBins(sessionId: string, userId: string, bins: DocumentReference[]) {
  const userRef = docRef('users', userId);
  await runTransaction(db, async (tx) => {
    const user = (await tx.get(userRef)).data();
    if (!user) {
      console.warn(`Deleting session ${sessionId}: user ${userId} is unknown.`);
    } else {
      const sessions = user.sessions.filter((entry) => entry.sessionId !== sessionId);
      // Only a list that still names the session changes (a retry after a half-done delete may find it gone).
      if (sessions.length < user.sessions.length) tx.update(userRef, { sessions });
    }
    bins.forEach((ref) => tx.delete(ref));
    tx.delete(docRef('sessions', sessionId));
  });
}
