import type { SensorDataBin, SensorOverview, SensorOverviewSeries } from './collections';
import { TIME_SENSOR } from './sensors';

/** Points per device of a sensor overview: enough for a chart's width, small enough to read at once. */
export const OVERVIEW_POINTS = 2000;

/** sensorOverviews/{sessionId}_{sensorId} */
export function sensorOverviewId(sessionId: string, sensorId: string): string {
  return `${sessionId}_${sensorId}`;
}

/**
 * A min-max envelope of at most `maxPoints` samples: the first and the last
 * sample, and each bucket's lowest and highest, in sample order, so every peak
 * and the axes' range stay as at full resolution (`maxPoints` ≥ 2). NaN values
 * are left out; a series of at most `maxPoints` samples is kept whole.
 */
export function minMaxEnvelope(x: ArrayLike<number>, y: ArrayLike<number>, maxPoints = OVERVIEW_POINTS): { x: number[]; y: number[] } {
  const n = Math.min(x.length, y.length);
  const kept: number[] = [];
  const keep = (i: number) => {
    if (i >= 0 && !Number.isNaN(y[i]) && !Number.isNaN(x[i]) && kept.at(-1) !== i) kept.push(i);
  };
  if (n <= maxPoints) {
    for (let i = 0; i < n; i++) keep(i);
  } else {
    const buckets = Math.max(0, Math.floor((maxPoints - 2) / 2));
    keep(0);
    for (let b = 0; b < buckets; b++) {
      const start = Math.max(1, Math.floor((b * n) / buckets));
      const end = Math.min(n - 1, Math.floor(((b + 1) * n) / buckets));
      let low = -1;
      let high = -1;
      for (let i = start; i < end; i++) {
        const value = y[i];
        if (Number.isNaN(value) || Number.isNaN(x[i])) continue;
        if (low < 0 || value < y[low]) low = i;
        if (high < 0 || value > y[high]) high = i;
      }
      keep(Math.min(low, high));
      keep(Math.max(low, high));
    }
    keep(n - 1);
  }
  return { x: kept.map((i) => x[i]), y: kept.map((i) => y[i]) };
}

/** Numbers as text: their 64-bit little-endian floats in base64 (exact, and readable by the browser and Node alike). */
export function packNumbers(values: ArrayLike<number>): string {
  const bytes = new Uint8Array(values.length * 8);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < values.length; i++) view.setFloat64(i * 8, values[i], true);
  let binary = '';
  // In slices, as String.fromCharCode takes its bytes as arguments.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The numbers of `packNumbers`. */
export function unpackNumbers(packed: string): Float64Array {
  const binary = atob(packed);
  const view = new DataView(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) view.setUint8(i, binary.charCodeAt(i));
  const values = new Float64Array(binary.length / 8);
  for (let i = 0; i < values.length; i++) values[i] = view.getFloat64(i * 8, true);
  return values;
}

/** A stored overview series' points. */
export function unpackSeries(series: SensorOverviewSeries): { x: Float64Array; y: Float64Array } {
  return { x: unpackNumbers(series.x), y: unpackNumbers(series.y) };
}

/** A bin's content in a few characters: an overview records the bins it was built from, so a retry can tell it is done. */
export function binFingerprint(values: readonly number[]): string {
  let hash = 0x811c9dc5;
  const words = new Uint32Array(Float64Array.from(values).buffer);
  for (let i = 0; i < words.length; i++) hash = Math.imul(hash ^ words[i], 0x01000193);
  return `${values.length}:${(hash >>> 0).toString(36)}`;
}

/** A stored bin with its document id. */
export interface IdentifiedBin {
  id: string;
  data: SensorDataBin;
}

function joined(bins: readonly IdentifiedBin[], deviceId: string, sensorId: string): number[] {
  return bins
    .filter((bin) => bin.data.deviceId === deviceId && bin.data.sensorId === sensorId)
    .sort((a, b) => a.data.binId - b.data.binId)
    .flatMap((bin) => bin.data.values);
}

/**
 * The overview of one sensor of a session, from its bins and the session's
 * Time bins (any others are ignored): per device, the envelope of (time,
 * value), or of (sample position, value) without a Time series. Null when the
 * sensor has no bins.
 */
export function buildSensorOverview(sessionId: string, sensorId: string, bins: readonly IdentifiedBin[]): SensorOverview | null {
  const used = bins.filter((bin) => bin.data.sessionId === sessionId && (bin.data.sensorId === sensorId || bin.data.sensorId === TIME_SENSOR));
  const deviceIds = [...new Set(used.filter((bin) => bin.data.sensorId === sensorId).map((bin) => bin.data.deviceId))].sort();
  if (deviceIds.length === 0) return null;
  const devices: Record<string, SensorOverviewSeries> = {};
  for (const deviceId of deviceIds) {
    const values = joined(used, deviceId, sensorId);
    const time = joined(used, deviceId, TIME_SENSOR);
    const timed = time.length > 0;
    const envelope = minMaxEnvelope(timed ? time : values.map((_, i) => i), values);
    devices[deviceId] = { x: packNumbers(envelope.x), y: packNumbers(envelope.y), timed, samples: timed ? Math.min(time.length, values.length) : values.length };
  }
  const sources: Record<string, string> = {};
  for (const bin of used) if (bin.data.deviceId in devices) sources[bin.id] = binFingerprint(bin.data.values);
  return { sessionId, sensorId, devices, sources };
}
