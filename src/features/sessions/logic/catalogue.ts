import type { DeviceType } from '@rehab/model/collections';
import { NEAT_LABELS, SENSORS_BY_DEVICE_TYPE, normaliseDeviceType } from '@rehab/model/sensors';

/** Device types whose first sensor chart loads on select; the others load all charts at once. */
const TABBED_TYPES = new Set(['Glove', 'Knee Brace', 'Pants']);

export function loadsAllAtOnce(deviceType: string): boolean {
  return !TABBED_TYPES.has(normaliseDeviceType(deviceType));
}

/** The sensorLabels / deviceTypes key of a device family ('glove' or 'kneeBrace'), if it has labels. */
export function sensorLabelsKey(deviceType: string): 'glove' | 'kneeBrace' | null {
  const type = normaliseDeviceType(deviceType);
  if (type === 'Glove') return 'glove';
  if (type === 'Knee Brace' || type === 'Pants') return 'kneeBrace';
  return null;
}

/** The sensors of a device type: from its deviceTypes document when present, else the catalogue. */
export function sensorsOf(deviceType: string, fromDoc?: string[]): string[] {
  if (fromDoc && fromDoc.length > 0) return fromDoc;
  return SENSORS_BY_DEVICE_TYPE[deviceType as DeviceType] ?? SENSORS_BY_DEVICE_TYPE[normaliseDeviceType(deviceType) as DeviceType] ?? [];
}

/** The label a sensor's chart is shown under (Neat sensors are named Solar/Piezo). */
export function sensorTitle(deviceType: string, sensor: string): string {
  return normaliseDeviceType(deviceType) === 'Neat' ? (NEAT_LABELS[sensor] ?? sensor) : sensor;
}

/** Without a Time series, the Angle sensor is read from AngleX. */
export function storedSensorId(sensor: string, hasTime: boolean): string {
  return sensor === 'Angle' && !hasTime ? 'AngleX' : sensor;
}
