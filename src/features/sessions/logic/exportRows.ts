import type { Side } from '@rehab/model/collections';
import { TIME_SENSOR } from '@rehab/model/sensors';
import { storedSensorId } from './catalogue';
import { EXPORT_TIME_ZONE, losAngelesFormatter } from './laTime';

/** One device's full-resolution recording, as handed to the export worker. */
export interface ExportDevice {
  deviceId: string;
  side: Side;
  /** sample timestamps (ms); null when the session has no Time series */
  time: Float64Array | null;
  sensors: { name: string; values: Float64Array }[];
}

export interface ExportSession {
  /** 'index-id.xlsx' */
  fileName: string;
  devices: ExportDevice[];
  /** timestamps removed by a clinician: left out of the export */
  removedTimePoints: number[];
}

/** A session to export, as the page plans it for the export worker. */
export interface ExportPlan {
  sessionId: string;
  /** 'index-id.xlsx' */
  fileName: string;
  /** the session's devices with the sensors of their device type */
  devices: { deviceId: string; side: Side; sensors: string[] }[];
  /** the removed points as listed, used if the session cannot be read again */
  removedTimePoints: number[];
}

/**
 * Each device's recording from a session's values (sensor id → device id →
 * values): its Time series and a column per sensor, Angle read from AngleX
 * when there is no Time series, as on the charts.
 */
export function exportDevicesOf(plan: ExportPlan, values: ReadonlyMap<string, ReadonlyMap<string, Float64Array>>): ExportDevice[] {
  return plan.devices.map(({ deviceId, side, sensors }) => {
    const time = values.get(TIME_SENSOR)?.get(deviceId) ?? null;
    const read = (sensorId: string) => values.get(sensorId)?.get(deviceId);
    return {
      deviceId,
      side,
      time,
      sensors: sensors.map((name) => {
        const stored = storedSensorId(name, time !== null);
        return { name, values: (stored === name ? undefined : read(stored)) ?? read(name) ?? new Float64Array(0) };
      }),
    };
  });
}

export interface ExportSheet {
  name: string;
  rows: (string | number | null)[][];
}

/** The Download tab's zip of per-session workbooks. */
export const ZIP_FILE_NAME = 'session_data.zip';

export const TIME_HEADER = `Time (${EXPORT_TIME_ZONE})`;
export const OFFSET_HEADER = 'Offset (s)';

export function sessionFileName(session: { index: number; id: string }): string {
  return `${session.index}-${session.id}.xlsx`;
}

/**
 * A side's rows: Los Angeles timestamp with milliseconds, the offset in
 * seconds from the side's first sample, then one column per sensor. Removed
 * points are skipped; the offsets stay measured from the first recorded sample.
 */
export function sideRows(device: ExportDevice, removed: ReadonlySet<number>): (string | number | null)[][] {
  const header = [TIME_HEADER, OFFSET_HEADER, ...device.sensors.map((s) => s.name)];
  const { time, sensors } = device;
  const length = Math.max(time?.length ?? 0, ...sensors.map((s) => s.values.length));
  const format = losAngelesFormatter();
  const first = time && time.length > 0 ? time[0] : 0;
  const rows: (string | number | null)[][] = [header];
  for (let i = 0; i < length; i++) {
    const t = time ? time[i] : undefined;
    if (t !== undefined && removed.has(t)) continue;
    const row: (string | number | null)[] = new Array(2 + sensors.length);
    row[0] = t === undefined ? null : format(t);
    row[1] = t === undefined ? null : Math.round(t - first) / 1000;
    for (let s = 0; s < sensors.length; s++) {
      const v = sensors[s].values[i];
      row[2 + s] = v === undefined || Number.isNaN(v) ? null : v;
    }
    rows.push(row);
  }
  return rows;
}

/**
 * The sheets of a session's workbook: 'Left' and 'Right' for the chosen
 * sides ('Left 2' if a side has a second device). Empty when the session
 * has no device on those sides.
 */
export function sessionSheets(session: ExportSession, sides: readonly Side[]): ExportSheet[] {
  const removed = new Set(session.removedTimePoints);
  const sheets: ExportSheet[] = [];
  for (const side of sides) {
    session.devices
      .filter((d) => d.side === side)
      .forEach((device, i) => sheets.push({ name: i === 0 ? side : `${side} ${i + 1}`, rows: sideRows(device, removed) }));
  }
  return sheets;
}
