import type { WithId } from '../../../lib/firebase/withId';
import { subscribeQuery } from '../../../lib/firebase/subscribe';
import type { ChatMessage, Doctor } from '../../../lib/model/collections';
import { settleWrite } from '../../../lib/store/errors';
import { liveQuery } from '../../../lib/store/live';
import { serverData } from '../../../lib/store/serverData';
import { conversationQuery, markMessageRead, patientDoctorsQuery, sendMessage, type Conversation } from './chatRecords';

/**
 * The chat's server data: one pair's messages in time order and a patient's
 * doctors, both live (the listeners see the writes: nothing is invalidated),
 * sending a message and marking messages read.
 */
export const chatApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    conversationMessages: build.query<WithId<ChatMessage>[], Conversation>({
      ...liveQuery((conversation: Conversation) => subscribeQuery(conversationQuery(conversation))),
    }),
    chatDoctors: build.query<WithId<Doctor>[], string>({
      ...liveQuery((patientUid: string) => subscribeQuery(patientDoctorsQuery(patientUid))),
    }),
    sendChatMessage: build.mutation<null, { conversation: Conversation; senderID: string; messageBody: string }>({
      queryFn: ({ conversation, senderID, messageBody }) => settleWrite(() => sendMessage(conversation, senderID, messageBody)),
    }),
    markChatMessagesRead: build.mutation<null, string[]>({
      queryFn: (messageIds) => settleWrite(() => Promise.all(messageIds.map((id) => markMessageRead(id)))),
    }),
  }),
});

export const { useConversationMessagesQuery, useChatDoctorsQuery, useSendChatMessageMutation, useMarkChatMessagesReadMutation } = chatApi;
