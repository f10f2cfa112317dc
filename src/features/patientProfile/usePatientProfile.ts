import { useMemo } from 'react';
import { orderBy, query, Timestamp, where } from 'firebase/firestore';
import { col, docRef } from '../../lib/firebase/collections';
import { useLiveDoc, useLiveQuery } from '../../lib/firebase/hooks';

/** The signed-in patient's record and their appointments from today on (the profile's notifications). */
export function usePatientProfile(uid: string) {
  const userRef = useMemo(() => docRef('users', uid), [uid]);
  const upcoming = useMemo(() => {
    const startOfToday = new Date();
    startOfToday.setHours(0, 0, 0, 0);
    return query(col('appointments'), where('userID', '==', uid), where('datetime', '>=', Timestamp.fromDate(startOfToday)), orderBy('datetime'));
  }, [uid]);
  return { user: useLiveDoc(userRef), appointments: useLiveQuery(upcoming) };
}
