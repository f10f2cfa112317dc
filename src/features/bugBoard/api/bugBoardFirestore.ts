/** The bug board's Firestore queries (as live subscriptions) and writes, called by the endpoints in ./bugBoardApi.ts. */
import { arrayUnion, doc, orderBy, query, setDoc, Timestamp, updateDoc, where, writeBatch } from 'firebase/firestore';
import { db } from '../../../lib/firebase/firestore';
import { col, docRef } from '../../../lib/firebase/collections';
import { subscribeDoc, subscribeQuery } from '../../../lib/firebase/subscribe';
import type { Subscribe } from '../../../lib/store/live';
import type { Board, Bug, BugMove } from '../logic/boardLogic';

/** The boards marked active (the page keeps the last one), live. */
export function subscribeActiveBoards(): Subscribe<Board[]> {
  return subscribeQuery(query(col('bugBoards'), where('isActive', '==', true)));
}

/** A board's bugs in the board's order (priority, then the newest first), live. */
export function subscribeBoardBugs(boardId: string): Subscribe<Bug[]> {
  return subscribeQuery(query(col('bugReports'), where('boardId', '==', boardId), orderBy('priority'), orderBy('createdAt', 'desc')));
}

/** The backlog (bugs on no board), newest first, live. */
export function subscribeBacklog(): Subscribe<Bug[]> {
  return subscribeQuery(query(col('bugReports'), where('boardId', '==', null), orderBy('createdAt', 'desc')));
}

/** One bug report, live (null while it does not exist). */
export function subscribeBug(id: string): Subscribe<Bug | null> {
  return subscribeDoc(bugRef(id));
}

function bugRef(id: string) {
  return docRef('bugReports', id);
}

/** Stores the moves of a drag, a keyboard move or a status change in one batch: all or nothing. */
export async function saveMoves(moves: readonly BugMove[]): Promise<void> {
  if (moves.length === 0) return;
  const batch = writeBatch(db);
  for (const { id, status, priority } of moves) batch.update(bugRef(id), { status, priority });
  await batch.commit();
}

/** Assigns a bug to a staff member ('' leaves it unassigned). */
export function assignBug(id: string, assignedTo: string): Promise<void> {
  return updateDoc(bugRef(id), { assignedTo });
}

/** Appends a comment, signed and timed. */
export function addComment(id: string, comment: { user: string; content: string }): Promise<void> {
  return updateDoc(bugRef(id), { comments: arrayUnion({ ...comment, timestamp: Timestamp.now() }) });
}

/** Puts bugs on a board, or back in the backlog (null). */
export async function setBoard(ids: readonly string[], boardId: string | null): Promise<void> {
  const batch = writeBatch(db);
  for (const id of ids) batch.update(bugRef(id), { boardId });
  await batch.commit();
}

/** Creates a board; it becomes the active one. */
export function createBoard(values: { name: string; description: string }): Promise<void> {
  const board = doc(col('bugBoards'));
  return setDoc(board, { id: board.id, name: values.name, description: values.description, isActive: true });
}

/** Ends the sprint: the board is no longer active and its unfinished bugs go back to the backlog, in one batch. */
export async function completeSprint(board: Board, unfinished: readonly Bug[]): Promise<void> {
  const batch = writeBatch(db);
  batch.update(docRef('bugBoards', board.docId), { isActive: false });
  for (const bug of unfinished) batch.update(bugRef(bug.docId), { boardId: null });
  await batch.commit();
}
