import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useDoctorRecord } from '../doctorProfile';
import { openPatients, refreshPatients, selectPatients } from './patientsSlice';

/**
 * The signed-in doctor's record (live) and patient list. The list is shown
 * from the cache at once and refreshed each time the doctor's record changes
 * (devices registered or removed, patients added or removed).
 */
export function usePatients() {
  const dispatch = useAppDispatch();
  const { uid, doctor, loading: doctorLoading, error: doctorError } = useDoctorRecord();
  const patients = useAppSelector(selectPatients);

  useEffect(() => {
    if (uid) dispatch(openPatients(uid));
  }, [dispatch, uid]);

  useEffect(() => {
    if (uid && doctor) void dispatch(refreshPatients(uid));
  }, [dispatch, uid, doctor]);

  const current = patients.doctorUid === uid;
  return {
    uid,
    doctor,
    doctorLoading,
    doctorError,
    patients: current ? patients.list : [],
    patientsLoading: !current || patients.status === 'loading' || patients.status === 'idle',
    patientsError: current ? patients.error : null,
  };
}
