import type { JoinedSeries } from '../logic/bins';
import { readDeviceSensor, readSessionValues, type RestSource } from './sensorRest';

/** What the charts read of the sensor bins: one device's series of a sensor, or every series of a session. */
export type SensorReadRequest = { kind: 'device'; sessionId: string; deviceId: string; sensorId: string } | { kind: 'session'; sessionId: string };

/** The joined series: a device's (null when it has no bins), or the session's. */
export type SensorReadResult = Float64Array | null | JoinedSeries;

/** Message to the sensor reader worker. */
export interface SensorReadMessage {
  id: number;
  source: RestSource;
  request: SensorReadRequest;
}

/** Message from the sensor reader worker. */
export type SensorReadReply = { id: number; result: SensorReadResult } | { id: number; error: string };

/** Reads and joins what the request asks for: in the worker, or on the page where there is no worker. */
export function performSensorRead(source: RestSource, request: SensorReadRequest): Promise<SensorReadResult> {
  return request.kind === 'device'
    ? readDeviceSensor(source, request.sessionId, request.deviceId, request.sensorId)
    : readSessionValues(source, request.sessionId);
}

/** The buffers of a result, handed over to the page instead of copied. */
export function transferablesOf(result: SensorReadResult): ArrayBuffer[] {
  if (result === null) return [];
  const arrays = result instanceof Float64Array ? [result] : [...result.values()].flatMap((byDevice) => [...byDevice.values()]);
  return arrays.map((values) => values.buffer as ArrayBuffer);
}
