import { onCall } from 'firebase-functions/v2/https';
import { db } from '../admin';
import { adminActor } from '../lib/audit';
import { requireAdmin } from '../lib/auth';
import { payloadWith, requireDocumentId } from '../lib/validation';
import { restoreFromTrash } from './trash';

/**
 * Brings a deleted session back whole ({sessionId} → {sessionId, restored}):
 * the session, its summaries, its tag links and its place in the user's list,
 * in one transaction, recorded in the patient's history. Admins only (the
 * console's deletedSessions page).
 */
export const restoreSession = onCall(async (request) => {
  requireAdmin(request);
  const sessionId = requireDocumentId(payloadWith(request.data, ['sessionId']), 'sessionId');
  await db.runTransaction((tx) => restoreFromTrash(tx, sessionId, adminActor(request)));
  return { sessionId, restored: true as const };
});
