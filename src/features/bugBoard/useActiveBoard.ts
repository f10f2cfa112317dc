import { useMemo } from 'react';
import { useOutletContext } from 'react-router-dom';
import { useLiveQuery } from '../../lib/firebase/hooks';
import { activeBoardOf, columnsOf, type Board, type Bug, type Columns } from './boardLogic';
import { activeBoardsQuery, boardBugsQuery } from './bugBoardApi';

export interface ActiveBoard {
  board: Board | null;
  /** the board's bugs in the board's order */
  bugs: Bug[];
  columns: Columns;
  loading: boolean;
  /** why the board or its bugs could not be read */
  error: Error | null;
}

/** The active board and its bugs, kept up to date: every change (a drag, a dialog's edit) shows at once. */
export function useActiveBoard(): ActiveBoard {
  const boards = useLiveQuery(useMemo(() => activeBoardsQuery(), []));
  const board = activeBoardOf(boards.data);
  const boardId = board?.docId ?? null;
  const bugs = useLiveQuery(useMemo(() => (boardId ? boardBugsQuery(boardId) : null), [boardId]));
  const columns = useMemo(() => columnsOf(bugs.data), [bugs.data]);
  return {
    board,
    bugs: bugs.data,
    columns,
    loading: boards.loading || bugs.loading,
    error: boards.error ?? bugs.error,
  };
}

/** The active board the Bugs layout reads once for both of its tabs. */
export function useBugsContext(): ActiveBoard {
  return useOutletContext<ActiveBoard>();
}
