/**
 * The purge of deleted sessions whose 30 days have passed: their sensor bins
 * and then their deletedSessions record go for good. A session is marked
 * `purging` first, so it cannot be restored half purged; a purge cut short is
 * finished by the next run, which finds the record again.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../admin';
import { recordAudit, SYSTEM_ACTOR } from '../lib/audit';
import { col, docRef } from '../lib/collections';
import { onScheduledJob } from '../lib/triggers';

/** Bins deleted per batch (a batch takes 500 writes). */
const BIN_BATCH = 400;

async function deleteSensorBins(sessionId: string): Promise<void> {
  for (;;) {
    const bins = await col('data_by_sensor').where('sessionId', '==', sessionId).limit(BIN_BATCH).get();
    if (bins.empty) return;
    const batch = db.batch();
    for (const bin of bins.docs) batch.delete(bin.ref);
    await batch.commit();
  }
}

async function purge(sessionId: string): Promise<boolean> {
  const ref = docRef('deletedSessions', sessionId);
  const marked = await db.runTransaction(async (tx) => {
    const trash = (await tx.get(ref)).data();
    if (!trash) return false;
    if (!trash.purging) tx.update(ref, { purging: true });
    return true;
  });
  if (!marked) return false;
  await deleteSensorBins(sessionId);
  await db.runTransaction(async (tx) => {
    const trash = (await tx.get(ref)).data();
    if (!trash) return;
    recordAudit(tx, SYSTEM_ACTOR, {
      action: 'session.purged',
      target: { collection: 'sessions', id: sessionId },
      patientUid: trash.userId,
      changes: { date: { before: trash.session.date, after: null } },
    });
    tx.delete(ref);
  });
  return true;
}

/** Purges every deleted session due by `now`; resolves to the ids purged. */
export async function purgeExpiredSessions(now: Date): Promise<string[]> {
  const due = await col('deletedSessions').where('purgeAfter', '<=', Timestamp.fromDate(now)).get();
  const purged: string[] = [];
  for (const doc of due.docs) if (await purge(doc.id)) purged.push(doc.id);
  return purged;
}

/** Once a day. */
export const purgeDeletedSessions = onScheduledJob('purgeDeletedSessions', {}, async () => {
  await purgeExpiredSessions(new Date());
});
