import type { PushSubscriptionRecord, ReminderSettings, ReminderStatus } from '@rehab/model/collections';
import { DEFAULT_REMINDER_PREFERENCES, type ReminderPreferences } from '@rehab/model/reminders';
import type { WithId } from '../../../lib/firebase/withId';
import { settle, settleWrite } from '../../../lib/store/errors';
import { liveQuery } from '../../../lib/store/live';
import { serverData } from '../../../lib/store/serverData';
import { currentEndpoint, subscribeDevice, unsubscribeDevice } from './pushDevice';
import { deleteDevice, saveDevice, saveSettings, subscribeDevices, subscribeSettings, subscribeStatus } from './reminderRecords';

/**
 * Reminders (issue 35): the patient's settings and the devices that receive his pushes, live; this device's push
 * subscription (the browser's, read again after each change of it); and, for his doctors, the summary the functions
 * keep (whether reminders are on, when the last went out).
 */
export const remindersApi = serverData.enhanceEndpoints({ addTagTypes: ['ThisDevicePush'] }).injectEndpoints({
  endpoints: (build) => ({
    reminderSettings: build.query<WithId<ReminderSettings> | null, string>({
      ...liveQuery((uid: string) => subscribeSettings(uid)),
    }),
    pushDevices: build.query<WithId<PushSubscriptionRecord>[], string>({
      ...liveQuery((uid: string) => subscribeDevices(uid)),
    }),
    reminderStatus: build.query<WithId<ReminderStatus> | null, string>({
      ...liveQuery((patientUid: string) => subscribeStatus(patientUid)),
    }),
    /** The endpoint this device receives pushes at (null: none). */
    thisDeviceEndpoint: build.query<string | null, void>({
      queryFn: () => settle(currentEndpoint),
      providesTags: ['ThisDevicePush'],
    }),
    saveReminderSettings: build.mutation<null, { uid: string; preferences: ReminderPreferences }>({
      queryFn: ({ uid, preferences }) => settleWrite(() => saveSettings(uid, preferences)),
    }),
    /**
     * Subscribes this device (the permission granted) and stores its subscription; push becomes one of the
     * patient's channels if it was not (the settings are created with the defaults when he never saved any).
     */
    turnOnPushHere: build.mutation<null, { uid: string; listedIds: string[]; saved: ReminderPreferences | null }>({
      queryFn: ({ uid, listedIds, saved }) =>
        settleWrite(async () => {
          const device = await subscribeDevice();
          await saveDevice(uid, device, listedIds.includes(`${uid}_${device.deviceId}`));
          if (!saved?.channels.push) {
            const preferences = saved ?? DEFAULT_REMINDER_PREFERENCES;
            await saveSettings(uid, { ...preferences, channels: { ...preferences.channels, push: true } });
          }
        }),
      invalidatesTags: ['ThisDevicePush'],
    }),
    /** Forgets a device; when it is this one, the browser's subscription ends too. */
    removePushDevice: build.mutation<null, { id: string; endpoint: string }>({
      queryFn: ({ id, endpoint }) =>
        settleWrite(async () => {
          await deleteDevice(id);
          await unsubscribeDevice(endpoint);
        }),
      invalidatesTags: ['ThisDevicePush'],
    }),
  }),
});

export const {
  useReminderSettingsQuery,
  usePushDevicesQuery,
  useReminderStatusQuery,
  useThisDeviceEndpointQuery,
  useSaveReminderSettingsMutation,
  useTurnOnPushHereMutation,
  useRemovePushDeviceMutation,
} = remindersApi;
