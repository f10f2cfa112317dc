import type { ClinicDashboard } from '@rehab/model/clinicDashboard';
import { docRef } from '../../../lib/firebase/collections';
import { subscribeDoc } from '../../../lib/firebase/subscribe';
import type { WithId } from '../../../lib/firebase/withId';
import { liveQuery } from '../../../lib/store/live';
import { serverData } from '../../../lib/store/serverData';

/**
 * A clinic's dashboard (issue 51), which the functions build with its caseload: one document, live, so that a rebuild
 * shows without a reload; null until it is first built.
 */
export const clinicDashboardApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    clinicDashboard: build.query<WithId<ClinicDashboard> | null, string>({
      ...liveQuery((clinicId: string) => subscribeDoc(docRef('clinicDashboards', clinicId))),
    }),
  }),
});

export const { useClinicDashboardQuery } = clinicDashboardApi;
