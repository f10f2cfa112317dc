import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { usePatientCareRelationshipsQuery } from '../api/careApi';
import { pendingRequests } from '../logic/care';

/** The requests waiting for the patient (none for anyone else: null uid), for the top bar's bell. */
export function usePendingCareRequests(patientUid: string | null) {
  const relationships = usePatientCareRelationshipsQuery(patientUid ?? skipToken);
  const data = relationships.data;
  const requests = useMemo(() => (data ? pendingRequests(data) : []), [data]);
  return { requests, loading: relationships.isLoading, failed: relationships.isError };
}
