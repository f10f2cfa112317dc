import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useDoctorRecord } from '../../doctorProfile';
import { readCachedPatients } from '../api/patientListCache';
import { doctorPatientsArg, useDoctorPatientsQuery } from '../api/patientsApi';

/**
 * The signed-in doctor's record (live) and patient list. Until the list of the
 * doctor's current devices arrives, the list kept from the last visit is shown
 * at once; registering or removing a device reads the list again. Every screen
 * shares the one cache entry. Without the doctor's record there is no list to
 * wait for: its problem is the list's error.
 */
export function usePatients() {
  const { t } = useTranslation('patients');
  const { uid, doctor, loading: doctorLoading, error: doctorError } = useDoctorRecord();
  const arg = useMemo(() => (uid && doctor ? doctorPatientsArg(uid, doctor.devices) : skipToken), [uid, doctor]);
  const list = useDoctorPatientsQuery(arg);
  const fresh = list.currentData;
  // Read again whenever the fresh list is missing: a new doctor's, or the same doctor's last one after a device change.
  const stored = useMemo(() => (uid && !fresh ? readCachedPatients(uid) : null), [uid, fresh]);

  const doctorProblem = doctorError?.message ?? (!doctorLoading && uid && !doctor ? t('noDoctorRecord') : null);
  return {
    uid,
    doctor,
    doctorLoading,
    doctorError,
    patients: fresh ?? stored ?? [],
    patientsLoading: doctorLoading || (!doctorProblem && !fresh && !stored && !list.isError),
    patientsError: doctorProblem ?? (list.isError ? queryErrorMessage(list.error) : null),
  };
}
