/** The Firestore side of the charts' session list: plain reads, called by the endpoints in ./sessionsApi.ts. */
import { getDoc, getDocs, orderBy, query, Timestamp, where } from 'firebase/firestore';
import type { PatientListItem } from '@rehab/model/callables';
import type { Side } from '@rehab/model/collections';
import { callable } from '../../../lib/firebase/callables';
import { col, docRef } from '../../../lib/firebase/collections';

/** A session as read from Firestore, before it is numbered in a list. */
export interface SessionRecord {
  id: string;
  date: number;
  userId: string;
  devices: string[];
  movements: { name: string; startTime: number }[];
  tags: string[];
  removedTimePoints: number[];
}

/** Sessions of a user dated after the cutoff (no cutoff: all), oldest first. */
export async function fetchSessions(userId: string, cutoff: Date | null): Promise<SessionRecord[]> {
  const snapshot = await getDocs(
    query(col('sessions'), where('userId', '==', userId), where('date', '>', Timestamp.fromDate(cutoff ?? new Date(0))), orderBy('date')),
  );
  return snapshot.docs.map((doc) => {
    const s = doc.data();
    return {
      id: doc.id,
      date: s.date.toMillis(),
      userId: s.userId,
      devices: s.devices,
      movements: s.movements,
      tags: s.tags,
      removedTimePoints: s.removedTimePoints,
    };
  });
}

export interface DeviceInfo {
  id: string;
  deviceType: string;
  side: Side;
}

/** Devices by id, as plain data (it is kept in the store's cache). */
export type DeviceRecords = Record<string, DeviceInfo>;

/**
 * The devices of a user's sessions: the user's own devices, plus any other
 * device a session names (e.g. one the user no longer owns), when readable.
 */
export async function fetchDevices(userId: string, sessionDeviceIds: Iterable<string>): Promise<DeviceRecords> {
  const devices: DeviceRecords = {};
  const owned = await getDocs(query(col('devices'), where('userId', '==', userId)));
  for (const doc of owned.docs) {
    const d = doc.data();
    devices[doc.id] = { id: doc.id, deviceType: d.deviceType, side: d.side === 'Right' ? 'Right' : 'Left' };
  }
  const missing = [...new Set(sessionDeviceIds)].filter((id) => !(id in devices));
  await Promise.all(
    missing.map(async (id) => {
      try {
        const snap = await getDoc(docRef('devices', id));
        const d = snap.data();
        if (d) devices[id] = { id, deviceType: d.deviceType, side: d.side === 'Right' ? 'Right' : 'Left' };
      } catch (error) {
        // A device the viewer may not read stays unknown: its series still show, untyped.
        console.warn(`Device ${id} could not be read`, error);
      }
    }),
  );
  return devices;
}

/**
 * The one place of this feature that gets "the doctor's patients": those
 * sharing a device with the doctor and having first and last names (the
 * retrievePatients function).
 */
export async function fetchDoctorPatients(doctorUid: string): Promise<PatientListItem[]> {
  return (await callable('retrievePatients')({ uid: doctorUid })).data;
}
