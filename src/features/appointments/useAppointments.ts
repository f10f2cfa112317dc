import { useMemo } from 'react';
import { query, where } from 'firebase/firestore';
import { col } from '../../lib/firebase/collections';
import { useLiveQuery } from '../../lib/firebase/hooks';

/** The doctor's own appointments, live. */
export function useDoctorAppointments(doctorUid: string | null) {
  const appointments = useMemo(() => (doctorUid ? query(col('appointments'), where('doctorID', '==', doctorUid)) : null), [doctorUid]);
  return useLiveQuery(appointments);
}

/** Every appointment of one patient (with any doctor), live. */
export function usePatientAppointments(patientUid: string | null) {
  const appointments = useMemo(() => (patientUid ? query(col('appointments'), where('userID', '==', patientUid)) : null), [patientUid]);
  return useLiveQuery(appointments);
}
