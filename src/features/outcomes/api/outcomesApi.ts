import { settleWrite } from '../../../lib/store/errors';
import { liveQuery } from '../../../lib/store/live';
import { serverData } from '../../../lib/store/serverData';
import {
  assignQuestionnaire,
  endAssignment,
  saveCheckIn,
  saveResponse,
  subscribeAssignments,
  subscribeCheckIns,
  subscribeRecentSessions,
  subscribeResponses,
  type AssignArg,
  type AssignmentRecord,
  type CheckInArg,
  type CheckInRecord,
  type ResponseArg,
  type ResponseRecord,
  type SessionMoment,
} from './outcomesRecords';

/**
 * The outcomes area's server data (issue 34): a patient's check-ins, assigned questionnaires and answers, live (the
 * patient sees a saved answer leave his due list, the doctor a new score arrive), his recent sessions for the
 * check-in, and the writes. Live queries follow their writes, so no tags are invalidated.
 */
export const outcomesApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    patientCheckIns: build.query<CheckInRecord[], string>({ ...liveQuery((patientUid: string) => subscribeCheckIns(patientUid)) }),
    patientAssignments: build.query<AssignmentRecord[], string>({ ...liveQuery((patientUid: string) => subscribeAssignments(patientUid)) }),
    patientResponses: build.query<ResponseRecord[], string>({ ...liveQuery((patientUid: string) => subscribeResponses(patientUid)) }),
    recentSessions: build.query<SessionMoment[], { patientUid: string; since: number }>({ ...liveQuery((arg: { patientUid: string; since: number }) => subscribeRecentSessions(arg)) }),
    saveCheckIn: build.mutation<null, CheckInArg>({ queryFn: (arg) => settleWrite(() => saveCheckIn(arg)) }),
    assignQuestionnaire: build.mutation<null, AssignArg>({ queryFn: (arg) => settleWrite(() => assignQuestionnaire(arg)) }),
    endAssignment: build.mutation<null, { patientUid: string; assignmentId: string }>({ queryFn: (arg) => settleWrite(() => endAssignment(arg)) }),
    saveResponse: build.mutation<null, ResponseArg>({ queryFn: (arg) => settleWrite(() => saveResponse(arg)) }),
  }),
});

export const {
  usePatientCheckInsQuery,
  usePatientAssignmentsQuery,
  usePatientResponsesQuery,
  useRecentSessionsQuery,
  useSaveCheckInMutation,
  useAssignQuestionnaireMutation,
  useEndAssignmentMutation,
  useSaveResponseMutation,
} = outcomesApi;
