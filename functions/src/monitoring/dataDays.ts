import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import type { Monitoring, Session } from '@rehab/model/collections';
import { DEFAULT_TIME_ZONE, dayKey, daysOfSessions, isTimeZone } from '@rehab/model/monitoring';
import { db } from '../admin';
import { col, docRef, snapshotData } from '../lib/collections';

/**
 * The per-day summary of a patient's sessions (`monitoring/{patient}.days`:
 * day -> session id -> true), kept by the functions whenever a session is
 * written or deleted, so that the Monitoring page reads one document per
 * patient instead of every session. Each session adds or removes only its own
 * entry, so retries and triggers arriving out of order give the same result.
 */

/** What a session contributes: its patient and time, or nothing (deleted, or not a recording). */
export function countedSession(data: Pick<Session, 'userId' | 'date'> | undefined): { userId: string; date: Date } | null {
  if (!data || typeof data.userId !== 'string' || !data.userId) return null;
  const { date } = data;
  return date && typeof date.toDate === 'function' ? { userId: data.userId, date: date.toDate() } : null;
}

/** The time zone days are keyed in: the one they were last built in, else the patient's, else the default. */
export function keyingTimeZone(monitoring: Partial<Monitoring> | undefined): string {
  const zone = monitoring?.daysTimeZone ?? monitoring?.timeZone;
  return zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

async function applySession(sessionId: string, userId: string, before: Date | null, after: Date | null): Promise<void> {
  const ref = docRef('monitoring', userId);
  await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const zone = keyingTimeZone(snapshot.data());
    const removedFrom = before ? dayKey(before, zone) : null;
    const addedTo = after ? dayKey(after, zone) : null;
    if (removedFrom === addedTo) return;
    if (!snapshot.exists) {
      if (!addedTo) return;
      const created: Monitoring = { patientId: userId, timeZone: zone, daysTimeZone: zone, days: { [addedTo]: { [sessionId]: true } }, romGoals: {} };
      tx.set(ref, created);
      return;
    }
    const changes: unknown[] = [];
    if (removedFrom) changes.push(new FieldPath('days', removedFrom, sessionId), FieldValue.delete());
    if (addedTo) changes.push(new FieldPath('days', addedTo, sessionId), true);
    const [field, value, ...more] = changes;
    tx.update(ref, field as FieldPath, value, ...more);
  });
}

export const onSessionWritten = onDocumentWritten('sessions/{sessionId}', async (event) => {
  const sessionId = event.params.sessionId;
  const before = countedSession(snapshotData('sessions', event.data?.before));
  const after = countedSession(snapshotData('sessions', event.data?.after));
  if (before && after && before.userId === after.userId && before.date.getTime() === after.date.getTime()) return;
  if (before && before.userId !== after?.userId) await applySession(sessionId, before.userId, before.date, null);
  if (after) await applySession(sessionId, after.userId, before?.userId === after.userId ? before.date : null, after.date);
});

/** When a doctor sets the patient's time zone, the days are keyed again in it (from every session of the patient). */
export const onMonitoringWritten = onDocumentWritten('monitoring/{patientId}', async (event) => {
  const after = snapshotData('monitoring', event.data?.after);
  if (!after?.timeZone || after.timeZone === after.daysTimeZone || !isTimeZone(after.timeZone)) return;
  const patientId = event.params.patientId;
  const ref = docRef('monitoring', patientId);
  await db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current?.timeZone || current.timeZone === current.daysTimeZone) return;
    const sessions = await tx.get(col('sessions').where('userId', '==', patientId));
    const counted = sessions.docs.flatMap((doc) => {
      const session = countedSession(doc.data());
      return session ? [{ id: doc.id, date: session.date }] : [];
    });
    tx.update(ref, { days: daysOfSessions(counted, current.timeZone), daysTimeZone: current.timeZone });
  });
});
