import { onCall } from 'firebase-functions/v2/https';
import { caresFor } from '@rehab/model/care';
import type { AuditActor } from '@rehab/model/audit';
import { db } from '../admin';
import { adminActor, doctorActor, notYours } from '../lib/audit';
import { isAdmin, requireSignedIn } from '../lib/auth';
import { readCareSources } from '../lib/care';
import { payloadWith, requireDocumentId } from '../lib/validation';
import { moveToTrash, readSessionForDeletion } from './trash';

/**
 * Deletes a session ({sessionId} → {sessionId, deleted}): the session, its
 * post-session summaries, its tag links and its entry in the user's sessions
 * list move into deletedSessions in one transaction, recorded in the
 * patient's history; an admin may restore it for 30 days. Allowed to an admin
 * and to a doctor who looks after the session's patient.
 */
export const deleteSession = onCall(async (request) => {
  const uid = requireSignedIn(request);
  const sessionId = requireDocumentId(payloadWith(request.data, ['sessionId']), 'sessionId');
  await db.runTransaction(async (tx) => {
    const session = await readSessionForDeletion(tx, sessionId);
    let actor: AuditActor;
    if (isAdmin(request)) {
      actor = adminActor(request);
    } else {
      const sources = await readCareSources(session.userId, uid, tx);
      const record = sources.doctor;
      if (request.auth?.token.doctor !== true || !record || !caresFor(sources)) {
        throw notYours('delete this session');
      }
      actor = doctorActor(uid, record);
    }
    await moveToTrash(tx, sessionId, session, actor);
  });
  return { sessionId, deleted: true as const };
});
