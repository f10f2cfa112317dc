import type { SerializedError } from '@reduxjs/toolkit';
import { useMemo, useState } from 'react';
import type { ApiError } from '../../../lib/store/errors';
import { statsWindow, type StatsWindow, type StatsWindowCode } from '../../../lib/timeWindows';
import { useStatisticsDeviceTypesQuery, useStatisticsOffDeviceSessionsQuery, useStatisticsPostsessionsQuery } from '../api/statisticsApi';
import { statsDeviceOf, withinWindow, type OffDeviceRecord, type PostsessionRecord, type StatsDevice } from '../logic/statistics';

export interface StatisticsData {
  window: StatsWindow;
  postsessions: PostsessionRecord[];
  offDevice: OffDeviceRecord[];
  /** the statistics device types among the patient's devices */
  owned: Set<StatsDevice>;
}

export interface StatisticsResult {
  /** the statistics of the current patient, devices and window; undefined until all three reads have answered */
  data: StatisticsData | undefined;
  isLoading: boolean;
  error: ApiError | SerializedError | undefined;
  /** reads again what failed */
  retry: () => void;
}

/**
 * The statistics of a patient over a time window, from three cached reads
 * (post-session summaries, off-device sessions, device types); another
 * window's or patient's numbers are never shown meanwhile.
 */
export function useStatistics(patientUid: string, deviceIds: readonly string[], code: StatsWindowCode): StatisticsResult {
  // The windows end today: the day the panel opened.
  const [now] = useState(() => new Date());
  const window = useMemo(() => statsWindow(code, now), [code, now]);
  const since = window.start.getTime();
  const idsKey = [...deviceIds].sort().join(',');
  const ids = useMemo(() => (idsKey ? idsKey.split(',') : []), [idsKey]);

  const postsessions = useStatisticsPostsessionsQuery({ patientUid, since });
  const offDevice = useStatisticsOffDeviceSessionsQuery({ patientUid, since });
  const deviceTypes = useStatisticsDeviceTypesQuery(ids);
  const reads = [postsessions, offDevice, deviceTypes];

  const records = postsessions.currentData;
  const offDeviceRecords = offDevice.currentData;
  const types = deviceTypes.currentData;
  const data = useMemo<StatisticsData | undefined>(() => {
    if (!records || !offDeviceRecords || !types) return undefined;
    return {
      window,
      postsessions: withinWindow(records, (r) => r.startTime, window),
      offDevice: withinWindow(offDeviceRecords, (r) => r.date, window),
      owned: new Set(types.map(statsDeviceOf).filter((device): device is StatsDevice => device !== null)),
    };
  }, [records, offDeviceRecords, types, window]);

  // A read being tried again shows as loading, not as its past failure.
  const error = reads.find((read) => read.error && !read.isFetching)?.error;
  const retry = () => reads.forEach((read) => read.error && void read.refetch());
  return { data, isLoading: !data && !error, error, retry };
}
