import { getDocs, orderBy, query, Timestamp, where } from 'firebase/firestore';
import { col } from '../../../lib/firebase/collections';
import { settle } from '../../../lib/store/errors';
import { serverData } from '../../../lib/store/serverData';
import { offDeviceTypesOf, type OffDeviceRecord, type PostsessionDevice, type PostsessionRecord } from '../logic/postsession';

/** A user's post-session summaries since a date, newest first. */
async function readPostsessions(userId: string, since: Date): Promise<PostsessionRecord[]> {
  const snapshot = await getDocs(
    query(col('postsessions'), where('userId', '==', userId), where('startTime', '>=', Timestamp.fromDate(since)), orderBy('startTime', 'desc')),
  );
  return snapshot.docs.map((doc) => {
    const p = doc.data();
    return { startTime: p.startTime.toMillis(), entries: p.entries };
  });
}

/** A user's exercise sessions done without the device since a date. */
async function readOffDeviceSessions(userId: string, since: Date, device: PostsessionDevice): Promise<OffDeviceRecord[]> {
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

/** `since`: the start of the time window, in ms since epoch. */
export interface PostsessionsArg {
  userId: string;
  since: number;
}

/** The Post-session tab's reads: one-off queries per user and time window (and device, for the off-device ones). */
export const postsessionsApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    chartPostsessions: build.query<PostsessionRecord[], PostsessionsArg>({
      queryFn: ({ userId, since }) => settle(() => readPostsessions(userId, new Date(since))),
    }),
    chartOffDeviceSessions: build.query<OffDeviceRecord[], PostsessionsArg & { device: PostsessionDevice }>({
      queryFn: ({ userId, since, device }) => settle(() => readOffDeviceSessions(userId, new Date(since), device)),
    }),
  }),
});

export const { useChartPostsessionsQuery, useChartOffDeviceSessionsQuery } = postsessionsApi;
