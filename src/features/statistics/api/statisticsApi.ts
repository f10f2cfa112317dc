import { settle } from '../../../lib/store/errors';
import { serverData } from '../../../lib/store/serverData';
import type { OffDeviceRecord, PostsessionRecord } from '../logic/statistics';
import { fetchDeviceTypes, fetchOffDeviceSessions, fetchPostsessions } from './statisticsFirestore';

/** A patient's records since the start of a time window (ms since epoch). */
export interface StatisticsArg {
  patientUid: string;
  since: number;
}

/**
 * The statistics panel's reads: one-off queries per patient and window start
 * (and the types of the patient's devices), kept in the cache so that the
 * panel opened again shows at once.
 */
export const statisticsApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    statisticsPostsessions: build.query<PostsessionRecord[], StatisticsArg>({
      queryFn: ({ patientUid, since }) => settle(() => fetchPostsessions(patientUid, new Date(since))),
    }),
    statisticsOffDeviceSessions: build.query<OffDeviceRecord[], StatisticsArg>({
      queryFn: ({ patientUid, since }) => settle(() => fetchOffDeviceSessions(patientUid, new Date(since))),
    }),
    /** the types of the given devices (sorted ids: the same devices share one entry) */
    statisticsDeviceTypes: build.query<string[], readonly string[]>({
      queryFn: (deviceIds) => settle(() => fetchDeviceTypes(deviceIds)),
    }),
  }),
});

export const { useStatisticsPostsessionsQuery, useStatisticsOffDeviceSessionsQuery, useStatisticsDeviceTypesQuery } = statisticsApi;
