import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { queryErrorMessage } from '../../../lib/store/errors';
import { usePatientClinicConsentsQuery } from '../api/clinicsApi';
import { approvedClinics, pendingClinicRequests } from '../logic/consents';

/** The patient's clinic approvals (live): the requests waiting for him, and the clinics he approved. */
export function usePatientClinics(patientUid: string | null) {
  const consents = usePatientClinicConsentsQuery(patientUid ?? skipToken);
  const data = consents.currentData;
  return useMemo(
    () => ({
      pending: pendingClinicRequests(data ?? []),
      approved: approvedClinics(data ?? []),
      loading: consents.isLoading,
      error: queryErrorMessage(consents.error),
    }),
    [data, consents.isLoading, consents.error],
  );
}
