/**
 * The audit trail as the History tabs read it: one session's entries (live)
 * and a patient's whole history (pages, newest first). Entries are never
 * changed, so a page once read stays true.
 */
import { getDocs, limit, orderBy, query, startAfter, where, type QueryDocumentSnapshot } from 'firebase/firestore';
import { col } from '../../../lib/firebase/collections';
import { subscribeQuery } from '../../../lib/firebase/subscribe';
import { withId, type WithId } from '../../../lib/firebase/withId';
import type { AuditEntry } from '@rehab/model/audit';
import { settle } from '../../../lib/store/errors';
import { liveQuery } from '../../../lib/store/live';
import { serverData } from '../../../lib/store/serverData';

/** Entries of a patient's history per page. */
export const HISTORY_PAGE_SIZE = 20;
/** A session's history shows its most recent changes. */
export const SESSION_HISTORY_LIMIT = 100;

export type HistoryEntry = WithId<AuditEntry>;
export type HistoryCursor = QueryDocumentSnapshot<AuditEntry>;

export interface HistoryPage {
  entries: HistoryEntry[];
  cursor: HistoryCursor | null;
}

export interface SessionHistoryArg {
  patientUid: string;
  sessionId: string;
}

function sessionHistoryQuery({ patientUid, sessionId }: SessionHistoryArg) {
  return query(
    col('auditLog'),
    where('patientUid', '==', patientUid),
    where('target.collection', '==', 'sessions'),
    where('target.id', '==', sessionId),
    orderBy('at', 'desc'),
    limit(SESSION_HISTORY_LIMIT),
  );
}

/** One page of a patient's history after `after`; one entry more tells whether another page follows. */
async function fetchHistoryPage(patientUid: string, after: HistoryCursor | null): Promise<HistoryPage> {
  const snapshot = await getDocs(
    query(col('auditLog'), where('patientUid', '==', patientUid), orderBy('at', 'desc'), ...(after ? [startAfter(after)] : []), limit(HISTORY_PAGE_SIZE + 1)),
  );
  const shown = snapshot.docs.slice(0, HISTORY_PAGE_SIZE);
  return { entries: shown.map(withId), cursor: snapshot.docs.length > HISTORY_PAGE_SIZE ? (shown.at(-1) ?? null) : null };
}

export const historyApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    sessionHistory: build.query<HistoryEntry[], SessionHistoryArg>({
      ...liveQuery((arg: SessionHistoryArg) => subscribeQuery(sessionHistoryQuery(arg))),
    }),
    patientHistory: build.infiniteQuery<HistoryPage, string, HistoryCursor | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.cursor,
        refetchCachedPages: false,
      },
      keepUnusedDataFor: 0,
      queryFn: ({ queryArg, pageParam }) => settle(() => fetchHistoryPage(queryArg, pageParam)),
    }),
  }),
});

export const { useSessionHistoryQuery, usePatientHistoryInfiniteQuery } = historyApi;
