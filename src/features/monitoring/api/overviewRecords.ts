/** The Monitoring page's one-off read, run by the monitoringOverview endpoint of ./monitoringApi.ts. */
import { getDocs, query, where } from 'firebase/firestore/lite';
import { liteCol } from '../../../lib/firebase/lite';
import type { ManagementMonth, Monitoring } from '../../../lib/model/collections';

export interface OverviewArg {
  doctorUid: string;
  /** sorted, so that one list is one cache entry */
  patientUids: string[];
  month: string;
}

export interface Overview {
  monitoring: Record<string, Monitoring | null>;
  /** patient uid -> the doctor's month document */
  months: Record<string, ManagementMonth>;
}

/**
 * Patients per monitoring query. The rules read the doctor's record once and each patient's care relationship
 * (one document access per patient), and a query may make at most 10 accesses.
 */
export const PATIENTS_PER_QUERY = 9;

function chunked(uids: readonly string[], size: number): string[][] {
  return Array.from({ length: Math.ceil(uids.length / size) }, (_, i) => uids.slice(i * size, (i + 1) * size));
}

/**
 * Each patient's monitoring document (a few queries, not one read per patient) and the doctor's management
 * time this month (one query), through Firestore Lite: plain requests, where the full SDK would add each query
 * to its listen stream one after the other (seconds for 200 patients).
 */
export async function fetchOverview({ doctorUid, patientUids, month }: OverviewArg): Promise<Overview> {
  const chunks = chunked(patientUids, PATIENTS_PER_QUERY);
  const [snapshots, months] = await Promise.all([
    Promise.all(chunks.map((chunk) => getDocs(query(liteCol('monitoring'), where('patientId', 'in', chunk))))),
    getDocs(query(liteCol('managementTime'), where('doctorId', '==', doctorUid), where('month', '==', month))),
  ]);
  const found = new Map(snapshots.flatMap((snapshot) => snapshot.docs.map((doc) => [doc.id, doc.data()] as const)));
  return {
    monitoring: Object.fromEntries(patientUids.map((uid) => [uid, found.get(uid) ?? null])),
    months: Object.fromEntries(months.docs.map((doc) => [doc.data().patientId, doc.data()])),
  };
}
