import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useDoctorCareRelationshipsQuery } from '../api/careApi';
import { grantingPatientUids } from '../logic/care';

/**
 * The uids of the patients who granted the doctor access (sorted; undefined
 * until the doctor's relationships arrive). Live: a patient's approval or
 * removal changes it at once, so lists keyed by it are read again.
 */
export function useGrantingPatients(doctorUid: string | null): { uids: string[] | undefined; error: string | null } {
  const relationships = useDoctorCareRelationshipsQuery(doctorUid ?? skipToken);
  const data = relationships.data;
  const uids = useMemo(() => (data ? grantingPatientUids(data) : undefined), [data]);
  return { uids, error: relationships.error?.message ?? null };
}
