import type { ReconcileReport } from '@rehab/model/reconcile';
import type { WithId } from '../../../lib/firebase/withId';
import { liveQuery } from '../../../lib/store/live';
import { serverData } from '../../../lib/store/serverData';
import { subscribeReconcileReports } from './reconcileReportsFirestore';

/** The admin console's reconcile reports: read only (the reconcileAggregates function writes them). */
export const reconcileReportsApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    /** The latest days' reports, newest first. */
    reconcileReports: build.query<WithId<ReconcileReport>[], void>({
      ...liveQuery(() => subscribeReconcileReports()),
    }),
  }),
});

export const { useReconcileReportsQuery } = reconcileReportsApi;
