/**
 * The reconcile job's parts for the aggregates whose triggers live elsewhere: each recomputes its document from the
 * sources, in a transaction, with the same pure function its trigger uses, writes it only when it differs (a healthy
 * document costs its reads and records no fix) and returns one ReconcileFix per field it set right.
 */
import { sameValue, fieldFixes, type ReconcileFix } from '@rehab/model/reconcile';
import { buildSensorOverview, sensorOverviewId } from '@rehab/model/sensorOverview';
import { TIME_SENSOR } from '@rehab/model/sensors';
import { db } from '../admin';
import { col, docRef } from '../lib/collections';
import { readInPages } from '../lib/pages';
import { monthTotals } from '@rehab/model/managementUnion';
import { readOverviewRow, writeOverviewRow } from '../monitoring/overviewRows';

const DAY_MS = 86_400_000;

/** managementTotals/{monthId} from managementTime/{monthId} (recomputeManagementTotals's rule). */
export async function reconcileManagementTotals(monthId: string): Promise<ReconcileFix[]> {
  const monthRef = docRef('managementTime', monthId);
  const totalsRef = docRef('managementTotals', monthId);
  return db.runTransaction(async (tx) => {
    const [month, totals] = await Promise.all([tx.get(monthRef), tx.get(totalsRef)]);
    const stored = totals.data();
    const expected = (month.exists && monthTotals(month.data()!)) || undefined;
    const fixes = fieldFixes('managementTotals', monthId, stored, expected);
    if (fixes.length === 0) return [];
    if (expected) tx.set(totalsRef, expected);
    else tx.delete(totalsRef);
    return fixes;
  });
}

/**
 * doctorOverview/{doctorId}.rows.{patientId} (refreshOverviewRow's rule). A row depends on the day it is built on
 * (its data days from 29 days back, its month): a row that is what its inputs gave 24 hours earlier is only out of
 * date, since no input changed to rebuild it, and is brought to today's without being reported as drift.
 */
export async function reconcileOverviewRow(doctorId: string, patientId: string, now: Date): Promise<ReconcileFix[]> {
  return db.runTransaction(async (tx) => {
    const overview = await tx.get(docRef('doctorOverview', doctorId));
    const stored = overview.data()?.rows?.[patientId];
    const expected = await readOverviewRow(tx, doctorId, patientId, now);
    if (sameValue(stored, expected)) return [];
    const dayBefore = stored ? await readOverviewRow(tx, doctorId, patientId, new Date(now.getTime() - DAY_MS)) : null;
    writeOverviewRow(tx, doctorId, patientId, expected);
    if (dayBefore && sameValue(stored, dayBefore)) return [];
    return fieldFixes('doctorOverview', doctorId, stored, expected ?? undefined, `rows.${patientId}.`);
  });
}

/**
 * sensorOverviews/{sessionId}_{sensorId} of one session, from its bins (refreshSensorOverview's rule): one per sensor
 * with bins, none for a sensor without. The bins are read outside the transaction, as the trigger reads them; an
 * overview rewritten meanwhile (its trigger at work) is left to that trigger and reported by no one.
 */
export async function reconcileSensorOverviews(sessionId: string): Promise<ReconcileFix[]> {
  const [bins, overviews] = await Promise.all([
    readInPages(col('data_by_sensor').where('sessionId', '==', sessionId)),
    readInPages(col('sensorOverviews').where('sessionId', '==', sessionId)),
  ]);
  const binsOf = (sensorId: string) =>
    bins.filter((bin) => [sensorId, TIME_SENSOR].includes(bin.data().sensorId)).map((bin) => ({ id: bin.id, data: bin.data() }));
  const sensors = new Set([...bins.map((bin) => bin.data().sensorId), ...overviews.map((overview) => overview.data().sensorId)]);
  sensors.delete(TIME_SENSOR);
  const fixes: ReconcileFix[] = [];
  for (const sensorId of [...sensors].sort()) {
    const ref = docRef('sensorOverviews', sensorOverviewId(sessionId, sensorId));
    const seen = overviews.find((overview) => overview.id === ref.id);
    const expected = buildSensorOverview(sessionId, sensorId, binsOf(sensorId)) ?? undefined;
    const found = fieldFixes('sensorOverviews', ref.id, seen?.data(), expected);
    if (found.length === 0) continue;
    const written = await db.runTransaction(async (tx) => {
      const now = await tx.get(ref);
      const unchanged = now.exists ? Boolean(seen && now.updateTime!.isEqual(seen.updateTime)) : !seen;
      if (!unchanged) return false;
      if (expected) tx.set(ref, expected);
      else tx.delete(ref);
      return true;
    });
    if (written) fixes.push(...found);
  }
  return fixes;
}
