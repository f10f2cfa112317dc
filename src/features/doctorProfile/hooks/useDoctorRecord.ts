import { useEffect, useMemo } from 'react';
import { useAppSelector } from '../../lib/store/hooks';
import { docRef } from '../../lib/firebase/collections';
import { useLiveDoc } from '../../lib/firebase/hooks';
import { selectUid } from '../auth';
import { readCachedDoctor, writeCachedDoctor } from './doctorCache';

/**
 * The signed-in doctor's record, live. Until the first snapshot arrives the
 * record cached from the last visit is shown; each snapshot refreshes the cache.
 */
export function useDoctorRecord() {
  const uid = useAppSelector(selectUid);
  const ref = useMemo(() => (uid ? docRef('doctors', uid) : null), [uid]);
  const live = useLiveDoc(ref);
  const cached = useMemo(() => (uid ? readCachedDoctor(uid) : null), [uid]);

  useEffect(() => {
    if (uid && !live.loading && !live.error) writeCachedDoctor(uid, live.data);
  }, [uid, live.loading, live.error, live.data]);

  if (live.loading && cached) return { uid, doctor: cached, loading: false, error: null };
  return { uid, doctor: live.data, loading: live.loading, error: live.error };
}
