import { subscribeQuery } from '../../../lib/firebase/subscribe';
import type { WithId } from '../../../lib/firebase/withId';
import type { SessionTag } from '@rehab/model/collections';
import { settleWrite } from '../../../lib/store/errors';
import { liveQuery } from '../../../lib/store/live';
import { serverData } from '../../../lib/store/serverData';
import { addSessionTag, removeSessionTag, topTagsQuery } from './tagsFirestore';

export interface SessionTagChange {
  sessionId: string;
  tag: string;
}

/**
 * Session tags: the most used tags (live, for the suggestions) and adding or
 * removing a tag. The writes need no invalidation: the open session's
 * document and the top tags are live and see them.
 */
export const tagsApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    topSessionTags: build.query<WithId<SessionTag>[], void>({
      ...liveQuery(() => subscribeQuery(topTagsQuery())),
    }),
    addSessionTag: build.mutation<null, SessionTagChange>({
      queryFn: ({ sessionId, tag }) => settleWrite(() => addSessionTag(sessionId, tag)),
    }),
    removeSessionTag: build.mutation<null, SessionTagChange>({
      queryFn: ({ sessionId, tag }) => settleWrite(() => removeSessionTag(sessionId, tag)),
    }),
  }),
});

export const { useTopSessionTagsQuery, useAddSessionTagMutation, useRemoveSessionTagMutation } = tagsApi;
