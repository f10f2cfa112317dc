import { Timestamp, query, where } from 'firebase/firestore';
import { col, docRef } from '../../../lib/firebase/collections';
import { subscribeDoc, subscribeQuery } from '../../../lib/firebase/subscribe';
import type { WithId } from '../../../lib/firebase/withId';
import type { DoctorOverview, ManagementMonth, ManagementMonthTotals, Monitoring, RtmContact } from '@rehab/model/collections';
import { settle, settleWrite } from '../../../lib/store/errors';
import { liveQuery } from '../../../lib/store/live';
import { serverData } from '../../../lib/store/serverData';
import { managementMonthId } from '../logic/management';
import {
  fetchDeviceTypes,
  fetchEpisodeStarter,
  fetchTrendRecords,
  recordContact,
  setRomGoal,
  stopMonitoring,
  startMonitoring,
  writeEntry,
  type EntryArg,
  type GoalArg,
  type CallArg,
  type StartArg,
  type StarterArg,
  type TrendRecord,
} from './monitoringRecords';

export interface MonthArg {
  doctorUid: string;
  patientUid: string;
  month: string;
}

/** A doctor's calendar month in his zone: its first instant and the next month's (ms, monthBounds). */
export interface ContactsArg {
  doctorUid: string;
  from: number;
  to: number;
}

/**
 * The monitoring area's server data: the Monitoring page's rows (the doctor's overview, one document the functions
 * keep, live), one patient's monitoring and one month of the doctor's entries (live), the month's totals the server
 * computes from the entries (live: they change a moment after an entry is saved), the trends' post-session
 * summaries, and the writes.
 */
export const monitoringApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    /** doctorOverview/{doctor}: a row per patient in his care (functions/src/monitoring/overviewRows.ts). */
    doctorOverview: build.query<WithId<DoctorOverview> | null, string>({
      ...liveQuery((doctorUid: string) => subscribeDoc(docRef('doctorOverview', doctorUid))),
    }),
    patientMonitoring: build.query<WithId<Monitoring> | null, string>({
      ...liveQuery((patientUid: string) => subscribeDoc(docRef('monitoring', patientUid))),
    }),
    managementMonth: build.query<WithId<ManagementMonth> | null, MonthArg>({
      ...liveQuery(({ doctorUid, patientUid, month }: MonthArg) => subscribeDoc(docRef('managementTime', managementMonthId(doctorUid, patientUid, month)))),
    }),
    /** What one month of the doctor's time on a patient bills (managementTotals, the union of its entries). */
    managementTotals: build.query<WithId<ManagementMonthTotals> | null, MonthArg>({
      ...liveQuery(({ doctorUid, patientUid, month }: MonthArg) => subscribeDoc(docRef('managementTotals', managementMonthId(doctorUid, patientUid, month)))),
    }),
    /**
     * The doctor's real-time contacts of a month (visits, attested calls): what makes a month interactive. The rules
     * let a doctor list his own contacts with the patients in his care.
     */
    doctorMonthContacts: build.query<WithId<RtmContact>[], ContactsArg>({
      ...liveQuery(({ doctorUid, from, to }: ContactsArg) =>
        subscribeQuery(
          query(
            col('rtmContacts'),
            where('doctorId', '==', doctorUid),
            where('inCare', '==', true),
            where('start', '>=', Timestamp.fromMillis(from)),
            where('start', '<', Timestamp.fromMillis(to)),
          ),
        ),
      ),
    }),
    /** Who started the patient's open episode (and bills its device codes), by name. */
    episodeStarter: build.query<string | null, StarterArg>({
      queryFn: (arg) => settle(() => fetchEpisodeStarter(arg)),
    }),
    trendRecords: build.query<TrendRecord[], { patientUid: string; since: number }>({
      queryFn: ({ patientUid, since }) => settle(() => fetchTrendRecords(patientUid, since)),
    }),
    monitoredDeviceTypes: build.query<string[], readonly string[]>({
      queryFn: (deviceIds) => settle(() => fetchDeviceTypes(deviceIds)),
    }),
    startMonitoring: build.mutation<null, StartArg>({
      queryFn: (arg) => settleWrite(() => startMonitoring(arg)),
    }),
    /** A call held outside the app, attested by the doctor (recordContact): its contact and time entry are the server's. */
    recordContact: build.mutation<null, CallArg>({
      queryFn: (arg) => settleWrite(() => recordContact(arg)),
    }),
    /** Ends the patient's open episode (stopMonitoring, audited). */
    stopMonitoring: build.mutation<null, string>({
      queryFn: (patientUid) => settleWrite(() => stopMonitoring(patientUid)),
    }),
    setRomGoal: build.mutation<null, GoalArg>({
      queryFn: (arg) => settleWrite(() => setRomGoal(arg)),
    }),
    /** Automatic entries as they grow (the totals follow through their listeners). */
    logManagementTime: build.mutation<null, EntryArg>({
      queryFn: (arg) => settleWrite(() => writeEntry(arg)),
    }),
    /** Entries added or corrected by hand. */
    saveManagementEntry: build.mutation<null, EntryArg>({
      queryFn: (arg) => settleWrite(() => writeEntry(arg)),
    }),
  }),
});

export const {
  useDoctorOverviewQuery,
  usePatientMonitoringQuery,
  useManagementMonthQuery,
  useManagementTotalsQuery,
  useDoctorMonthContactsQuery,
  useRecordContactMutation,
  useEpisodeStarterQuery,
  useStopMonitoringMutation,
  useTrendRecordsQuery,
  useMonitoredDeviceTypesQuery,
  useStartMonitoringMutation,
  useSetRomGoalMutation,
  useLogManagementTimeMutation,
  useSaveManagementEntryMutation,
} = monitoringApi;

/** Starts reading the patient's monitoring record before a page asks for it (kept a minute if none does). */
export const prefetchPatientMonitoring = (patientUid: string) => monitoringApi.util.prefetch('patientMonitoring', patientUid, {});
