import { docRef } from '../../../lib/firebase/collections';
import type { WithId } from '../../../lib/firebase/withId';
import { subscribeDoc } from '../../../lib/firebase/subscribe';
import type { PatientListItem } from '@rehab/model/callables';
import type { Session } from '@rehab/model/collections';
import { settle, settleWrite } from '../../../lib/store/errors';
import type { AppDispatch } from '../../../lib/store/hooks';
import { liveQuery } from '../../../lib/store/live';
import type { RootState } from '../../../lib/store/rootState';
import { serverData } from '../../../lib/store/serverData';
import { sessionCutoff } from '../logic/sessionList';
import { deleteSessionAndData } from './deleteSession';
import { removePoint, restorePoint, revertAllEdits, saveNotes } from './sessionEdits';
import { fetchDevices, fetchDoctorPatients, fetchSessions, type DeviceRecords, type SessionRecord } from './sessionsFirestore';

/** A patient's sessions (after the time filter's cutoff) with their devices. */
export interface SessionRecords {
  records: SessionRecord[];
  devices: DeviceRecords;
}

export interface SessionRecordsArg {
  userId: string;
  /** one of SESSION_TIME_RANGES, or null for all sessions */
  timeRange: string | null;
}

/** The reads: the doctor's patients, a patient's session list (tagged by patient) and the open session's document (live). */
const sessionReadsApi = serverData.enhanceEndpoints({ addTagTypes: ['SessionList'] }).injectEndpoints({
  endpoints: (build) => ({
    chartPatients: build.query<PatientListItem[], string>({
      queryFn: (doctorUid) => settle(() => fetchDoctorPatients(doctorUid)),
    }),
    sessionRecords: build.query<SessionRecords, SessionRecordsArg>({
      queryFn: ({ userId, timeRange }) =>
        settle(async () => {
          const records = await fetchSessions(userId, sessionCutoff(timeRange, new Date()));
          const devices = await fetchDevices(userId, records.flatMap((r) => r.devices));
          return { records, devices };
        }),
      providesTags: (_result, _error, { userId }) => [{ type: 'SessionList', id: userId }],
    }),
    sessionDocument: build.query<WithId<Session> | null, string>({
      ...liveQuery((sessionId: string) => subscribeDoc(docRef('sessions', sessionId))),
    }),
  }),
});

/** What a mutation's `onQueryStarted` gets that patching the cached lists needs. */
interface MutationLifecycle {
  dispatch: AppDispatch;
  getState: () => unknown;
  queryFulfilled: Promise<unknown>;
}

/**
 * Once a point edit is saved, the session lists in the cache get the same
 * removedTimePoints (the comparison draws from them), without reading the
 * lists again; the open session's own document is live and sees the edit.
 */
async function patchListedSession({ dispatch, getState, queryFulfilled }: MutationLifecycle, sessionId: string, change: (removed: number[]) => number[]) {
  try {
    await queryFulfilled;
  } catch {
    return;
  }
  const state = getState() as RootState;
  for (const listArg of sessionReadsApi.util.selectCachedArgsForQuery(state, 'sessionRecords')) {
    dispatch(
      sessionReadsApi.util.updateQueryData('sessionRecords', listArg, (draft) => {
        const listed = draft.records.find((record) => record.id === sessionId);
        if (listed) listed.removedTimePoints = change(listed.removedTimePoints);
      }),
    );
  }
}

export interface PointEditArg {
  sessionId: string;
  /** the point's timestamp (ms) */
  timestamp: number;
}

/** The writes: notes, point removal and its undo, Revert all edits, and deleting a session with its data. */
export const sessionsApi = sessionReadsApi.injectEndpoints({
  endpoints: (build) => ({
    /** Saves the notes opened at `baseVersion`; answers the version saved (refused with both texts when a newer one exists). */
    saveSessionNotes: build.mutation<number, { sessionId: string; patientUid: string; notes: string; baseVersion: number }>({
      queryFn: ({ sessionId, patientUid, notes, baseVersion }) => settle(() => saveNotes(sessionId, patientUid, notes, baseVersion)),
    }),
    removeSessionPoint: build.mutation<null, PointEditArg>({
      queryFn: ({ sessionId, timestamp }) => settleWrite(() => removePoint(sessionId, timestamp)),
      onQueryStarted: ({ sessionId, timestamp }, api) =>
        patchListedSession(api, sessionId, (removed) => (removed.includes(timestamp) ? removed : [...removed, timestamp])),
    }),
    restoreSessionPoint: build.mutation<null, PointEditArg>({
      queryFn: ({ sessionId, timestamp }) => settleWrite(() => restorePoint(sessionId, timestamp)),
      onQueryStarted: ({ sessionId, timestamp }, api) => patchListedSession(api, sessionId, (removed) => removed.filter((t) => t !== timestamp)),
    }),
    revertSessionEdits: build.mutation<null, string>({
      queryFn: (sessionId) => settleWrite(() => revertAllEdits(sessionId)),
      onQueryStarted: (sessionId, api) => patchListedSession(api, sessionId, () => []),
    }),
    deleteSession: build.mutation<null, { sessionId: string; userId: string }>({
      queryFn: ({ sessionId }) => settleWrite(() => deleteSessionAndData(sessionId)),
      // The patient's lists are read again without the session (a failed delete leaves it listed).
      invalidatesTags: (_result, error, { userId }) => (error ? [] : [{ type: 'SessionList', id: userId }]),
    }),
  }),
});

export const {
  useChartPatientsQuery,
  useSessionRecordsQuery,
  useSessionDocumentQuery,
  useSaveSessionNotesMutation,
  useRemoveSessionPointMutation,
  useRestoreSessionPointMutation,
  useRevertSessionEditsMutation,
  useDeleteSessionMutation,
} = sessionsApi;
