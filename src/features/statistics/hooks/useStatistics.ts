import { useCallback, useEffect, useState } from 'react';
import { statsWindow, type StatsWindow, type StatsWindowCode } from '../../lib/timeWindows';
import { statsDeviceOf, withinWindow, type OffDeviceRecord, type PostsessionRecord, type StatsDevice } from './logic/statistics';
import { fetchDeviceTypes, fetchOffDeviceSessions, fetchPostsessions } from './statisticsApi';

export interface StatisticsData {
  window: StatsWindow;
  postsessions: PostsessionRecord[];
  offDevice: OffDeviceRecord[];
  /** the statistics device types among the patient's devices */
  owned: Set<StatsDevice>;
}

export type StatisticsState =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'ready'; data: StatisticsData };

async function loadStatistics(patientUid: string, deviceIds: readonly string[], window: StatsWindow): Promise<StatisticsData> {
  const [postsessions, offDevice, deviceTypes] = await Promise.all([
    fetchPostsessions(patientUid, window.start),
    fetchOffDeviceSessions(patientUid, window.start),
    fetchDeviceTypes(deviceIds),
  ]);
  const owned = new Set(deviceTypes.map(statsDeviceOf).filter((device): device is StatsDevice => device !== null));
  return {
    window,
    postsessions: withinWindow(postsessions, (r) => r.startTime, window),
    offDevice: withinWindow(offDevice, (r) => r.date, window),
    owned,
  };
}

/**
 * The statistics of a patient over a time window, loaded again when the
 * patient, their devices or the window change, or on retry. Only the answer
 * to the latest request is kept.
 */
export function useStatistics(patientUid: string, deviceIds: readonly string[], code: StatsWindowCode): StatisticsState & { retry: () => void } {
  // The windows end today: the day the panel opened.
  const [now] = useState(() => new Date());
  const [attempt, setAttempt] = useState(0);
  const idsKey = [...deviceIds].sort().join(',');
  const key = `${patientUid}|${idsKey}|${code}|${attempt}`;
  const [result, setResult] = useState<{ key: string; state: StatisticsState } | null>(null);

  useEffect(() => {
    let current = true;
    const ids = idsKey ? idsKey.split(',') : [];
    loadStatistics(patientUid, ids, statsWindow(code, now)).then(
      (data) => current && setResult({ key, state: { status: 'ready', data } }),
      (error: unknown) => current && setResult({ key, state: { status: 'error', error: error instanceof Error ? error : new Error(String(error)) } }),
    );
    return () => {
      current = false;
    };
  }, [key, patientUid, idsKey, code, now]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: StatisticsState = result?.key === key ? result.state : { status: 'loading' };
  return { ...state, retry };
}
