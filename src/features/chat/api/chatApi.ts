import type { WithId } from '../../../lib/firebase/withId';
import { subscribeQuery } from '../../../lib/firebase/subscribe';
import type { ChatMessage } from '@rehab/model/collections';
import { settleWrite } from '../../../lib/store/errors';
import { liveQuery } from '../../../lib/store/live';
import { serverData } from '../../../lib/store/serverData';
import { conversationQuery, markMessageRead, sendMessage, type Conversation } from './chatRecords';

/**
 * The chat's server data: one pair's messages in time order, live (the listeners see the writes: nothing is invalidated),
 * sending a message and marking messages read.
 */
export const chatApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    conversationMessages: build.query<WithId<ChatMessage>[], Conversation>({
      ...liveQuery((conversation: Conversation) => subscribeQuery(conversationQuery(conversation))),
    }),
    sendChatMessage: build.mutation<null, { conversation: Conversation; senderID: string; messageBody: string }>({
      queryFn: ({ conversation, senderID, messageBody }) => settleWrite(() => sendMessage(conversation, senderID, messageBody)),
    }),
    markChatMessagesRead: build.mutation<null, string[]>({
      queryFn: (messageIds) => settleWrite(() => Promise.all(messageIds.map((id) => markMessageRead(id)))),
    }),
  }),
});

export const { useConversationMessagesQuery, useSendChatMessageMutation, useMarkChatMessagesReadMutation } = chatApi;
