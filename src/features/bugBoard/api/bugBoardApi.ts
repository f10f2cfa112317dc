import { settleWrite } from '../../../lib/store/errors';
import { liveQuery } from '../../../lib/store/live';
import { serverData } from '../../../lib/store/serverData';
import type { Board, Bug, BugMove } from '../logic/boardLogic';
import {
  addComment,
  assignBug,
  completeSprint,
  createBoard,
  saveMoves,
  setBoard,
  subscribeActiveBoards,
  subscribeBacklog,
  subscribeBoardBugs,
  subscribeBug,
} from './bugBoardFirestore';

/**
 * The bug board's server data. Everything it shows is live (a drag, another
 * admin's comment or a new report shows at once), so the writes invalidate
 * nothing: the listeners see them.
 */
export const bugBoardApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    /** The boards marked active (the last one is the active board). */
    activeBugBoards: build.query<Board[], void>({
      ...liveQuery(() => subscribeActiveBoards()),
    }),
    /** A board's bugs in the board's order. */
    bugBoardBugs: build.query<Bug[], string>({
      ...liveQuery((boardId: string) => subscribeBoardBugs(boardId)),
    }),
    /** The bugs on no board, newest first. */
    bugBacklog: build.query<Bug[], void>({
      ...liveQuery(() => subscribeBacklog()),
    }),
    /** One bug report (null while it does not exist). */
    bugReport: build.query<Bug | null, string>({
      ...liveQuery((id: string) => subscribeBug(id)),
    }),
    /** The moves of a drag, a keyboard move or a status change, all or nothing. */
    moveBugs: build.mutation<null, BugMove[]>({
      queryFn: (moves) => settleWrite(() => saveMoves(moves)),
    }),
    /** Assigns a bug to a staff member ('' leaves it unassigned). */
    assignBug: build.mutation<null, { id: string; assignedTo: string }>({
      queryFn: ({ id, assignedTo }) => settleWrite(() => assignBug(id, assignedTo)),
    }),
    /** Appends a comment, signed and timed. */
    addBugComment: build.mutation<null, { id: string; comment: { user: string; content: string } }>({
      queryFn: ({ id, comment }) => settleWrite(() => addComment(id, comment)),
    }),
    /** Puts bugs on a board, or back in the backlog (null). */
    setBugsBoard: build.mutation<null, { ids: string[]; boardId: string | null }>({
      queryFn: ({ ids, boardId }) => settleWrite(() => setBoard(ids, boardId)),
    }),
    /** Creates a board; it becomes the active one. */
    createBugBoard: build.mutation<null, { name: string; description: string }>({
      queryFn: (values) => settleWrite(() => createBoard(values)),
    }),
    /** Ends the sprint: the board is no longer active and its unfinished bugs go back to the backlog. */
    completeBugSprint: build.mutation<null, { board: Board; unfinished: Bug[] }>({
      queryFn: ({ board, unfinished }) => settleWrite(() => completeSprint(board, unfinished)),
    }),
  }),
});

export const {
  useActiveBugBoardsQuery,
  useBugBoardBugsQuery,
  useBugBacklogQuery,
  useBugReportQuery,
  useMoveBugsMutation,
  useAssignBugMutation,
  useAddBugCommentMutation,
  useSetBugsBoardMutation,
  useCreateBugBoardMutation,
  useCompleteBugSprintMutation,
} = bugBoardApi;
