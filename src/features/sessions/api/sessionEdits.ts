import { arrayRemove, arrayUnion, updateDoc } from 'firebase/firestore';
import { docRef } from '../../../lib/firebase/collections';

export function saveNotes(sessionId: string, notes: string) {
  return updateDoc(docRef('sessions', sessionId), { notes });
}

/** Adds a point's timestamp to the session's removedTimePoints. */
export function removePoint(sessionId: string, timestamp: number) {
  return updateDoc(docRef('sessions', sessionId), { removedTimePoints: arrayUnion(timestamp) });
}

/** Undo: takes the timestamp out again. */
export function restorePoint(sessionId: string, timestamp: number) {
  return updateDoc(docRef('sessions', sessionId), { removedTimePoints: arrayRemove(timestamp) });
}

export function revertAllEdits(sessionId: string) {
  return updateDoc(docRef('sessions', sessionId), { removedTimePoints: [] });
}
