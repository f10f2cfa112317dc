import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import { docRef } from '../../lib/firebase/collections';
import { useLiveDoc } from '../../lib/firebase/hooks';
import { selectUid } from '../auth/authSlice';

/** The signed-in doctor's record, live. */
export function useDoctorRecord() {
  const uid = useAppSelector(selectUid);
  const ref = useMemo(() => (uid ? docRef('doctors', uid) : null), [uid]);
  const { data, loading, error } = useLiveDoc(ref);
  return { uid, doctor: data, loading, error };
}
