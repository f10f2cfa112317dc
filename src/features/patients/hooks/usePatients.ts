import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../lib/store/hooks';
import { useDoctorRecord } from '../doctorProfile';
import { openPatients, refreshPatients, selectPatients } from './patientsSlice';

/**
 * The signed-in doctor's record (live) and patient list. The list is shown
 * from the cache at once and refreshed each time the doctor's devices or
 * patients change (registered or removed, added or removed). Without the
 * doctor's record there is no list to wait for: its problem is the list's error.
 */
export function usePatients() {
  const { t } = useTranslation('patients');
  const dispatch = useAppDispatch();
  const { uid, doctor, loading: doctorLoading, error: doctorError } = useDoctorRecord();
  const patients = useAppSelector(selectPatients);

  useEffect(() => {
    if (uid) dispatch(openPatients(uid));
  }, [dispatch, uid]);

  // Who is listed depends on the doctor's devices and patients only: other profile changes do not refetch.
  const listKey = doctor ? JSON.stringify([doctor.devices, doctor.patients]) : null;
  useEffect(() => {
    if (uid && listKey) void dispatch(refreshPatients(uid));
  }, [dispatch, uid, listKey]);

  const current = patients.doctorUid === uid;
  const doctorProblem = doctorError?.message ?? (!doctorLoading && uid && !doctor ? t('noDoctorRecord') : null);
  return {
    uid,
    doctor,
    doctorLoading,
    doctorError,
    patients: current ? patients.list : [],
    patientsLoading: doctorLoading || (!doctorProblem && (!current || patients.status === 'loading' || patients.status === 'idle')),
    patientsError: doctorProblem ?? (current ? patients.error : null),
  };
}
