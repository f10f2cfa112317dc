import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { queryErrorMessage } from '../../../lib/store/errors';
import { usePatientCareRelationshipsQuery } from '../api/careApi';
import { careTeam } from '../logic/care';

/** The uids of the doctors the patient granted access (live; undefined until known), or why they could not be read. */
export function useCareTeamDoctors(patientUid: string | null): { doctors: ReadonlySet<string> | undefined; error: string | null } {
  const relationships = usePatientCareRelationshipsQuery(patientUid ?? skipToken);
  const data = relationships.data;
  const doctors = useMemo(() => (data ? new Set(careTeam(data).map((r) => r.doctor)) : undefined), [data]);
  return { doctors, error: queryErrorMessage(relationships.error) };
}
