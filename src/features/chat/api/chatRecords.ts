/** Chat messages (the notifications collection) between one doctor and one patient: the Firestore reads and writes run by ./chatApi.ts. */
import { doc, orderBy, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import { col, docRef } from '../../../lib/firebase/collections';

export interface Conversation {
  doctorID: string;
  userID: string;
}

export function conversationQuery({ doctorID, userID }: Conversation) {
  return query(col('notifications'), where('doctorID', '==', doctorID), where('userID', '==', userID), orderBy('timestamp'));
}

export async function sendMessage(conversation: Conversation, senderID: string, messageBody: string): Promise<void> {
  const ref = doc(col('notifications'));
  await setDoc(ref, {
    ...conversation,
    senderID,
    id: ref.id,
    isFavourite: false,
    isRead: false,
    messageBody,
    timestamp: serverTimestamp(),
    // either sender may write only while the care relationship is active
    inCare: true,
  });
}

export function markMessageRead(messageId: string): Promise<void> {
  return updateDoc(docRef('notifications', messageId), { isRead: true });
}
