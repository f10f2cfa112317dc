import { onDocumentWritten } from '../lib/triggers';
import { FieldPath, FieldValue, Timestamp, type DocumentReference, type DocumentSnapshot, type Query, type Transaction } from 'firebase-admin/firestore';
import type { Monitoring, Session } from '@rehab/model/collections';
import { DEFAULT_TIME_ZONE, addDays, dayKey, dayKeyToUtcNoon, daysOfSessions, isTimeZone } from '@rehab/model/monitoring';
import { fieldFixes, type ReconcileFix } from '@rehab/model/reconcile';
import { db } from '../admin';
import { col, docRef, snapshotData } from '../lib/collections';

/**
 * The per-day summary of a patient's sessions (`monitoring/{patient}.days`: day -> session id -> true), kept by the
 * functions whenever a session is written or deleted, so that the Monitoring page reads one document per patient
 * instead of every session. A session's event names only which days to look at (its day before and after the write):
 * those days are recomputed from the patient's sessions stored on them, in one transaction, never from the event's
 * copy. So a retried, late, repeated or reordered event writes what the sessions say, and `reconcileDataDays` (the
 * reconcile job's) restores what a lost one left behind. A day without a session has no key.
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

/** The zone the days should be keyed in when it is not the one they are keyed in (a re-key not done yet). */
function pendingTimeZone(monitoring: Partial<Monitoring> | undefined): string | null {
  const zone = monitoring?.timeZone;
  return zone && zone !== monitoring?.daysTimeZone && isTimeZone(zone) ? zone : null;
}

/** A zone's day starts at most 14 hours before UTC's and ends at most 13 after (12, plus a daylight-saving hour). */
const ZONE_MARGIN_MS = 36 * 60 * 60 * 1000;

/** The patient's sessions of a query, as daysOfSessions takes them. */
async function countedSessions(tx: Transaction, query: Query<Session>): Promise<{ id: string; date: Date }[]> {
  const found = await tx.get(query);
  return found.docs.flatMap((doc) => {
    const session = countedSession(doc.data());
    return session ? [{ id: doc.id, date: session.date }] : [];
  });
}

/** The patient's sessions on the days from `first` to `last` (no end when null) in `zone`. */
async function sessionsOfDays(tx: Transaction, patientId: string, zone: string, first: string, last: string | null) {
  let query = col('sessions')
    .where('userId', '==', patientId)
    .where('date', '>=', Timestamp.fromMillis(dayKeyToUtcNoon(first).getTime() - ZONE_MARGIN_MS));
  if (last !== null) query = query.where('date', '<', Timestamp.fromMillis(dayKeyToUtcNoon(last).getTime() + ZONE_MARGIN_MS));
  const sessions = await countedSessions(tx, query);
  return sessions.filter((session) => {
    const day = dayKey(session.date, zone);
    return day >= first && (last === null || day <= last);
  });
}

/**
 * Sets each of the `considered` days of the stored document to what the sessions give (`expected`: a day absent
 * there has no session), writing only the days that differ; returns one fix per day written.
 */
function writeDays(
  tx: Transaction,
  ref: DocumentReference<Monitoring>,
  snapshot: DocumentSnapshot<Monitoring>,
  zone: string,
  expected: Monitoring['days'],
  considered: Iterable<string>,
): ReconcileFix[] {
  const stored = snapshot.data()?.days ?? {};
  const days = [...new Set(considered)];
  const pick = (all: Monitoring['days']) => Object.fromEntries(days.filter((day) => all[day] !== undefined).map((day) => [day, all[day]]));
  const fixes = fieldFixes('monitoring', ref.id, pick(stored), pick(expected), 'days.');
  if (fixes.length === 0) return [];
  if (!snapshot.exists) {
    const created: Monitoring = { patientId: ref.id, timeZone: zone, daysTimeZone: zone, days: pick(expected), romGoals: {} };
    tx.set(ref, created);
    return fixes;
  }
  const changes = fixes.flatMap(({ field }) => {
    const day = field.slice('days.'.length);
    return [new FieldPath('days', day), expected[day] ?? FieldValue.delete()];
  });
  const [field, value, ...more] = changes;
  tx.update(ref, field as FieldPath, value, ...more);
  return fixes;
}

