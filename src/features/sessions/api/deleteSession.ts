import { getDocs, limit, query, runTransaction, where, writeBatch } from 'firebase/firestore';
import { db } from '../../../lib/firebase/app';
import { col, docRef } from '../../../lib/firebase/collections';
import { forgetSession } from './sensorData';

/** Firestore allows 500 writes per batch. */
const BINS_PER_BATCH = 400;

/**
 * Deletes a session with all its data, leaving nothing half-deleted: first the
 * sensor bins in batches, then the session document and its entry in the
 * user's sessions list together in one transaction. If a bin batch fails, the
 * session and its list entry are still there (and listed); deleting again
 * finishes the job, as every step only removes what is left. Tags keep their
 * counts, as in the original product.
 */
export async function deleteSessionAndData(sessionId: string, userId: string): Promise<void> {
  const bins = query(col('data_by_sensor'), where('sessionId', '==', sessionId), limit(BINS_PER_BATCH));
  for (;;) {
    const snapshot = await getDocs(bins);
    if (snapshot.empty) break;
    const batch = writeBatch(db);
    snapshot.docs.forEach((doc) => batch.delete(doc.ref));
    await batch.commit();
  }
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
    tx.delete(docRef('sessions', sessionId));
  });
  forgetSession(sessionId);
}
