import { sensorPoints, sessionValues, type ChartSeries } from '../api/sensorData';
import { useLoad } from './useLoad';

export interface SensorPointsOptions {
  /** false: wait (nothing to read yet) */
  enabled?: boolean;
  /** read the whole session in one query first (many short series) */
  wholeSession?: boolean;
}

/**
 * Chart series of every (device, sensor) pair, keyed `${deviceId}|${sensor}`:
 * one query per sensor, in parallel, cached per session.
 */
export function useSensorPoints(
  sessionId: string,
  devices: readonly { id: string }[],
  sensors: readonly string[],
  { enabled = true, wholeSession = false }: SensorPointsOptions = {},
) {
  const deviceIds = devices.map((d) => d.id);
  const key = enabled && sensors.length > 0 ? `${sessionId}|${deviceIds.join(',')}|${sensors.join(',')}` : null;
  return useLoad<Map<string, ChartSeries>>(key, async () => {
    if (wholeSession) await sessionValues(sessionId);
    const pairs = deviceIds.flatMap((deviceId) => sensors.map((sensor) => [deviceId, sensor] as const));
    const loaded = await Promise.all(pairs.map(([deviceId, sensor]) => sensorPoints(sessionId, deviceId, sensor)));
    return new Map(pairs.map(([deviceId, sensor], i) => [`${deviceId}|${sensor}`, loaded[i]]));
  });
}
