import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import type { PushSubscriptionRecord } from '@rehab/model/collections';
import type { ReminderPreferences } from '@rehab/model/reminders';
import type { WithId } from '../../../lib/firebase/withId';
import { errorMessage, queryErrorMessage } from '../../../lib/store/errors';
import { notificationPermission, pushSupport, requestNotificationPermission, type PushPermission } from '../api/pushDevice';
import { useRemovePushDeviceMutation, useThisDeviceEndpointQuery, useTurnOnPushHereMutation } from '../api/remindersApi';

/**
 * Push on this device: whether it can have it, whether it has it (its subscription is among the patient's devices),
 * and turning it on (the permission is asked then, never before) or off.
 */
export function usePushHere(uid: string, devices: readonly WithId<PushSubscriptionRecord>[], saved: ReminderPreferences | null) {
  const support = pushSupport();
  const endpoint = useThisDeviceEndpointQuery(support === 'supported' ? undefined : skipToken);
  const [permission, setPermission] = useState<PushPermission>(() => (support === 'unsupported' ? 'default' : notificationPermission()));
  const [turnOn, turningOn] = useTurnOnPushHereMutation();
  const [remove, removing] = useRemovePushDeviceMutation();
  const [failure, setFailure] = useState<string | null>(null);
  /** the patient closed the browser's question without answering */
  const [dismissed, setDismissed] = useState(false);
  const thisDevice = (endpoint.data && devices.find((device) => device.endpoint === endpoint.data)) || null;

  async function enable() {
    setFailure(null);
    try {
      const answer = await requestNotificationPermission();
      setPermission(answer);
      setDismissed(answer === 'default');
      if (answer !== 'granted') return;
      await turnOn({ uid, listedIds: devices.map((device) => device.docId), saved }).unwrap();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  async function disable() {
    if (!thisDevice) return;
    setFailure(null);
    try {
      await remove({ id: thisDevice.docId, endpoint: thisDevice.endpoint }).unwrap();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return {
    support,
    permission,
    dismissed,
    /** this device's document, when it receives pushes */
    thisDevice,
    checking: support === 'supported' && endpoint.isLoading,
    busy: turningOn.isLoading || removing.isLoading,
    error: failure ?? queryErrorMessage(endpoint.error),
    enable,
    disable,
  };
}
