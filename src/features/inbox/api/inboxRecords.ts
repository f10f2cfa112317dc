/** The inbox's Firestore reads and writes, run by the endpoints of ./inboxApi.ts. */
import { deleteDoc, query, updateDoc, where } from 'firebase/firestore';
import { col, docRef } from '../../../lib/firebase/collections';

/** The e-mails to an address (the server shows them only to the proven owner of the address). */
export function emailsToQuery(address: string) {
  return query(col('emails'), where('to', '==', address));
}

export function markRead(emailId: string, read: boolean): Promise<void> {
  return updateDoc(docRef('emails', emailId), { is_unread: !read });
}

export function deleteEmail(emailId: string): Promise<void> {
  return deleteDoc(docRef('emails', emailId));
}
