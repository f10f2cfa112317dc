import { documentId, getDocs, limit, orderBy, query, startAfter, where, type QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { liteCol } from '../../../lib/firebase/lite';
import type { SensorDataBin } from '@rehab/model/collections';
import { TIME_SENSOR } from '@rehab/model/sensors';
import { storedSensorId } from '../logic/catalogue';
import { toPoints, type Point } from '../logic/series';

const sensorBins = liteCol('data_by_sensor');
const overviews = liteCol('sensorOverviews');

/** One sensor's full-resolution values per device of a session. */
export type SensorValues = Map<string, Float64Array>;

/** Every sensor's values of a session (sensor id → device id → values). */
export type SessionValues = Map<string, SensorValues>;

/** Joins bins (sorted by binId) into one array per device. */
function joinBins(docs: { deviceId: string; binId: number; values: number[] }[]): SensorValues {
  const bins = new Map<string, { binId: number; values: number[] }[]>();
  for (const { deviceId, binId, values } of docs) {
    const list = bins.get(deviceId) ?? [];
    list.push({ binId, values });
    bins.set(deviceId, list);
  }
  const joined: SensorValues = new Map();
  for (const [deviceId, parts] of bins) {
    parts.sort((a, b) => a.binId - b.binId);
    const out = new Float64Array(parts.reduce((n, p) => n + p.values.length, 0));
    let offset = 0;
    for (const { values } of parts) {
      out.set(values, offset);
      offset += values.length;
    }
    joined.set(deviceId, out);
  }
  return joined;
}

/** Reads a sensor's bins (all devices, in binId order) and joins them per device. */
async function readSensor(sessionId: string, sensorId: string): Promise<SensorValues> {
  const snapshot = await getDocs(
    query(sensorBins, where('sessionId', '==', sessionId), where('sensorId', '==', sensorId), orderBy('binId')),
  );
  return joinBins(snapshot.docs.map((doc) => doc.data()));
}

/**
 * Bins per page of a whole-session read: a short session comes in one or two
 * queries (instead of one per sensor), a long one in pages small enough for
 * the page to handle each answer without a long pause.
 */
const BINS_PER_PAGE = 10;

/** Reads every bin of a session, page by page, and joins them per sensor. */
async function readSession(sessionId: string): Promise<SessionValues> {
  const bins: SensorDataBin[] = [];
  let last: QueryDocumentSnapshot<SensorDataBin> | undefined;
  for (;;) {
    const page = query(
      sensorBins,
      where('sessionId', '==', sessionId),
      orderBy(documentId()),
      ...(last ? [startAfter(last)] : []),
      limit(BINS_PER_PAGE),
    );
    const snapshot = await getDocs(page);
    for (const doc of snapshot.docs) bins.push(doc.data());
    if (snapshot.size < BINS_PER_PAGE) break;
    last = snapshot.docs[snapshot.size - 1];
  }
  const bySensor = new Map<string, SensorDataBin[]>();
  for (const bin of bins) {
    const list = bySensor.get(bin.sensorId);
    if (list) list.push(bin);
    else bySensor.set(bin.sensorId, [bin]);
  }
  return new Map([...bySensor].map(([sensorId, binsOfSensor]) => [sensorId, joinBins(binsOfSensor)]));
}

/** A series ready for Chart.js: x is the timestamp, or the sample's position when there is no time axis. */
export interface ChartSeries {
  points: Point[];
  timed: boolean;
  /** a min-max envelope with fewer points than the full series, painted until the full-resolution series arrives */
  overview?: boolean;
}

/** What the charts have read of one session: sensor values, the whole session, and chart points built from them. */
interface SessionEntry {
  sensors: Map<string, Promise<SensorValues>>;
  whole: Map<string, Promise<SessionValues>>;
  points: Map<string, Promise<ChartSeries>>;
  overviews: Map<string, Promise<Map<string, ChartSeries> | null>>;
}

/** Sessions kept in memory (full resolution, for the charts), most recent last. */
const MAX_CACHED_SESSIONS = 3;
const cache = new Map<string, SessionEntry>();

function entryOf(sessionId: string): SessionEntry {
  let entry = cache.get(sessionId);
  if (entry) {
    cache.delete(sessionId);
  } else {
    entry = { sensors: new Map(), whole: new Map(), points: new Map(), overviews: new Map() };
  }
  cache.set(sessionId, entry);
  while (cache.size > MAX_CACHED_SESSIONS) cache.delete(cache.keys().next().value!);
  return entry;
}

/** A failed read is forgotten, so that the next attempt reads again. */
function remember<T>(map: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  const known = map.get(key);
  if (known) return known;
  const promise = load();
  map.set(key, promise);
  promise.catch(() => map.delete(key));
  return promise;
}

/** A sensor's values per device, read once per session. */
function sensorValues(sessionId: string, sensorId: string): Promise<SensorValues> {
  return remember(entryOf(sessionId).sensors, sensorId, () => readSensor(sessionId, sensorId));
}

const WHOLE = 'whole';

/** Every series of a session, read once (page by page) and kept with the session's charts. */
export function sessionValues(sessionId: string): Promise<SessionValues> {
  const { sensors, whole } = entryOf(sessionId);
  return remember(whole, WHOLE, async () => {
    const all = await readSession(sessionId);
    for (const [sensorId, values] of all) if (!sensors.has(sensorId)) sensors.set(sensorId, Promise.resolve(values));
    return all;
  });
}

interface DeviceSeries {
  /** sample timestamps (ms); null without a Time series */
  time: Float64Array | null;
  values: Float64Array;
}

/** One device's time axis and sensor values; Angle falls back to AngleX without a Time series. */
async function deviceSeries(sessionId: string, deviceId: string, sensor: string): Promise<DeviceSeries> {
  const [times, direct] = await Promise.all([sensorValues(sessionId, TIME_SENSOR), sensorValues(sessionId, sensor)]);
  const time = times.get(deviceId) ?? null;
  const stored = storedSensorId(sensor, time !== null);
  const fallback = stored === sensor ? undefined : (await sensorValues(sessionId, stored)).get(deviceId);
  return { time, values: fallback ?? direct.get(deviceId) ?? new Float64Array(0) };
}

/** Chart points of one device's sensor, built once per session. */
export function sensorPoints(sessionId: string, deviceId: string, sensor: string): Promise<ChartSeries> {
  return remember(entryOf(sessionId).points, `${deviceId}|${sensor}`, async () => {
    const { time, values } = await deviceSeries(sessionId, deviceId, sensor);
    return { points: toPoints({ x: time ?? Float64Array.from(values, (_, i) => i), y: values }), timed: time !== null };
  });
}

/**
 * A sensor's overview series of the given devices (keyed `${deviceId}|${sensor}`), from one read of its
 * sensorOverviews document; null when the session has none for one of them (older sessions), or one without a
 * time axis (its sensor may be read from another, see storedSensorId).
 */
export function sensorOverview(sessionId: string, deviceIds: readonly string[], sensor: string): Promise<Map<string, ChartSeries> | null> {
  return remember(entryOf(sessionId).overviews, `${deviceIds.join(',')}|${sensor}`, async () => {
    const snapshot = await getDocs(query(overviews, where('sessionId', '==', sessionId), where('sensorId', '==', sensor), limit(1)));
    const devices = snapshot.docs[0]?.data().devices;
    if (!devices || !deviceIds.every((deviceId) => devices[deviceId]?.timed)) return null;
    return new Map(
      deviceIds.map((deviceId) => {
        const { x, y, samples } = devices[deviceId];
        // An overview that kept every sample is the full series already (short sessions): its points can be picked.
        const series: ChartSeries = { points: toPoints({ x: Float64Array.from(x), y: Float64Array.from(y) }), timed: true, overview: x.length < samples };
        return [`${deviceId}|${sensor}`, series];
      }),
    );
  });
}

/** Forgets a session's data (after it was deleted). */
export function forgetSession(sessionId: string) {
  cache.delete(sessionId);
}
