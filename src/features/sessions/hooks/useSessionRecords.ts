import { fetchDevices, fetchSessions, type DeviceInfo, type SessionRecord } from '../api/sessionsApi';
import { sessionCutoff } from '../logic/sessionList';
import { useLoad } from './useLoad';

export interface SessionRecords {
  records: SessionRecord[];
  devices: Map<string, DeviceInfo>;
}

/** A patient's sessions after the time filter's cutoff, with their devices; reloaded when `reloadKey` changes. */
export function useSessionRecords(userId: string | null, timeRange: string | null, reloadKey: string | number) {
  return useLoad<SessionRecords>(userId && `${userId}|${timeRange ?? ''}|${reloadKey}`, async () => {
    const records = await fetchSessions(userId!, sessionCutoff(timeRange, new Date()));
    const devices = await fetchDevices(userId!, records.flatMap((r) => r.devices));
    return { records, devices };
  });
}
