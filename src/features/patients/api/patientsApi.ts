import { settle, settleWrite } from '../../../lib/store/errors';
import { serverData } from '../../../lib/store/serverData';
import type { PatientCard, PatientListItem } from '../logic/patientList';
import { rememberPatients } from './patientListCache';
import { addToMyPatients, fetchPatientCards, fetchPatientList, findPatientsByEmail, removeFromMyPatients } from './patientRecords';

/**
 * Whose list: the doctor and the patients who granted them access (sorted).
 * Who is listed depends on those grants only, so a patient's approval or
 * removal reads the list again, and every screen of the same doctor shares
 * one cache entry.
 */
export interface DoctorPatientsArg {
  doctorUid: string;
  grantedBy: string[];
}

export function doctorPatientsArg(doctorUid: string, grantedBy: readonly string[]): DoctorPatientsArg {
  return { doctorUid, grantedBy: [...new Set(grantedBy)].sort() };
}

export interface MembershipArg {
  doctorUid: string;
  patientUid: string;
}

/**
 * The patient area's server data: the doctor's patient list (the
 * retrievePatients function; each fresh list is also kept in localStorage so
 * that the next visit shows it at once), the add-patient search, the card
 * grid's details, and adding or removing one of My Patients. The doctor's
 * record, which holds My Patients, is live: it needs no invalidation.
 */
export const patientsApi = serverData.enhanceEndpoints({ addTagTypes: ['PatientList', 'PatientCards'] }).injectEndpoints({
  endpoints: (build) => ({
    doctorPatients: build.query<PatientListItem[], DoctorPatientsArg>({
      queryFn: ({ doctorUid }) =>
        settle(async () => {
          const patients = await fetchPatientList(doctorUid);
          rememberPatients(doctorUid, patients);
          return patients;
        }),
      providesTags: (_result, _error, { doctorUid }) => [{ type: 'PatientList', id: doctorUid }],
    }),
    /** Add-patient search: always asks the function again (a lazy query's trigger does not answer from the cache). */
    patientsWithEmail: build.query<PatientListItem[], { doctorUid: string; email: string }>({
      queryFn: ({ doctorUid, email }) => settle(() => findPatientsByEmail(doctorUid, email)),
      providesTags: (_result, _error, { doctorUid }) => [{ type: 'PatientList', id: doctorUid }],
    }),
    /** The card details of the listed patients (uids sorted, so one list is one cache entry). */
    patientCards: build.query<PatientCard[], string[]>({
      queryFn: (uids) => settle(() => fetchPatientCards(uids)),
      providesTags: ['PatientCards'],
    }),
    addMyPatient: build.mutation<null, MembershipArg>({
      queryFn: ({ doctorUid, patientUid }) => settleWrite(() => addToMyPatients(doctorUid, patientUid)),
    }),
    removeMyPatient: build.mutation<null, MembershipArg>({
      queryFn: ({ doctorUid, patientUid }) => settleWrite(() => removeFromMyPatients(doctorUid, patientUid)),
    }),
  }),
});

export const { useDoctorPatientsQuery, useLazyPatientsWithEmailQuery, usePatientCardsQuery, useAddMyPatientMutation, useRemoveMyPatientMutation } =
  patientsApi;
