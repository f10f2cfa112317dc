import { getDocs, orderBy, query, Timestamp, where } from 'firebase/firestore';
import { col } from '../../../lib/firebase/collections';
import type { PostsessionRecord } from '../logic/postsession';

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
