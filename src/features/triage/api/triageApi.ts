import { query, where } from 'firebase/firestore';
import { callable } from '../../../lib/firebase/callables';
import { col } from '../../../lib/firebase/collections';
import { subscribeQuery } from '../../../lib/firebase/subscribe';
import type { WithId } from '../../../lib/firebase/withId';
import type { TriageAlert } from '@rehab/model/collections';
import { settleWrite } from '../../../lib/store/errors';
import { liveQuery } from '../../../lib/store/live';
import { serverData } from '../../../lib/store/serverData';

export interface AcknowledgeArg {
  alertId: string;
  note: string;
}

export interface SnoozeArg {
  alertId: string;
  days: number;
}

/**
 * The triage inbox's server data: the alerts of the doctor's care teams (live; the functions open, update and close
 * them), and what he does with one through the callables, which check that he still cares for the patient.
 */
export const triageApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    doctorAlerts: build.query<WithId<TriageAlert>[], string>({
      ...liveQuery((doctorUid: string) => subscribeQuery(query(col('triageAlerts'), where('careTeam', 'array-contains', doctorUid)))),
    }),
    /** The row was opened: the server notes when (the start of the time acknowledging it counts). */
    openAlert: build.mutation<null, string>({
      queryFn: (alertId) => settleWrite(() => callable('openTriageAlert')({ alertId })),
    }),
    acknowledgeAlert: build.mutation<null, AcknowledgeArg>({
      queryFn: (arg) => settleWrite(() => callable('acknowledgeTriageAlert')(arg)),
    }),
    snoozeAlert: build.mutation<null, SnoozeArg>({
      queryFn: (arg) => settleWrite(() => callable('snoozeTriageAlert')(arg)),
    }),
  }),
});

export const { useDoctorAlertsQuery, useOpenAlertMutation, useAcknowledgeAlertMutation, useSnoozeAlertMutation } = triageApi;
