import { deleteDoc, updateDoc } from 'firebase/firestore';
import { docRef } from '../../lib/firebase/collections';

export function markRead(emailId: string, read: boolean): Promise<void> {
  return updateDoc(docRef('emails', emailId), { is_unread: !read });
}

export function deleteEmail(emailId: string): Promise<void> {
  return deleteDoc(docRef('emails', emailId));
}
