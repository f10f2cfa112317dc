import { getDoc } from 'firebase/firestore';
import { docRef } from '../../../lib/firebase/collections';
import type { Side } from '../../../lib/model/collections';
import { TIME_SENSOR } from '../../../lib/model/sensors';
import { fetchDeviceTypeSensors } from '../api/catalogueApi';
import { sessionValues } from '../api/sensorData';
import type { DeviceInfo } from '../api/sessionsApi';
import { sensorsOf, storedSensorId } from '../logic/catalogue';
import { sessionFileName, type ExportDevice, type ExportSession } from '../logic/exportRows';
import type { SessionSummary } from '../logic/sessionList';
import type { ExportRequest, ExportResponse } from './protocol';

export interface ExportProgress {
  done: number;
  total: number;
}

/**
 * Reads one session's full-resolution series (every sensor of every device)
 * and its current removed points. `keep`: keep the series with the session's
 * charts (a single session's export); a bulk export reads without keeping.
 */
async function loadExportSession(session: SessionSummary, devices: ReadonlyMap<string, DeviceInfo>, keep: boolean): Promise<ExportSession | null> {
  const infos = session.devices.map((id) => devices.get(id)).filter((d): d is DeviceInfo => d !== undefined);
  if (infos.length === 0) return null;
  const [snapshot, all, sensorsByType] = await Promise.all([
    getDoc(docRef('sessions', session.id)),
    sessionValues(session.id, keep),
    Promise.all([...new Set(infos.map((d) => d.deviceType))].map(async (type) => [type, sensorsOf(type, await fetchDeviceTypeSensors(type))] as const)).then(
      (entries) => new Map(entries),
    ),
  ]);
  const exportDevices: ExportDevice[] = infos.map((device) => {
    const time = all.get(TIME_SENSOR)?.get(device.id) ?? null;
    const sensors = (sensorsByType.get(device.deviceType) ?? []).map((name) => {
      const read = (id: string) => all.get(id)?.get(device.id);
      const stored = storedSensorId(name, time !== null);
      return { name, values: (stored === name ? undefined : read(stored)) ?? read(name) ?? new Float64Array(0) };
    });
    return { deviceId: device.id, side: device.side, time, sensors };
  });
  return {
    fileName: sessionFileName(session),
    devices: exportDevices,
    removedTimePoints: snapshot.data()?.removedTimePoints ?? session.removedTimePoints,
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
  onProgress?: (progress: ExportProgress) => void;
}

/**
 * Exports sessions through the worker. The next session is read while the
 * worker builds the previous one's workbook; at most one waits, to bound memory.
 * Sessions without devices are skipped.
 */
export async function exportSessions({ sessions, devices, sides, mode, onProgress }: ExportOptions): Promise<Blob> {
  const worker = new Worker(new URL('./export.worker.ts', import.meta.url), { type: 'module' });
  const next = inbox(worker);
  const post = (request: ExportRequest) => worker.postMessage(request);
  const total = sessions.length;
  let loading: Promise<ExportSession | null> | null = null;
  try {
    post({ type: 'begin', mode, sides });
    onProgress?.({ done: 0, total });
    let done = 0;
    let building = false;
    const keep = mode === 'workbook';
    loading = sessions.length > 0 ? loadExportSession(sessions[0], devices, keep) : null;
    for (let i = 0; i < sessions.length; i++) {
      const session = await loading!;
      loading = i + 1 < sessions.length ? loadExportSession(sessions[i + 1], devices, keep) : null;
      if (building) {
        await receive(next, 'built');
        onProgress?.({ done: ++done, total });
        building = false;
      }
      if (session) {
        post({ type: 'session', session });
        building = true;
      } else {
        onProgress?.({ done: ++done, total });
      }
    }
    if (building) {
      await receive(next, 'built');
      onProgress?.({ done: ++done, total });
    }
    post({ type: 'end' });
    return (await receive(next, 'done')).blob;
  } catch (error) {
    // A read started ahead is of no use any more; its failure is not reported twice.
    loading?.catch(() => undefined);
    throw error;
  } finally {
    worker.terminate();
  }
}

/** Lets the browser save a file. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
