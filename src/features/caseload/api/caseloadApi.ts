import type { CaseloadPage, CaseloadSummary } from '@rehab/model/caseload';
import { docRef } from '../../../lib/firebase/collections';
import { subscribeDoc } from '../../../lib/firebase/subscribe';
import type { WithId } from '../../../lib/firebase/withId';
import { liveQuery } from '../../../lib/store/live';
import { serverData } from '../../../lib/store/serverData';

/**
 * A clinic's caseload (issue 51), which the functions build: its summary (the counts, the clinicians, the pages in
 * order) and the one page a view shows, both live; nothing else is read, whatever the number of patients.
 */
export const caseloadApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    caseloadSummary: build.query<WithId<CaseloadSummary> | null, string>({
      ...liveQuery((clinicId: string) => subscribeDoc(docRef('clinicCaseloads', clinicId))),
    }),
    caseloadPage: build.query<WithId<CaseloadPage> | null, string>({
      ...liveQuery((pageId: string) => subscribeDoc(docRef('clinicCaseloadPages', pageId))),
    }),
  }),
});

export const { useCaseloadSummaryQuery, useCaseloadPageQuery } = caseloadApi;
