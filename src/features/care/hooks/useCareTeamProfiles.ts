import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import type { WithId } from '../../../lib/firebase/withId';
import type { DoctorProfile } from '@rehab/model/collections';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useDoctorProfilesQuery, usePatientCareRelationshipsQuery } from '../api/careApi';
import { careTeam } from '../logic/care';

/**
 * The public profiles of the doctors the patient granted access (live; undefined until known), read by id from the
 * patient's active care relationships, or why they could not be read.
 */
export function useCareTeamProfiles(patientUid: string | null): { doctors: WithId<DoctorProfile>[] | undefined; error: string | null } {
  const relationships = usePatientCareRelationshipsQuery(patientUid ?? skipToken);
  const data = relationships.data;
  const doctorUids = useMemo(() => (data ? careTeam(data).map((r) => r.doctor).sort() : undefined), [data]);
  const profiles = useDoctorProfilesQuery(doctorUids ?? skipToken);
  return { doctors: profiles.currentData, error: queryErrorMessage(relationships.error ?? profiles.error) };
}
