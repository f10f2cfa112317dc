import { currentIdToken, firestoreDocumentsUrl } from '../../../lib/firebase/rest';
import type { Side } from '@rehab/model/collections';
import type { DeviceInfo } from '../api/sessionsFirestore';
import { sensorsOf } from '../logic/catalogue';
import { sessionFileName, type ExportPlan } from '../logic/exportRows';
import type { SessionSummary } from '../logic/sessionList';
import type { ExportRequest, ExportResponse } from './protocol';

export interface ExportProgress {
  done: number;
  total: number;
}

/** A device type's sensors from its deviceTypes document (empty when it has none). */
export type DeviceTypeSensors = (deviceType: string) => Promise<string[]>;

/** What the worker needs of a session: its devices with their sensors. Null for a session without known devices. */
async function planOf(session: SessionSummary, devices: ReadonlyMap<string, DeviceInfo>, deviceTypeSensors: DeviceTypeSensors): Promise<ExportPlan | null> {
  const infos = session.devices.map((id) => devices.get(id)).filter((d): d is DeviceInfo => d !== undefined);
  if (infos.length === 0) return null;
  return {
    sessionId: session.id,
    fileName: sessionFileName(session),
    devices: await Promise.all(
      infos.map(async (d) => ({ deviceId: d.id, side: d.side, sensors: sensorsOf(d.deviceType, await deviceTypeSensors(d.deviceType)) })),
    ),
    removedTimePoints: session.removedTimePoints,
  };
}

/** A worker's answers, one at a time, in order. */
function inbox(worker: Worker) {
  const waiting: ((message: ExportResponse) => void)[] = [];
  const early: ExportResponse[] = [];
  worker.onmessage = (event: MessageEvent<ExportResponse>) => {
    const next = waiting.shift();
    if (next) next(event.data);
    else early.push(event.data);
  };
  return (): Promise<ExportResponse> => {
    const ready = early.shift();
    return ready ? Promise.resolve(ready) : new Promise((resolve) => waiting.push(resolve));
  };
}

async function receive<T extends ExportResponse['type']>(next: () => Promise<ExportResponse>, type: T): Promise<Extract<ExportResponse, { type: T }>> {
  const message = await next();
  if (message.type === 'failed') throw new Error(message.message);
  if (message.type !== type) throw new Error(`Export worker answered ${message.type}, expected ${type}.`);
  return message as Extract<ExportResponse, { type: T }>;
}

export interface ExportOptions {
  sessions: SessionSummary[];
  devices: ReadonlyMap<string, DeviceInfo>;
  sides: Side[];
  /** 'zip': session_data.zip of index-id.xlsx files; 'workbook': the first session's .xlsx */
  mode: 'zip' | 'workbook';
  /** the catalogue read (through the store's cache, shared with the charts) */
  deviceTypeSensors: DeviceTypeSensors;
  onProgress?: (progress: ExportProgress) => void;
}

/** Sessions handed to the worker at a time: one being built while the next is read. */
const IN_FLIGHT = 2;

/**
 * Exports sessions through the worker, which reads, builds and zips them off
 * the main thread; the page only hands them over and follows the progress.
 * Sessions without devices are skipped.
 */
export async function exportSessions({ sessions, devices, sides, mode, deviceTypeSensors, onProgress }: ExportOptions): Promise<Blob> {
  const worker = new Worker(new URL('./export.worker.ts', import.meta.url), { type: 'module' });
  const next = inbox(worker);
  const post = (request: ExportRequest) => worker.postMessage(request);
  const total = sessions.length;
  let done = 0;
  let inFlight = 0;
  const builtOne = async () => {
    await receive(next, 'built');
    inFlight -= 1;
    onProgress?.({ done: ++done, total });
  };
  try {
    post({ type: 'begin', mode, sides, documentsUrl: firestoreDocumentsUrl() });
    onProgress?.({ done, total });
    for (const session of sessions) {
      const plan = await planOf(session, devices, deviceTypeSensors);
      if (!plan) {
        onProgress?.({ done: ++done, total });
        continue;
      }
      if (inFlight === IN_FLIGHT) await builtOne();
      post({ type: 'session', plan, idToken: await currentIdToken() });
      inFlight += 1;
    }
    while (inFlight > 0) await builtOne();
    post({ type: 'end' });
    return (await receive(next, 'done')).blob;
  } finally {
    worker.terminate();
  }
}
