import { settle, settleWrite, toApiError } from '../../../lib/store/errors';
import { serverData } from '../../../lib/store/serverData';
import {
  addStatusEvent,
  addUnitNote,
  assignUnit,
  countPreorders,
  EventNoLongerNextError,
  fetchPreorderPage,
  findPreorder,
  saveUnitDetails,
  type NewStatusEvent,
  type PreorderCursor,
  type PreorderPage,
  type PreorderSort,
  type UnitDetails,
} from './preordersFirestore';

/** What the table is read with: its order, or an Order ID search ('' for none). */
export interface PreorderListQuery {
  sort: PreorderSort;
  search: string;
}

/** The code of the error a status fails with when another admin moved the order on meanwhile. */
const EVENT_NO_LONGER_NEXT = 'adminPreorders/event-no-longer-next';

/** Whether a failure (a mutation's error, or what its unwrap() threw) is that one. */
export function isEventNoLongerNextError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === EVENT_NO_LONGER_NEXT;
}

const LIST = { type: 'AdminPreorders' as const, id: 'LIST' };
const COUNT = { type: 'AdminPreorders' as const, id: 'COUNT' };

/**
 * The admin pre-order pages' server data: the table (pages and total) and the
 * detail page's writes. The detail itself is the pre-order feature's live
 * document, so the writes show there at once.
 */
export const adminPreordersApi = serverData.enhanceEndpoints({ addTagTypes: ['AdminPreorders'] }).injectEndpoints({
  endpoints: (build) => ({
    /**
     * The pre-orders in the chosen order, a page at a time, or the one an
     * Order ID search finds. A new query starts over at page one: the list is
     * dropped as soon as it is left, and a refetch reads page one only.
     */
    adminPreorders: build.infiniteQuery<PreorderPage, PreorderListQuery, PreorderCursor | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.cursor,
        refetchCachedPages: false,
      },
      keepUnusedDataFor: 0,
      queryFn: ({ queryArg: { sort, search }, pageParam }) =>
        settle(async (): Promise<PreorderPage> => (search ? { items: await findPreorder(search), cursor: null } : fetchPreorderPage(sort, pageParam))),
      providesTags: [LIST],
    }),
    /** How many pre-orders there are (an aggregate count: no documents are read). */
    adminPreorderCount: build.query<number, void>({
      queryFn: () => settle(countPreorders),
      providesTags: [COUNT],
    }),
    /** The order's next status (the table shows it). */
    addPreorderStatusEvent: build.mutation<null, { id: string; change: NewStatusEvent }>({
      async queryFn({ id, change }) {
        try {
          await addStatusEvent(id, change);
          return { data: null };
        } catch (error) {
          return { error: error instanceof EventNoLongerNextError ? { message: error.message, code: EVENT_NO_LONGER_NEXT } : toApiError(error) };
        }
      },
      invalidatesTags: [LIST],
    }),
    savePreorderUnitDetails: build.mutation<null, { id: string; index: number; details: UnitDetails }>({
      queryFn: ({ id, index, details }) => settleWrite(() => saveUnitDetails(id, index, details)),
    }),
    addPreorderUnitNote: build.mutation<null, { id: string; index: number; note: { user: string; content: string } }>({
      queryFn: ({ id, index, note }) => settleWrite(() => addUnitNote(id, index, note)),
    }),
    /** Assigns a unit to a staff member ('' leaves it unassigned). */
    assignPreorderUnit: build.mutation<null, { id: string; index: number; assignedTo: string }>({
      queryFn: ({ id, index, assignedTo }) => settleWrite(() => assignUnit(id, index, assignedTo)),
    }),
  }),
});

export const {
  useAdminPreordersInfiniteQuery,
  useAdminPreorderCountQuery,
  useAddPreorderStatusEventMutation,
  useSavePreorderUnitDetailsMutation,
  useAddPreorderUnitNoteMutation,
  useAssignPreorderUnitMutation,
} = adminPreordersApi;
