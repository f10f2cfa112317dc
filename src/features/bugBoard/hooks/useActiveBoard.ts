import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useActiveBugBoardsQuery, useBugBoardBugsQuery } from '../api/bugBoardApi';
import { activeBoardOf, columnsOf, type Board, type Bug, type Columns } from '../logic/boardLogic';

export interface ActiveBoard {
  board: Board | null;
  /** the board's bugs in the board's order */
  bugs: Bug[];
  columns: Columns;
  loading: boolean;
  /** why the board or its bugs could not be read */
  error: string | null;
}

const NO_BUGS: Bug[] = [];

/**
 * The active board and its bugs, kept up to date: every change (a drag, a
 * dialog's edit) shows at once. Both tabs of the Bugs menu read the same
 * cached listeners, so switching tabs reads nothing again.
 */
export function useActiveBoard(): ActiveBoard {
  const boards = useActiveBugBoardsQuery();
  const board = activeBoardOf(boards.data ?? []);
  const bugs = useBugBoardBugsQuery(board?.docId ?? skipToken);
  const boardBugs = bugs.data ?? NO_BUGS;
  const columns = useMemo(() => columnsOf(boardBugs), [boardBugs]);
  return {
    board,
    bugs: boardBugs,
    columns,
    loading: boards.isLoading || bugs.isLoading,
    error: queryErrorMessage(boards.error) ?? queryErrorMessage(bugs.error),
  };
}
