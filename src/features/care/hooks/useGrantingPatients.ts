import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useClinicPatients } from '../../clinics';
import { useDoctorCareRelationshipsQuery } from '../api/careApi';
import { grantingPatientUids, unionOfPatients } from '../logic/care';

/**
 * The uids of the patients who granted the doctor access (sorted; undefined
 * until known): by a care relationship with him, or by approving his clinic
 * when his role there sees them as their doctor (issue 50). Live: a patient's
 * approval or removal changes it at once, so lists keyed by it are read again.
 */
export function useGrantingPatients(doctorUid: string | null): { uids: string[] | undefined; error: string | null } {
  const relationships = useDoctorCareRelationshipsQuery(doctorUid ?? skipToken);
  const clinic = useClinicPatients(doctorUid);
  const data = relationships.data;
  const clinicUids = clinic.uids;
  const uids = useMemo(() => (data && clinicUids ? unionOfPatients(grantingPatientUids(data), clinicUids) : undefined), [data, clinicUids]);
  return { uids, error: relationships.error?.message ?? clinic.error };
}
