/** A doctor's edits of a session (notes, removed points), each recorded in the session's history with the change. */
import { arrayRemove, arrayUnion, runTransaction, type DocumentData } from 'firebase/firestore';
import { db } from '../../../lib/firebase/firestore';
import { auditedUpdate, type ChangeRecord } from '../../../lib/firebase/audit';
import { docRef } from '../../../lib/firebase/collections';
import { auditContext, currentActor, signedInAccount } from '../../../lib/firebase/currentActor';
import { saveVersionedText } from '../../../lib/firebase/versionedText';
import { listChange } from '@rehab/model/audit';
import type { Session } from '@rehab/model/collections';

/**
 * Saves the notes when nobody saved them since `baseVersion` (the version the
 * editor opened); otherwise refuses with both texts (EditConflictError).
 */
export function saveNotes(sessionId: string, patientUid: string, notes: string, baseVersion: number): Promise<number> {
  return saveVersionedText(db, signedInAccount('doctor'), {
    ref: docRef('sessions', sessionId),
    field: 'notes',
    versionField: 'notesVersion',
    baseVersion,
    text: notes,
    action: 'session.notesEdited',
    patientUid,
  });
}

/** Changes the session in a transaction that reads it first; `change` returns the update and its record, or null for none. */
async function changeSession(sessionId: string, change: (session: Session) => { data: DocumentData; record: Omit<ChangeRecord, 'patientUid'> } | null) {
  const ref = docRef('sessions', sessionId);
  await runTransaction(db, async (tx) => {
    const actor = await currentActor('doctor', tx);
    const session = (await tx.get(ref)).data();
    if (!session) throw new Error(`Session ${sessionId} does not exist.`);
    const edit = change(session);
    if (edit) auditedUpdate(auditContext(tx, actor), ref, edit.data, { ...edit.record, patientUid: session.userId });
  });
}

/** Adds a point's timestamp to the session's removedTimePoints. */
export function removePoint(sessionId: string, timestamp: number) {
  return changeSession(sessionId, (session) =>
    session.removedTimePoints.includes(timestamp)
      ? null
      : {
          data: { removedTimePoints: arrayUnion(timestamp) },
          record: { action: 'session.pointRemoved', changes: { removedTimePoints: { before: [], after: [timestamp] } } },
        },
  );
}

/** Undo: takes the timestamp out again. */
export function restorePoint(sessionId: string, timestamp: number) {
  return changeSession(sessionId, (session) =>
    session.removedTimePoints.includes(timestamp)
      ? {
          data: { removedTimePoints: arrayRemove(timestamp) },
          record: { action: 'session.pointRestored', changes: { removedTimePoints: { before: [timestamp], after: [] } } },
        }
      : null,
  );
}

export function revertAllEdits(sessionId: string) {
  return changeSession(sessionId, (session) =>
    session.removedTimePoints.length === 0
      ? null
      : {
          data: { removedTimePoints: [] },
          record: { action: 'session.editsReverted', changes: { removedTimePoints: listChange(session.removedTimePoints, []) } },
        },
  );
}
