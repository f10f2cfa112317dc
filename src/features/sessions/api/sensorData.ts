import { getDoc } from 'firebase/firestore/lite';
import { liteDoc } from '../../../lib/firebase/lite';
import { TIME_SENSOR } from '@rehab/model/sensors';
import { sensorOverviewId, unpackSeries } from '@rehab/model/sensorOverview';
import { storedSensorId } from '../logic/catalogue';
import { toPoints, type Point } from '../logic/series';
import { readDeviceSeries, readSessionSeries } from './sensorReader';

/** A series ready for Chart.js: x is the timestamp, or the sample's position when there is no time axis. */
export interface ChartSeries {
  points: Point[];
  timed: boolean;
  /** a min-max envelope with fewer points than the full series, painted until the full-resolution series arrives */
  overview?: boolean;
}

/** What the charts have read of one session: series, the whole session, and chart points built from them. */
interface SessionEntry {
  /** `${sensorId}|${deviceId}` → the device's series (null: no bins) */
  series: Map<string, Promise<Float64Array | null>>;
  whole: Map<string, Promise<void>>;
  /** every series of the session has been read: one not in `series` has no bins */
  complete: boolean;
  points: Map<string, Promise<ChartSeries>>;
  /** keys of `points` whose series are built */
  built: Set<string>;
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
    entry = { series: new Map(), whole: new Map(), complete: false, points: new Map(), built: new Set(), overviews: new Map() };
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

/**
 * One device's series of a sensor, read once per session. Each is a query of its own, so a chart's series (each
 * device's values and time axis) are read in parallel, and read and joined off the main thread (./sensorReader).
 */
function deviceValues(sessionId: string, deviceId: string, sensorId: string): Promise<Float64Array | null> {
  const entry = entryOf(sessionId);
  return remember(entry.series, `${sensorId}|${deviceId}`, () => (entry.complete ? Promise.resolve(null) : readDeviceSeries(sessionId, deviceId, sensorId)));
}

const WHOLE = 'whole';

/** Every series of a session, read once (page by page) and kept with the session's charts. */
export function sessionValues(sessionId: string): Promise<void> {
  const entry = entryOf(sessionId);
  return remember(entry.whole, WHOLE, async () => {
    const all = await readSessionSeries(sessionId);
    for (const [sensorId, byDevice] of all) {
      for (const [deviceId, values] of byDevice) {
        const key = `${sensorId}|${deviceId}`;
        if (!entry.series.has(key)) entry.series.set(key, Promise.resolve(values));
      }
    }
    entry.complete = true;
  });
}

interface DeviceSeries {
  /** sample timestamps (ms); null without a Time series */
  time: Float64Array | null;
  values: Float64Array;
}

/** One device's time axis and sensor values; Angle falls back to AngleX without a Time series. */
async function deviceSeries(sessionId: string, deviceId: string, sensor: string): Promise<DeviceSeries> {
  const [time, direct] = await Promise.all([deviceValues(sessionId, deviceId, TIME_SENSOR), deviceValues(sessionId, deviceId, sensor)]);
  const stored = storedSensorId(sensor, time !== null);
  const fallback = stored === sensor ? null : await deviceValues(sessionId, deviceId, stored);
  return { time, values: fallback ?? direct ?? new Float64Array(0) };
}

/** Chart points of one device's sensor, built once per session. */
export function sensorPoints(sessionId: string, deviceId: string, sensor: string): Promise<ChartSeries> {
  const entry = entryOf(sessionId);
  const key = `${deviceId}|${sensor}`;
  return remember(entry.points, key, async () => {
    const { time, values } = await deviceSeries(sessionId, deviceId, sensor);
    const series = { points: toPoints({ x: time ?? Float64Array.from(values, (_, i) => i), y: values }), timed: time !== null };
    entry.built.add(key);
    return series;
  });
}

/** Whether the full series of these devices' sensor are built: an overview, possibly older than them, is not needed. */
export function fullSeriesBuilt(sessionId: string, deviceIds: readonly string[], sensor: string): boolean {
  const built = cache.get(sessionId)?.built;
  return built !== undefined && deviceIds.every((deviceId) => built.has(`${deviceId}|${sensor}`));
}

/**
 * A sensor's overview series of the given devices (keyed `${deviceId}|${sensor}`), from one read of its
 * sensorOverviews document, by its id; null when the session has none for one of them (older sessions), or one without a
 * time axis (its sensor may be read from another, see storedSensorId).
 */
export function sensorOverview(sessionId: string, deviceIds: readonly string[], sensor: string): Promise<Map<string, ChartSeries> | null> {
  return remember(entryOf(sessionId).overviews, `${deviceIds.join(',')}|${sensor}`, async () => {
    const devices = (await getDoc(liteDoc('sensorOverviews', sensorOverviewId(sessionId, sensor)))).data()?.devices;
    // One written before overviews were packed (an emulator world kept from then) counts as none.
    if (!devices || !deviceIds.every((deviceId) => devices[deviceId]?.timed && typeof devices[deviceId].x === 'string')) return null;
    return new Map(
      deviceIds.map((deviceId) => {
        const { x, y } = unpackSeries(devices[deviceId]);
        // An overview that kept every sample is the full series already (short sessions): its points can be picked.
        const series: ChartSeries = { points: toPoints({ x, y }), timed: true, overview: x.length < devices[deviceId].samples };
        return [`${deviceId}|${sensor}`, series];
      }),
    );
  });
}

/** Forgets a session's data (after it was deleted). */
export function forgetSession(sessionId: string) {
  cache.delete(sessionId);
}
