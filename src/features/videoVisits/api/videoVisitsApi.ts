import type { IssuedIceServers } from '@rehab/model/videoVisits';
import { settle } from '../../../lib/store/errors';
import { serverData } from '../../../lib/store/serverData';
import { issueIceServers } from './visitRecords';

/** The ICE servers of a visit, asked for when joining (a fresh credential each time: it expires). */
export const videoVisitsApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    issueIceServers: build.mutation<IssuedIceServers, string>({
      queryFn: (appointmentId) => settle(() => issueIceServers(appointmentId)),
    }),
  }),
});

export const { useIssueIceServersMutation } = videoVisitsApi;
