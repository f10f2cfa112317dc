import { skipToken } from '@reduxjs/toolkit/query';
import type { ClinicRole } from '@rehab/model/clinics';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useClinicQuery, useMyMembershipQuery } from '../api/clinicsApi';

/**
 * The signed-in account's membership and its clinic (live; a removal shows at once). `loading` until both are
 * known; no membership is an answer (a doctor whose clinic was not made yet, say), not an error.
 */
export function useMyClinic(uid: string | null) {
  const membership = useMyMembershipQuery(uid ?? skipToken);
  const clinicId = membership.currentData?.clinicId;
  const clinic = useClinicQuery(clinicId ?? skipToken);
  const error = queryErrorMessage(membership.error ?? clinic.error);
  const loading = !error && (membership.currentData === undefined || (clinicId !== undefined && clinic.currentData === undefined));
  return { membership: membership.currentData ?? null, clinic: clinic.currentData ?? null, loading, error };
}

/** The signed-in account's role in his clinic (live), null while it is read or without a membership. */
export function useMyClinicRole(uid: string | null): ClinicRole | null {
  return useMyMembershipQuery(uid ?? skipToken).currentData?.role ?? null;
}
