/** The Monitoring page's one-off read, run by the monitoringOverview endpoint of ./monitoringApi.ts. */
import { getDocs, query, where } from 'firebase/firestore/lite';
import { liteCol } from '../../../lib/firebase/lite';
import type { Monitoring } from '@rehab/model/collections';

export interface OverviewArg {
  /** sorted, so that one list is one cache entry */
  patientUids: string[];
}

export interface Overview {
  monitoring: Record<string, Monitoring | null>;
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
 * Each patient's monitoring document (a few queries, not one read per patient) through Firestore Lite: plain
 * requests, where the full SDK would add each query to its listen stream one after the other (seconds for 200
 * patients). The doctor's minutes are the server's totals, read live beside it (doctorMonthTotals).
 */
export async function fetchOverview({ patientUids }: OverviewArg): Promise<Overview> {
  const snapshots = await Promise.all(chunked(patientUids, PATIENTS_PER_QUERY).map((chunk) => getDocs(query(liteCol('monitoring'), where('patientId', 'in', chunk)))));
  const found = new Map(snapshots.flatMap((snapshot) => snapshot.docs.map((doc) => [doc.id, doc.data()] as const)));
  return { monitoring: Object.fromEntries(patientUids.map((uid) => [uid, found.get(uid) ?? null])) };
}
