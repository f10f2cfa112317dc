/** The monitoring area's Firestore reads and writes, run by the endpoints of ./monitoringApi.ts. */
import {
  FieldPath,
  Timestamp,
  deleteField,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  where,
} from 'firebase/firestore';
import { db } from '../../../lib/firebase/firestore';
import { callable } from '../../../lib/firebase/callables';
import { auditedSet, auditedUpdate, auditedUpdateField, type ChangeRecord } from '../../../lib/firebase/audit';
import { col, docRef } from '../../../lib/firebase/collections';
import { auditContext, currentActor } from '../../../lib/firebase/currentActor';
import type { RecordContactRequest } from '@rehab/model/callables';
import type { ManagementEntry, ManagementMonth, PostsessionEntry } from '@rehab/model/collections';
import { managementMonthId } from '../logic/management';

export interface StartArg {
  patientUid: string;
  doctorUid: string;
  timeZone: string;
  periodStart: string;
}

/** Starts (or restarts) monitoring: the period start and the patient's time zone, recorded in the patient's history. */
export async function startMonitoring({ patientUid, doctorUid, timeZone, periodStart }: StartArg): Promise<void> {
  const ref = docRef('monitoring', patientUid);
  await runTransaction(db, async (tx) => {
    const snapshot = await tx.get(ref);
    const context = auditContext(tx, await currentActor('doctor', tx));
    const before = snapshot.data();
    const record: ChangeRecord = {
      action: 'monitoring.started',
      patientUid,
      changes: {
        periodStart: { before: before?.periodStart ?? null, after: periodStart },
        timeZone: { before: before?.timeZone ?? null, after: timeZone },
      },
    };
    if (snapshot.exists()) auditedUpdate(context, ref, { timeZone, periodStart, startedBy: doctorUid }, record);
    else auditedSet(context, ref, { patientId: patientUid, timeZone, periodStart, startedBy: doctorUid, days: {}, romGoals: {} }, record);
  });
}

export type CallArg = RecordContactRequest;

/** Records an attested call (the recordContact function refuses a future call, one before the care, a closed month). */
export async function recordContact(call: CallArg): Promise<void> {
  await callable('recordContact')(call);
}

/** Ends the patient's open episode of monitoring (the stopMonitoring function, audited). */
export async function stopMonitoring(patientId: string): Promise<void> {
  await callable('stopMonitoring')({ patientId });
}

export interface StarterArg {
  patientUid: string;
  startedBy: string;
}

/**
 * The name of the doctor who started a patient's open episode, from the patient's history (which every doctor of the
 * patient reads; another doctor's profile is not readable): his latest 'monitoring.started' entry. Null when the
 * history does not say (an episode begun before the history was kept).
 */
export async function fetchEpisodeStarter({ patientUid, startedBy }: StarterArg): Promise<string | null> {
  const snapshot = await getDocs(
    query(col('auditLog'), where('patientUid', '==', patientUid), where('action', '==', 'monitoring.started'), orderBy('at', 'desc'), limit(20)),
  );
  return snapshot.docs.map((doc) => doc.data()).find((entry) => entry.actorUid === startedBy)?.actorName.trim() || null;
}

export interface GoalArg {
  patientUid: string;
  doctorUid: string;
  deviceType: string;
  /** degrees; null removes the goal */
  degrees: number | null;
}

/** Sets or removes one of the doctor's range-of-motion goals, recorded in the patient's history. */
export async function setRomGoal({ patientUid, doctorUid, deviceType, degrees }: GoalArg): Promise<void> {
  const ref = docRef('monitoring', patientUid);
  await runTransaction(db, async (tx) => {
    const snapshot = await tx.get(ref);
    const context = auditContext(tx, await currentActor('doctor', tx));
    const before = snapshot.data()?.romGoals[doctorUid]?.[deviceType] ?? null;
    auditedUpdateField(context, ref, new FieldPath('romGoals', doctorUid, deviceType), degrees ?? deleteField(), {
      action: 'monitoring.goalChanged',
      patientUid,
      changes: { [deviceType]: { before, after: degrees } },
    });
  });
}

export interface EntryArg {
  doctorUid: string;
  patientUid: string;
  month: string;
  entryId: string;
  entry: Omit<ManagementEntry, 'updatedAt' | 'start'> & { start: Date };
}

/** Adds or changes one entry of the doctor's month document (created with it; only a doctor in care writes one). */
export function writeEntry({ doctorUid, patientUid, month, entryId, entry }: EntryArg): Promise<void> {
  return setDoc(
    docRef('managementTime', managementMonthId(doctorUid, patientUid, month)),
    {
      doctorId: doctorUid,
      patientId: patientUid,
      month,
      entries: { [entryId]: { ...entry, start: Timestamp.fromDate(entry.start), updatedAt: serverTimestamp() } },
      lastEntryId: entryId,
      inCare: true,
    } as unknown as ManagementMonth,
    { merge: true },
  );
}

export interface TrendRecord {
  startTime: number;
  entries: PostsessionEntry[];
}

/** The patient's post-session summaries since `since` (ms), oldest first: the range-of-motion trends. */
export async function fetchTrendRecords(patientUid: string, since: number): Promise<TrendRecord[]> {
  const snapshot = await getDocs(
    query(col('postsessions'), where('userId', '==', patientUid), where('startTime', '>=', Timestamp.fromMillis(since)), orderBy('startTime', 'desc')),
  );
  return snapshot.docs.map((doc) => ({ startTime: doc.data().startTime.toMillis(), entries: doc.data().entries })).reverse();
}

/** The types of the patient's devices (devices/{id}; ids without a record left out). */
export async function fetchDeviceTypes(deviceIds: readonly string[]): Promise<string[]> {
  const snapshots = await Promise.all(deviceIds.map((id) => getDoc(docRef('devices', id))));
  return snapshots.flatMap((snapshot) => (snapshot.exists() ? [snapshot.data().deviceType] : []));
}
