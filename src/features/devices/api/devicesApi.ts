import type { WithId } from '../../../lib/firebase/withId';
import { subscribeQuery } from '../../../lib/firebase/subscribe';
import type { Device } from '@rehab/model/collections';
import { settleWrite } from '../../../lib/store/errors';
import { liveQuery } from '../../../lib/store/live';
import { serverData } from '../../../lib/store/serverData';
import { ownedDevicesQuery, removeOwnedDevice } from './deviceRecords';

/**
 * The devices area's server data: the device records of a user's devices
 * (live; which devices the user owns is their users record, lib's
 * userRecord endpoint) and removing an owned
 * device (the live user record sees it).
 */
export const devicesApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    ownedDeviceRecords: build.query<WithId<Device>[], string>({
      ...liveQuery((uid: string) => subscribeQuery(ownedDevicesQuery(uid))),
    }),
    removeOwnedDevice: build.mutation<null, { uid: string; deviceId: string }>({
      queryFn: ({ uid, deviceId }) => settleWrite(() => removeOwnedDevice(uid, deviceId)),
    }),
  }),
});

export const { useOwnedDeviceRecordsQuery, useRemoveOwnedDeviceMutation } = devicesApi;
