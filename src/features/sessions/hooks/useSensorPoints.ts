import { sensorOverview, sensorPoints, sessionValues, type ChartSeries } from '../api/sensorData';
import { useSensorRead, type SensorRead } from './useSensorRead';

export interface SensorPointsOptions {
  /** false: wait (nothing to read yet) */
  enabled?: boolean;
  /** read the whole session in one query first (many short series) */
  wholeSession?: boolean;
}

/**
 * Chart series of every (device, sensor) pair, keyed `${deviceId}|${sensor}`:
 * one query per sensor, in parallel, cached per session (outside the store).
 */
export function useSensorPoints(
  sessionId: string,
  devices: readonly { id: string }[],
  sensors: readonly string[],
  { enabled = true, wholeSession = false }: SensorPointsOptions = {},
) {
  const deviceIds = devices.map((d) => d.id);
  const key = enabled && sensors.length > 0 ? `${sessionId}|${deviceIds.join(',')}|${sensors.join(',')}` : null;
  return useSensorRead<Map<string, ChartSeries>>(key, async () => {
    if (wholeSession) await sessionValues(sessionId);
    const pairs = deviceIds.flatMap((deviceId) => sensors.map((sensor) => [deviceId, sensor] as const));
    const loaded = await Promise.all(pairs.map(([deviceId, sensor]) => sensorPoints(sessionId, deviceId, sensor)));
    return new Map(pairs.map(([deviceId, sensor], i) => [`${deviceId}|${sensor}`, loaded[i]]));
  });
}

/** One sensor's series of each compared session (null where the session has no device on that side), in order. */
export function useComparedSeries(sensor: string, side: string, sources: readonly { sessionId: string; deviceId: string | undefined }[]) {
  const key = `${sensor}|${side}|${sources.map((s) => `${s.sessionId}:${s.deviceId ?? ''}`).join(',')}`;
  return useSensorRead<(ChartSeries | null)[]>(key, () =>
    Promise.all(sources.map(({ sessionId, deviceId }) => (deviceId ? sensorPoints(sessionId, deviceId, sensor) : Promise.resolve(null)))),
  );
}

/**
 * One sensor's series of every device: its overview (one read) until the full-resolution series (read at the same
 * time) has arrived, then the full series, which zooming, point removal and exports use. Without an overview, or when
 * its read fails, the full series alone, as before overviews existed.
 */
export function useOverviewFirst(sessionId: string, devices: readonly { id: string }[], sensor: string): SensorRead<Map<string, ChartSeries>> {
  const full = useSensorPoints(sessionId, devices, [sensor]);
  const deviceIds = devices.map((d) => d.id);
  const key = full.isLoading ? `${sessionId}|${deviceIds.join(',')}|${sensor}` : null;
  const overview = useSensorRead<Map<string, ChartSeries> | null>(key, () => sensorOverview(sessionId, deviceIds, sensor).catch(() => null));
  return full.isLoading && overview.data ? { data: overview.data, isLoading: false, error: undefined } : full;
}
