import { currentIdToken, firestoreDocumentsUrl } from '../../../lib/firebase/rest';
import type { JoinedSeries } from '../logic/bins';
import { performSensorRead, type SensorReadMessage, type SensorReadReply, type SensorReadRequest, type SensorReadResult } from './sensorReads';

interface Waiting {
  message: SensorReadMessage;
  resolve: (result: SensorReadResult) => void;
  reject: (error: Error) => void;
}

/** undefined: not started yet; null: none (no Worker here, as in jsdom, or it could not start). */
let worker: Worker | null | undefined;
const waiting = new Map<number, Waiting>();
let lastId = 0;

function readerWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined') return (worker = null);
  const started = new Worker(new URL('./sensorRead.worker.ts', import.meta.url), { type: 'module' });
  started.onmessage = ({ data: reply }: MessageEvent<SensorReadReply>) => {
    const read = waiting.get(reply.id);
    if (!read) return;
    waiting.delete(reply.id);
    if ('error' in reply) read.reject(new Error(reply.error));
    else read.resolve(reply.result);
  };
  // A worker that fails (its script refused or missing): what it holds, and every later read, runs on the page.
  started.onerror = () => {
    worker = null;
    started.terminate();
    const held = [...waiting.values()];
    waiting.clear();
    for (const { message, resolve, reject } of held) performSensorRead(message.source, message.request).then(resolve, reject);
  };
  return (worker = started);
}

/** Reads sensor bins as the signed-in user in the reader worker, or on the page where there is none. */
async function read(request: SensorReadRequest): Promise<SensorReadResult> {
  const source = { documentsUrl: firestoreDocumentsUrl(), idToken: await currentIdToken() };
  const reader = readerWorker();
  if (!reader) return performSensorRead(source, request);
  const message: SensorReadMessage = { id: ++lastId, source, request };
  return new Promise((resolve, reject) => {
    waiting.set(message.id, { message, resolve, reject });
    reader.postMessage(message);
  });
}

/** One device's series of a sensor, its bins joined in order; null when it has none. */
export function readDeviceSeries(sessionId: string, deviceId: string, sensorId: string): Promise<Float64Array | null> {
  return read({ kind: 'device', sessionId, deviceId, sensorId }) as Promise<Float64Array | null>;
}

/** Every series of a session (sensor id → device id → values). */
export function readSessionSeries(sessionId: string): Promise<JoinedSeries> {
  return read({ kind: 'session', sessionId }) as Promise<JoinedSeries>;
}

/** Starts the worker ahead of the first read (it loads while the page waits for a choice). */
export function prepareSensorReader() {
  readerWorker();
}
