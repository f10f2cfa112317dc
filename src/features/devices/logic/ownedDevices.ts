/** The rows of the 'Owned devices' table. */
import type { Device, Side } from '@rehab/model/collections';
import { normaliseDeviceType } from '@rehab/model/sensors';

/** Owned devices table: 10 per page. */
export const OWNED_DEVICES_PAGE_SIZE = 10;

export interface OwnedDeviceRow {
  id: string;
  /** the device type, 'Knee Brace 2' counted as 'Knee Brace' (shown as the Knee Sleeve), or null when unknown */
  deviceType: string | null;
  side: Side;
}

/**
 * The patient's devices are the keys of their devices map (removing one
 * takes it off the table at once); the device records give the types.
 */
export function ownedDeviceRows(ownedSides: Readonly<Record<string, Side>>, devices: readonly Pick<Device, 'id' | 'deviceType'>[]): OwnedDeviceRow[] {
  const typeById = new Map(devices.map((d) => [d.id, d.deviceType]));
  return Object.keys(ownedSides)
    .sort((a, b) => a.localeCompare(b))
    .map((id) => {
      const type = typeById.get(id);
      return { id, deviceType: type ? normaliseDeviceType(type) : null, side: ownedSides[id] };
    });
}
