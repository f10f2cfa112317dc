/** Firestore reads of the patient statistics (one-off queries, called by the endpoints in ./statisticsApi.ts); the numbers are computed in the browser. */
import { Timestamp, getDoc, getDocs, orderBy, query, where } from 'firebase/firestore';
import { col, docRef } from '../../../lib/firebase/collections';
import type { OffDeviceRecord, PostsessionRecord } from '../logic/statistics';

/** The offDeviceSessions types the statistics read: hand exercises (Glove) and knee exercises (the knee braces). */
const OFF_DEVICE_TYPES = ['Glove', 'Knee Brace', 'Knee Brace 2'];

/** The patient's post-session summaries since `since`, newest first. */
export async function fetchPostsessions(userId: string, since: Date): Promise<PostsessionRecord[]> {
  const snapshot = await getDocs(
    query(col('postsessions'), where('userId', '==', userId), where('startTime', '>=', Timestamp.fromDate(since)), orderBy('startTime', 'desc')),
  );
  return snapshot.docs.map((doc) => {
    const record = doc.data();
    return { startTime: record.startTime.toMillis(), entries: record.entries };
  });
}

/** The patient's hand and knee exercise sessions done without a device since `since`, newest first. */
export async function fetchOffDeviceSessions(userId: string, since: Date): Promise<OffDeviceRecord[]> {
  const snapshot = await getDocs(
    query(
      col('offDeviceSessions'),
      where('userId', '==', userId),
      where('deviceType', 'in', OFF_DEVICE_TYPES),
      where('date', '>=', Timestamp.fromDate(since)),
      orderBy('date', 'desc'),
    ),
  );
  return snapshot.docs.map((doc) => {
    const record = doc.data();
    return { date: record.date.toMillis(), deviceType: record.deviceType, exerciseReps: record.exerciseReps };
  });
}

/** The types of the given devices (devices/{id}); ids without a record are left out. */
export async function fetchDeviceTypes(deviceIds: readonly string[]): Promise<string[]> {
  const snapshots = await Promise.all(deviceIds.map((id) => getDoc(docRef('devices', id))));
  return snapshots.flatMap((snapshot) => {
    const device = snapshot.data();
    return device ? [device.deviceType] : [];
  });
}
