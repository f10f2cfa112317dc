import { getDoc } from 'firebase/firestore';
import { docRef } from '../../../lib/firebase/collections';
import type { SensorLabels } from '../../../lib/model/collections';

/** Reference documents change rarely: each is read once per page load. */
const labels = new Map<string, Promise<SensorLabels | null>>();
const deviceTypeSensors = new Map<string, Promise<string[]>>();

export function fetchSensorLabels(key: 'glove' | 'kneeBrace'): Promise<SensorLabels | null> {
  let known = labels.get(key);
  if (!known) {
    known = getDoc(docRef('sensorLabels', key)).then((snap) => snap.data() ?? null);
    known.catch(() => labels.delete(key));
    labels.set(key, known);
  }
  return known;
}

/** A device type's sensors from its deviceTypes document (empty when it has none). */
export function fetchDeviceTypeSensors(deviceType: string): Promise<string[]> {
  let known = deviceTypeSensors.get(deviceType);
  if (!known) {
    known = getDoc(docRef('deviceTypes', deviceType)).then((snap) => snap.data()?.sensors ?? []);
    known.catch(() => deviceTypeSensors.delete(deviceType));
    deviceTypeSensors.set(deviceType, known);
  }
  return known;
}
