import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppSelector } from '../../../lib/store/hooks';
import { selectUid } from '../../auth';
import { readCachedDoctor } from '../api/doctorCache';
import { useDoctorRecordQuery } from '../api/doctorProfileApi';

/**
 * The signed-in doctor's record, live. Until the first snapshot arrives the
 * record cached from the last visit is shown (no loader on a screen seen
 * before); each snapshot refreshes the cache.
 */
export function useDoctorRecord() {
  const uid = useAppSelector(selectUid);
  const { currentData, isError, error } = useDoctorRecordQuery(uid ?? skipToken);
  const cached = useMemo(() => (uid ? readCachedDoctor(uid) : null), [uid]);
  const loading = uid !== null && currentData === undefined && !isError;

  if (loading && cached) return { uid, doctor: cached, loading: false, error: null };
  return { uid, doctor: currentData ?? null, loading, error: isError ? (error ?? null) : null };
}
