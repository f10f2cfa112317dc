import { getDocs, orderBy, query, Timestamp, where } from 'firebase/firestore';
import { col } from '../../../lib/firebase/collections';
import { offDeviceTypesOf, type OffDeviceRecord, type PostsessionDevice, type PostsessionRecord } from '../logic/postsession';

/** A user's post-session summaries since a date, newest first. */
export async function fetchPostsessions(userId: string, since: Date): Promise<PostsessionRecord[]> {
  const snapshot = await getDocs(
    query(col('postsessions'), where('userId', '==', userId), where('startTime', '>=', Timestamp.fromDate(since)), orderBy('startTime', 'desc')),
  );
  return snapshot.docs.map((doc) => {
    const p = doc.data();
    return { startTime: p.startTime.toMillis(), entries: p.entries };
  });
}

/** A user's exercise sessions done without the device since a date. */
export async function fetchOffDeviceSessions(userId: string, since: Date, device: PostsessionDevice): Promise<OffDeviceRecord[]> {
  const snapshot = await getDocs(
    query(
      col('offDeviceSessions'),
      where('userId', '==', userId),
      where('deviceType', 'in', offDeviceTypesOf(device)),
      where('date', '>=', Timestamp.fromDate(since)),
    ),
  );
  return snapshot.docs.map((doc) => {
    const o = doc.data();
    return { date: o.date.toMillis(), exerciseReps: o.exerciseReps };
  });
}
