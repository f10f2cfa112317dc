import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useGrantingPatients } from '../../care';
import { useDoctorRecord } from '../../doctorProfile';
import { readCachedPatients } from '../api/patientListCache';
import { doctorPatientsArg, useDoctorPatientsQuery } from '../api/patientsApi';

/**
 * The signed-in doctor's record (live) and patient list. Until the list of the
 * patients who granted access arrives, the list kept from the last visit is shown
 * at once; a patient's approval or removal reads the list again. Every screen
 * shares the one cache entry. Without the doctor's record there is no list to
 * wait for: its problem is the list's error.
 */
export function usePatients() {
  const { t } = useTranslation('patients');
  const { uid, doctor, loading: doctorLoading, error: doctorError } = useDoctorRecord();
  const granted = useGrantingPatients(uid);
  const arg = useMemo(() => (uid && doctor && granted.uids ? doctorPatientsArg(uid, granted.uids) : skipToken), [uid, doctor, granted.uids]);
  const list = useDoctorPatientsQuery(arg);
  const fresh = list.currentData;
  // Read again whenever the fresh list is missing: a new doctor's, or the same doctor's last one after a device change.
  const stored = useMemo(() => (uid && !fresh ? readCachedPatients(uid) : null), [uid, fresh]);

  const doctorProblem = doctorError?.message ?? (!doctorLoading && uid && !doctor ? t('noDoctorRecord') : null) ?? granted.error;
  return {
    uid,
    doctor,
    doctorLoading,
    doctorError,
    /** the patients who granted the doctor access (live; undefined until known) */
    grantedBy: granted.uids,
    patients: fresh ?? stored ?? [],
    patientsLoading: doctorLoading || (!doctorProblem && !fresh && !stored && !list.isError),
    patientsError: doctorProblem ?? (list.isError ? queryErrorMessage(list.error) : null),
  };
}
