/**
 * sensorOverviews/{sessionId}_{sensorId}: the min-max envelope a chart paints
 * first (`@rehab/model/sensorOverview`), kept whenever a bin of data_by_sensor is
 * written or deleted. A sensor's bin refreshes its own overview; a Time bin
 * refreshes every overview of its session (their x). An overview whose sources
 * already hold the bin as it is now is left alone, so a retry (or the seed,
 * which writes overviews itself) costs one read. Otherwise it is built again
 * from the stored bins, read outside any transaction: a transaction's query
 * would lock the bins against the devices' next writes (and, in the emulator,
 * every write to data_by_sensor). It is written only if it is still the version
 * read before the bins, so a build from older bins never replaces one from
 * newer bins; else the check starts over.
 */
import { onDocumentWritten } from '../lib/triggers';
import { TIME_SENSOR } from '@rehab/model/sensors';
import { binFingerprint, buildSensorOverview, sensorOverviewId } from '@rehab/model/sensorOverview';
import { db } from '../admin';
import { col, docRef, snapshotData } from '../lib/collections';

/** Attempts of one refresh while other refreshes of the same overview keep rewriting it. */
const ATTEMPTS = 8;

/** Brings one overview up to date with the bin `binId` (`fingerprint`: its content now, null when deleted). */
export async function refreshSensorOverview(sessionId: string, sensorId: string, binId: string, fingerprint: string | null): Promise<void> {
  const ref = docRef('sensorOverviews', sensorOverviewId(sessionId, sensorId));
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const seen = await ref.get();
    const current = seen.data();
    if ((current?.sources[binId] ?? null) === fingerprint && (current !== undefined || fingerprint === null)) return;
    const bins = await col('data_by_sensor').where('sessionId', '==', sessionId).where('sensorId', 'in', [sensorId, TIME_SENSOR]).get();
    const overview = buildSensorOverview(
      sessionId,
      sensorId,
      bins.docs.map((doc) => ({ id: doc.id, data: doc.data() })),
    );
    const written = await db.runTransaction(async (tx) => {
      const now = await tx.get(ref);
      const unchanged = now.exists ? seen.exists && now.updateTime!.isEqual(seen.updateTime!) : !seen.exists;
      if (!unchanged) return false;
      if (overview) tx.set(ref, overview);
      else if (now.exists) tx.delete(ref);
      return true;
    });
    if (written) return;
  }
  throw new Error(`sensorOverviews/${ref.id} kept changing during ${ATTEMPTS} refreshes for ${binId}`);
}

export const onSensorBinWritten = onDocumentWritten({ document: 'data_by_sensor/{binId}', retry: true }, async (event) => {
  const binId = event.params.binId;
  const after = snapshotData('data_by_sensor', event.data?.after);
  const bin = after ?? snapshotData('data_by_sensor', event.data?.before);
  if (!bin || typeof bin.sessionId !== 'string' || typeof bin.sensorId !== 'string' || !bin.sessionId) return;
  const fingerprint = after && Array.isArray(after.values) ? binFingerprint(after.values) : null;
  const sensorIds =
    bin.sensorId === TIME_SENSOR
      ? (await col('sensorOverviews').where('sessionId', '==', bin.sessionId).get()).docs.map((doc) => doc.data().sensorId)
      : [bin.sensorId];
  await Promise.all(sensorIds.map((sensorId) => refreshSensorOverview(bin.sessionId, sensorId, binId, fingerprint)));
});