/**
 * Recomputes the patient's days that hold these instants (in the zone his days are keyed in) from his sessions
 * stored on those days: what a session's event does, however late or often it comes.
 */
export async function recomputeDataDays(patientId: string, instants: readonly Date[]): Promise<void> {
  const ref = docRef('monitoring', patientId);
  await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const zone = keyingTimeZone(snapshot.data());
    const days = [...new Set(instants.map((instant) => dayKey(instant, zone)))];
    const sessions = (await Promise.all(days.map((day) => sessionsOfDays(tx, patientId, zone, day, day)))).flat();
    writeDays(tx, ref, snapshot, zone, daysOfSessions(sessions, zone), days);
  });
}

/** What one write of a session changes: the days of its old and new time, of its old and new patient. */
export async function applySessionWrite(before: Pick<Session, 'userId' | 'date'> | undefined, after: Pick<Session, 'userId' | 'date'> | undefined): Promise<void> {
  const [was, is] = [countedSession(before), countedSession(after)];
  if (was && is && was.userId === is.userId && was.date.getTime() === is.date.getTime()) return;
  const counted = [was, is].filter((session) => session !== null);
  const patients = [...new Set(counted.map((session) => session.userId))];
  await Promise.all(patients.map((patientId) => recomputeDataDays(patientId, counted.map((session) => session.date))));
}

export const onSessionWritten = onDocumentWritten({ document: 'sessions/{sessionId}', retry: true }, async (event) => {
  await applySessionWrite(snapshotData('sessions', event.data?.before), snapshotData('sessions', event.data?.after));
});

/**
 * Keys all the patient's days again in his time zone (`zone`), from every session of his; returns what changed. Days
 * of any age move, so this reads them all, not a window.
 */
async function rekeyDays(tx: Transaction, ref: DocumentReference<Monitoring>, snapshot: DocumentSnapshot<Monitoring>, zone: string): Promise<ReconcileFix[]> {
  const current = snapshot.data();
  const sessions = await countedSessions(tx, col('sessions').where('userId', '==', ref.id));
  const days = daysOfSessions(sessions, zone);
  tx.update(ref, { days, daysTimeZone: zone });
  return [
    ...fieldFixes('monitoring', ref.id, current?.days ?? {}, days, 'days.'),
    ...fieldFixes('monitoring', ref.id, { daysTimeZone: current?.daysTimeZone }, { daysTimeZone: zone }),
  ];
}

/** When a doctor sets the patient's time zone, the days are keyed again in it (from every session of the patient). */
export const onMonitoringWritten = onDocumentWritten({ document: 'monitoring/{patientId}', retry: true }, async (event) => {
  // The event only says whether to look: the transaction decides on the document as it is.
  if (!pendingTimeZone(snapshotData('monitoring', event.data?.after))) return;
  const ref = docRef('monitoring', event.params.patientId);
  await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const zone = pendingTimeZone(snapshot.data());
    if (zone) await rekeyDays(tx, ref, snapshot, zone);
  });
});

/**
 * The reconcile job's part: recomputes the patient's days from `windowDays` days before `now`'s day on (in the zone
 * they are keyed in, later days included) from his sessions, writes those that differ and returns one fix per day
 * written. A re-key left undone is done here in full (and reported with its `daysTimeZone`).
 */
export async function reconcileDataDays(patientId: string, now: Date, windowDays = 45): Promise<ReconcileFix[]> {
  const ref = docRef('monitoring', patientId);
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const stored = snapshot.data();
    const pending = pendingTimeZone(stored);
    if (pending) return rekeyDays(tx, ref, snapshot, pending);
    const zone = keyingTimeZone(stored);
    const first = addDays(dayKey(now, zone), -windowDays);
    const expected = daysOfSessions(await sessionsOfDays(tx, patientId, zone, first, null), zone);
    const considered = [...Object.keys(stored?.days ?? {}).filter((day) => day >= first), ...Object.keys(expected)];
    return writeDays(tx, ref, snapshot, zone, expected, considered);
  });
}
