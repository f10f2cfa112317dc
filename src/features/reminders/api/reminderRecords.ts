/**
 * The reminders' documents as the patient writes them (firestore.rules: reminderSettings/{uid} and
 * pushSubscriptions/{uid}_{deviceId} are his alone) and as he and his doctors read them (reminderStatus, kept by the
 * functions).
 */
import { deleteDoc, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import type { PushSubscriptionRecord, ReminderSettings, ReminderStatus } from '@rehab/model/collections';
import type { ReminderPreferences } from '@rehab/model/reminders';
import { col, docRef } from '../../../lib/firebase/collections';
import { subscribeDoc, subscribeQuery } from '../../../lib/firebase/subscribe';
import type { WithId } from '../../../lib/firebase/withId';
import type { Subscribe } from '../../../lib/store/live';
import type { DeviceSubscription } from './pushDevice';

export function subscribeSettings(uid: string): Subscribe<WithId<ReminderSettings> | null> {
  return subscribeDoc(docRef('reminderSettings', uid));
}

export function subscribeDevices(uid: string): Subscribe<WithId<PushSubscriptionRecord>[]> {
  return subscribeQuery(query(col('pushSubscriptions'), where('userId', '==', uid)));
}

export function subscribeStatus(patientUid: string): Subscribe<WithId<ReminderStatus> | null> {
  return subscribeDoc(docRef('reminderStatus', patientUid));
}

/** The whole settings document (the rules want every field), stamped with the server's time. */
export function saveSettings(uid: string, preferences: ReminderPreferences): Promise<void> {
  const { enabled, dailyTime, quietStart, quietEnd, channels } = preferences;
  return setDoc(docRef('reminderSettings', uid), {
    enabled,
    dailyTime,
    quietStart,
    quietEnd,
    channels: { push: channels.push, email: channels.email },
    updatedAt: serverTimestamp(),
  });
}

/**
 * Stores this device's subscription: a new document, or (when the device is listed already: the browser renewed
 * its subscription) its endpoint, keys and label, the only fields the rules let change.
 */
export function saveDevice(uid: string, device: DeviceSubscription, listed: boolean): Promise<void> {
  const ref = docRef('pushSubscriptions', `${uid}_${device.deviceId}`);
  const { endpoint, keys, deviceLabel } = device;
  if (listed) return updateDoc(ref, { endpoint, keys, deviceLabel });
  return setDoc(ref, { userId: uid, endpoint, keys, deviceLabel, createdAt: serverTimestamp() });
}

export function deleteDevice(id: string): Promise<void> {
  return deleteDoc(docRef('pushSubscriptions', id));
}
