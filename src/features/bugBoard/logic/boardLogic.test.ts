import { describe, expect, it } from 'vitest';
import type { BugStatus } from '@rehab/model/collections';
import {
  activeBoardOf,
  columnsOf,
  DragOverNotFoundError,
  moveCard,
  moveWithinColumn,
  statusChange,
  unfinishedBugs,
  type Board,
  type Bug,
} from './boardLogic';
import { fakeTimestamp } from '../../../test/timestamps';
import { testBug } from '../../../test/bugFixtures';

function bug(docId: string, status: BugStatus, priority: number, createdAt = 0): Bug {
  return testBug(docId, { status, priority, createdAt: fakeTimestamp(createdAt) });
}

const ids = (bugs: Bug[]) => bugs.map((b) => b.docId);

/** To Do: a, b, c; In Progress: d, e; In Review and Done empty. */
const board = () => columnsOf([bug('c', 'To Do', 2), bug('d', 'In Progress', 0), bug('a', 'To Do', 0), bug('e', 'In Progress', 1), bug('b', 'To Do', 1)]);

describe('columnsOf', () => {
  it('puts every bug in its status column, by priority', () => {
    const columns = board();
    expect(ids(columns['To Do'])).toEqual(['a', 'b', 'c']);
    expect(ids(columns['In Progress'])).toEqual(['d', 'e']);
    expect(columns['In Review']).toEqual([]);
    expect(columns.Done).toEqual([]);
  });

  it('orders equal priorities newest first', () => {
    const columns = columnsOf([bug('old', 'Done', 0, 1000), bug('new', 'Done', 0, 5000), bug('first', 'Done', -1, 0)]);
    expect(ids(columns.Done)).toEqual(['first', 'new', 'old']);
  });
});

describe('moveCard', () => {
  it('into another column: the card takes the place of the card it is dropped on, and the column is renumbered', () => {
    expect(moveCard(board(), 'b', { status: 'In Progress', overId: 'e' })).toEqual([
      { id: 'b', status: 'In Progress', priority: 1 },
      { id: 'e', status: 'In Progress', priority: 2 },
    ]);
  });

  it('onto a column: the card goes to its end', () => {
    expect(moveCard(board(), 'a', { status: 'In Progress', overId: null })).toEqual([{ id: 'a', status: 'In Progress', priority: 2 }]);
    expect(moveCard(board(), 'a', { status: 'Done', overId: null })).toEqual([{ id: 'a', status: 'Done', priority: 0 }]);
  });

  it('within a column: down and up, rewriting the priorities that change', () => {
    expect(moveCard(board(), 'a', { status: 'To Do', overId: 'c' })).toEqual([
      { id: 'b', status: 'To Do', priority: 0 },
      { id: 'c', status: 'To Do', priority: 1 },
      { id: 'a', status: 'To Do', priority: 2 },
    ]);
    expect(moveCard(board(), 'c', { status: 'To Do', overId: 'a' })).toEqual([
      { id: 'c', status: 'To Do', priority: 0 },
      { id: 'a', status: 'To Do', priority: 1 },
      { id: 'b', status: 'To Do', priority: 2 },
    ]);
    expect(moveCard(board(), 'a', { status: 'To Do', overId: null })).toHaveLength(3);
  });

  it('renumbers a column whose priorities were left uneven (new cards arrive with priority 0)', () => {
    const columns = columnsOf([bug('x', 'Done', 0, 2000), bug('y', 'Done', 0, 1000), bug('z', 'To Do', 0)]);
    expect(moveCard(columns, 'z', { status: 'Done', overId: null })).toEqual([
      { id: 'y', status: 'Done', priority: 1 },
      { id: 'z', status: 'Done', priority: 2 },
    ]);
  });

  it('does nothing when dropped on itself or when the card is gone', () => {
    expect(moveCard(board(), 'a', { status: 'To Do', overId: 'a' })).toEqual([]);
    expect(moveCard(board(), 'gone', { status: 'Done', overId: null })).toEqual([]);
  });

  it("fails with the spec's message when dropped on a card the column does not have", () => {
    expect(() => moveCard(board(), 'a', { status: 'In Progress', overId: 'c' })).toThrow(DragOverNotFoundError);
    expect(() => moveCard(board(), 'a', { status: 'In Progress', overId: 'c' })).toThrow('Error: dragOverId not found in the list');
  });
});

describe('moveWithinColumn', () => {
  it('swaps a card with its neighbour', () => {
    expect(moveWithinColumn(board(), 'b', -1)).toEqual([
      { id: 'b', status: 'To Do', priority: 0 },
      { id: 'a', status: 'To Do', priority: 1 },
    ]);
    expect(moveWithinColumn(board(), 'b', 1)).toEqual([
      { id: 'c', status: 'To Do', priority: 1 },
      { id: 'b', status: 'To Do', priority: 2 },
    ]);
  });

  it('stops at the ends of the column', () => {
    expect(moveWithinColumn(board(), 'a', -1)).toEqual([]);
    expect(moveWithinColumn(board(), 'e', 1)).toEqual([]);
  });
});

describe('statusChange', () => {
  it('sends a card on the board to the end of the new column', () => {
    const columns = board();
    expect(statusChange(columns, columns['To Do'][0], 'In Progress')).toEqual([{ id: 'a', status: 'In Progress', priority: 2 }]);
  });

  it('changes only the status of a bug that is not on the board', () => {
    expect(statusChange(board(), bug('backlog', 'To Do', 0), 'In Review')).toEqual([{ id: 'backlog', status: 'In Review', priority: 0 }]);
    expect(statusChange(null, bug('backlog', 'To Do', 3), 'Done')).toEqual([{ id: 'backlog', status: 'Done', priority: 3 }]);
  });

  it('writes nothing when the status stays', () => {
    expect(statusChange(board(), board()['To Do'][0], 'To Do')).toEqual([]);
  });
});

describe('activeBoardOf', () => {
  const named = (docId: string): Board => ({ docId, id: docId, name: docId, description: '', isActive: true });

  it('is the last active board, or none', () => {
    expect(activeBoardOf([named('one'), named('two')])?.docId).toBe('two');
    expect(activeBoardOf([])).toBeNull();
  });
});

describe('unfinishedBugs', () => {
  it('are the bugs not Done', () => {
    expect(ids(unfinishedBugs([bug('a', 'To Do', 0), bug('b', 'Done', 0), bug('c', 'In Review', 0)]))).toEqual(['a', 'c']);
  });
});
