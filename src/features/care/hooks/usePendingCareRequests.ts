import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { careApi, usePatientCareRelationshipsQuery } from '../api/careApi';
import { pendingRequests } from '../logic/care';

/** The requests waiting for the patient (none for anyone else: null uid), for the top bar's bell. */
export function usePendingCareRequests(patientUid: string | null) {
  const relationships = usePatientCareRelationshipsQuery(patientUid ?? skipToken);
  const data = relationships.data;
  const requests = useMemo(() => (data ? pendingRequests(data) : []), [data]);
  return { requests, loading: relationships.isLoading, failed: relationships.isError };
}

/** Starts reading the patient's requests before a page asks for them (kept a minute if none does). */
export const prefetchPendingCareRequests = (patientUid: string) => careApi.util.prefetch('patientCareRelationships', patientUid, {});
