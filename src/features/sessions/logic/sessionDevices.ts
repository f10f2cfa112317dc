import type { Side } from '@rehab/model/collections';
import { normaliseDeviceType } from '@rehab/model/sensors';

interface TypedDevice {
  id: string;
  deviceType: string;
  side: Side;
}

export interface SessionDeviceGroups<D extends TypedDevice> {
  /** [normalised device type, its devices Left before Right], in the session's order of first appearance */
  byType: [string, D[]][];
  /** ids the session names without a readable device record */
  unknown: string[];
}

/** A session's devices by (normalised) device type, Left before Right; devices without a record apart. */
export function groupDevicesByType<D extends TypedDevice>(ids: readonly string[], devices: ReadonlyMap<string, D>): SessionDeviceGroups<D> {
  const byType = new Map<string, D[]>();
  const unknown: string[] = [];
  for (const id of ids) {
    const device = devices.get(id);
    if (!device) {
      unknown.push(id);
      continue;
    }
    const type = normaliseDeviceType(device.deviceType);
    byType.set(type, [...(byType.get(type) ?? []), device]);
  }
  for (const list of byType.values()) list.sort((a, b) => a.side.localeCompare(b.side));
  return { byType: [...byType], unknown };
}
