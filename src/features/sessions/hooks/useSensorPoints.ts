import { useEffect, useState } from 'react';
import { afterPaint } from '../perfMarks';
import { fullSeriesBuilt, sensorOverview, sensorPoints, sessionValues, type ChartSeries } from '../api/sensorData';
import { useSensorRead, type SensorRead } from './useSensorRead';

export interface SensorPointsOptions {
  /** false: wait (nothing to read yet) */
  enabled?: boolean;
  /** read the whole session in one query first (many short series) */
  wholeSession?: boolean;
}

/**
 * Chart series of every (device, sensor) pair, keyed `${deviceId}|${sensor}`:
 * one query per device and sensor, in parallel, cached per session (outside the store).
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

const LOADING = { data: undefined, isLoading: true, error: undefined };

/**
 * One sensor's series of every device: its overview (one read) until the full-resolution series have arrived, then
 * the full series, which zooming, point removal and exports use. The full series are asked for once the overview is
 * on screen (or found missing): reading and joining megabytes of bins meanwhile would take the cores the first chart
 * is drawn with. Without an overview, or when its read fails, the full series alone, as before overviews existed.
 * Once the full series are there, the overview is never shown again (nor read again): it may be older than the
 * bins, until the function has rewritten it.
 */
export function useOverviewFirst(sessionId: string, devices: readonly { id: string }[], sensor: string): SensorRead<Map<string, ChartSeries>> {
  const deviceIds = devices.map((d) => d.id);
  const built = fullSeriesBuilt(sessionId, deviceIds, sensor);
  const overviewKey = built ? null : `${sessionId}|${deviceIds.join(',')}|${sensor}`;
  const overview = useSensorRead<Map<string, ChartSeries> | null>(overviewKey, () => sensorOverview(sessionId, deviceIds, sensor).catch(() => null));
  const [paintedKey, setPaintedKey] = useState<string | null>(null);
  // An overview is read only under a key (none once the full series are built).
  const shown = overview.data != null;
  useEffect(() => (shown ? afterPaint(() => setPaintedKey(overviewKey)) : undefined), [shown, overviewKey]);
  const fullWanted = !overview.isLoading && (!overview.data || paintedKey === overviewKey);
  const full = useSensorPoints(sessionId, devices, [sensor], { enabled: fullWanted });
  if (full.data || full.error) return full;
  return overview.data ? { data: overview.data, isLoading: false, error: undefined } : LOADING;
}
