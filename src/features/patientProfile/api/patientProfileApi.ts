import { orderBy, query, Timestamp, where } from 'firebase/firestore';
import { col } from '../../../lib/firebase/collections';
import type { WithId } from '../../../lib/firebase/withId';
import { subscribeQuery } from '../../../lib/firebase/subscribe';
import type { Appointment } from '@rehab/model/collections';
import { settleWrite } from '../../../lib/store/errors';
import { settleOfflineWrite } from '../../../lib/store/offlineWrites';
import { liveQuery } from '../../../lib/store/live';
import { serverData } from '../../../lib/store/serverData';
import { accountUpdated } from '../../auth';
import type { Names } from '../logic/profileEdit';
import { changePassword, reauthenticate, requestEmailChange, savePersonalRecord, saveTimeZone, syncAccountProfile, syncRecordEmail } from './accountChanges';

function startOfToday(): Date {
  const start = new Date();
  start.setHours(0, 0, 0, 0);
  return start;
}

/**
 * The patient's own profile: their appointments from today on (the
 * notifications), live, and the changes of their record and auth account.
 * The record itself is the shared live `userRecord` (src/lib/store/userRecordApi.ts),
 * so the writes need no tags: its listener sees them. A change of the account
 * refreshes the session's copy of it (auth's `accountUpdated`).
 */
export const patientProfileApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    /** A patient's appointments from the start of today (when the listener starts) on, soonest first. */
    patientUpcomingAppointments: build.query<WithId<Appointment>[], string>({
      ...liveQuery((uid: string) =>
        subscribeQuery(
          query(col('appointments'), where('userID', '==', uid), where('datetime', '>=', Timestamp.fromDate(startOfToday())), orderBy('datetime')),
        ),
      ),
    }),
    /**
     * Names and picture to users/{uid}, then the account's display name and photo. Offline the record
     * change is kept on the device and sent when the connection is back; the account follows then.
     */
    savePatientPersonalInformation: build.mutation<null, Names & { uid: string; profilePic: string }>({
      queryFn: ({ uid, ...information }, { dispatch }) =>
        settleOfflineWrite(
          () => savePersonalRecord(uid, information),
          async () => dispatch(accountUpdated(await syncAccountProfile(uid, information))),
        ),
    }),
    savePatientTimeZone: build.mutation<null, { uid: string; timeZone: string }>({
      queryFn: ({ uid, timeZone }) => settleWrite(() => saveTimeZone(uid, timeZone)),
    }),
    changePatientPassword: build.mutation<null, { uid: string; password: string }>({
      queryFn: ({ uid, password }) => settleWrite(() => changePassword(uid, password)),
    }),
    /** Sends the confirmation link to the new address (the e-mail changes when it is opened). */
    requestPatientEmailChange: build.mutation<null, { uid: string; email: string }>({
      queryFn: ({ uid, email }) => settleWrite(() => requestEmailChange(uid, email)),
    }),
    /** Signs in again with the current password, which Auth wants before a credential change long after the sign-in. */
    reauthenticatePatient: build.mutation<null, { uid: string; password: string }>({
      queryFn: ({ uid, password }) => settleWrite(() => reauthenticate(uid, password)),
    }),
    /** Brings users/{uid}.email in step with the account's e-mail, after a confirmation link was opened. */
    syncPatientRecordEmail: build.mutation<null, { uid: string; recordEmail: string }>({
      queryFn: ({ uid, recordEmail }, { dispatch }) => settleWrite(async () => dispatch(accountUpdated(await syncRecordEmail(uid, recordEmail)))),
    }),
  }),
});

export const {
  usePatientUpcomingAppointmentsQuery,
  useSavePatientPersonalInformationMutation,
  useSavePatientTimeZoneMutation,
  useChangePatientPasswordMutation,
  useRequestPatientEmailChangeMutation,
  useReauthenticatePatientMutation,
  useSyncPatientRecordEmailMutation,
} = patientProfileApi;
