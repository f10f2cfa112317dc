import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useSessionRecordsQuery } from '../api/sessionsApi';
import type { DeviceInfo, SessionRecord } from '../api/sessionsFirestore';

const NO_DEVICES: ReadonlyMap<string, DeviceInfo> = new Map();

export interface SessionRecordsView {
  /** the sessions read for these arguments; undefined until they are read */
  records: SessionRecord[] | undefined;
  devices: ReadonlyMap<string, DeviceInfo>;
  /** nothing read yet for these arguments (a list read before shows at once) */
  isLoading: boolean;
  error: ReturnType<typeof useSessionRecordsQuery>['error'];
}

/** A patient's sessions after the time filter's cutoff, with their devices (null user: nothing to read). */
export function useSessionRecords(userId: string | null, timeRange: string | null): SessionRecordsView {
  const list = useSessionRecordsQuery(userId ? { userId, timeRange } : skipToken);
  // The data of these arguments only: another patient's or range's list is not shown meanwhile.
  const current = list.currentData;
  const devices = useMemo(() => (current ? new Map(Object.entries(current.devices)) : NO_DEVICES), [current]);
  return { records: current?.records, devices, isLoading: list.isFetching && !current, error: list.error };
}
