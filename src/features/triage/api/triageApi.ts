import { query, where } from 'firebase/firestore';
import type { TriageThresholds } from '@rehab/model/triage';
import { callable } from '../../../lib/firebase/callables';
import { col, docRef } from '../../../lib/firebase/collections';
import { subscribeDoc, subscribeQuery } from '../../../lib/firebase/subscribe';
import type { WithId } from '../../../lib/firebase/withId';
import type { TriageAlert, TriageThresholdsDoc } from '@rehab/model/collections';
import { settleWrite } from '../../../lib/store/errors';
import { liveQuery } from '../../../lib/store/live';
import { serverData } from '../../../lib/store/serverData';

export interface AcknowledgeArg {
  alertId: string;
  note: string;
}

export interface ThresholdsArg {
  patientId: string;
  thresholds: Partial<TriageThresholds> | null;
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
    /** triageThresholds/{patient}: what a doctor of the patient changed from the defaults (live). */
    patientThresholds: build.query<WithId<TriageThresholdsDoc> | null, string>({
      ...liveQuery((patientId: string) => subscribeDoc(docRef('triageThresholds', patientId))),
    }),
    setThresholds: build.mutation<null, ThresholdsArg>({
      queryFn: (arg) => settleWrite(() => callable('setTriageThresholds')(arg)),
    }),
  }),
});

export const {
  useDoctorAlertsQuery,
  useOpenAlertMutation,
  useAcknowledgeAlertMutation,
  useSnoozeAlertMutation,
  usePatientThresholdsQuery,
  useSetThresholdsMutation,
} = triageApi;
