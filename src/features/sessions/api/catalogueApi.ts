import { getDoc } from 'firebase/firestore/lite';
import { liteDoc } from '../../../lib/firebase/lite';
import type { SensorLabels } from '@rehab/model/collections';
import { settle } from '../../../lib/store/errors';
import { serverData } from '../../../lib/store/serverData';

/** The labels of a device family's sensors (sensorLabels/{key}); null when there is no such document. */
async function readSensorLabels(key: 'glove' | 'kneeBrace'): Promise<SensorLabels | null> {
  return (await getDoc(liteDoc('sensorLabels', key))).data() ?? null;
}

/** A device type's sensors from its deviceTypes document (empty when it has none). */
async function readDeviceTypeSensors(deviceType: string): Promise<string[]> {
  return (await getDoc(liteDoc('deviceTypes', deviceType))).data()?.sensors ?? [];
}

/**
 * The charts' reference documents. They change rarely: each is read once per page load and kept, with Firestore
 * Lite (one request, no listener or local cache work beside the charts being drawn).
 */
export const catalogueApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    chartSensorLabels: build.query<SensorLabels | null, 'glove' | 'kneeBrace'>({
      queryFn: (key) => settle(() => readSensorLabels(key)),
      keepUnusedDataFor: Infinity,
    }),
    chartDeviceTypeSensors: build.query<string[], string>({
      queryFn: (deviceType) => settle(() => readDeviceTypeSensors(deviceType)),
      keepUnusedDataFor: Infinity,
    }),
  }),
});

export const { useChartSensorLabelsQuery, useChartDeviceTypeSensorsQuery } = catalogueApi;
