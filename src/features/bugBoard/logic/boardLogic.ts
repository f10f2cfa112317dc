import { BUG_STATUSES, type BugBoard, type BugReport, type BugStatus } from '@rehab/model/collections';
import type { WithId } from '../../../lib/firebase/withId';

/** The bug board's rules: columns, card order, moves and what a move writes. */

export type Bug = WithId<BugReport>;
export type Board = WithId<BugBoard>;
export type Columns = Record<BugStatus, Bug[]>;

/** A card's new place: its status (column) and priority (position in the column). */
export interface BugMove {
  id: string;
  status: BugStatus;
  priority: number;
}

/** Where a card is dropped: on a column (its end) or on a card of it (that card's place). */
export interface DropTarget {
  status: BugStatus;
  overId: string | null;
}

/** Raised when a card is dropped on a card the column no longer has (the spec's logged message). */
export class DragOverNotFoundError extends Error {
  constructor() {
    super('Error: dragOverId not found in the list');
    this.name = 'DragOverNotFoundError';
  }
}

/** Milliseconds of a creation time; a report still waiting for its server time counts as the newest. */
function createdMillis(bug: Pick<BugReport, 'createdAt'>): number {
  return bug.createdAt ? bug.createdAt.toMillis() : Number.POSITIVE_INFINITY;
}

/** Newest first. */
export function byNewest(a: Pick<BugReport, 'createdAt'>, b: Pick<BugReport, 'createdAt'>): number {
  return createdMillis(b) - createdMillis(a);
}

/** The board's order within a column: priority, then the newest first. */
export function byPriority(a: Bug, b: Bug): number {
  return a.priority - b.priority || byNewest(a, b);
}

/** The board's bugs in their four columns, each in the board's order. */
export function columnsOf(bugs: readonly Bug[]): Columns {
  const columns = Object.fromEntries(BUG_STATUSES.map((status) => [status, [] as Bug[]])) as Columns;
  for (const bug of bugs) (columns[bug.status] ?? columns['To Do']).push(bug);
  for (const status of BUG_STATUSES) columns[status].sort(byPriority);
  return columns;
}

function findCard(columns: Columns, id: string): { status: BugStatus; index: number } | null {
  for (const status of BUG_STATUSES) {
    const index = columns[status].findIndex((bug) => bug.docId === id);
    if (index >= 0) return { status, index };
  }
  return null;
}

/**
 * What moving a card writes. Within a column the card takes the place of the
 * card it is dropped on; into another column it goes before that card, or to
 * the end when dropped on the column. Every card of the target column then
 * gets its position as priority (and the moved card the column's status);
 * only cards whose status or priority changes are returned.
 */
export function moveCard(columns: Columns, cardId: string, target: DropTarget): BugMove[] {
  const from = findCard(columns, cardId);
  if (!from || target.overId === cardId) return [];
  const card = columns[from.status][from.index];
  const destination = columns[target.status];
  let insertAt = destination.length;
  if (target.overId !== null) {
    insertAt = destination.findIndex((bug) => bug.docId === target.overId);
    if (insertAt < 0) throw new DragOverNotFoundError();
  }
  const reordered = destination.filter((bug) => bug.docId !== cardId);
  if (from.status === target.status && target.overId === null) insertAt = reordered.length;
  reordered.splice(insertAt, 0, card);
  return reordered
    .map((bug, priority) => ({ id: bug.docId, status: target.status, priority, changed: bug.priority !== priority || bug.status !== target.status }))
    .filter((move) => move.changed)
    .map(({ id, status, priority }) => ({ id, status, priority }));
}

/** Moving a card one place up (-1) or down (+1) in its column, for the keyboard. */
export function moveWithinColumn(columns: Columns, cardId: string, step: -1 | 1): BugMove[] {
  const from = findCard(columns, cardId);
  if (!from) return [];
  const neighbour = columns[from.status][from.index + step];
  return neighbour ? moveCard(columns, cardId, { status: from.status, overId: neighbour.docId }) : [];
}

/** A status chosen in the details dialog: on the board the card goes to the end of that column; elsewhere only the status changes. */
export function statusChange(columns: Columns | null, bug: Bug, status: BugStatus): BugMove[] {
  if (bug.status === status) return [];
  if (columns && findCard(columns, bug.docId)) return moveCard(columns, bug.docId, { status, overId: null });
  return [{ id: bug.docId, status, priority: bug.priority }];
}

/** The one active board: the last of the boards marked active (the spec's "last match wins"). */
export function activeBoardOf(boards: readonly Board[]): Board | null {
  return boards.at(-1) ?? null;
}

/** Completing a sprint sends its unfinished bugs back to the backlog; the Done ones stay with the board. */
export function unfinishedBugs(bugs: readonly Bug[]): Bug[] {
  return bugs.filter((bug) => bug.status !== 'Done');
}
