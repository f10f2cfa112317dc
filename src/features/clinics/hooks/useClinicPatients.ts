import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useActiveClinicConsentsQuery, useMyMembershipQuery } from '../api/clinicsApi';
import { patientDataSeenBy } from '../logic/roleAccess';

/**
 * The uids of the patients who approve the signed-in doctor's clinic, when his role sees them as their doctor does
 * (owners and clinicians; sorted; undefined until known, [] without such a membership). Live: an approval or its end
 * changes it at once.
 */
export function useClinicPatients(uid: string | null): { uids: string[] | undefined; error: string | null } {
  const membership = useMyMembershipQuery(uid ?? skipToken);
  const member = membership.currentData;
  const seesPatients = member ? patientDataSeenBy(member.role).includes('clinical') : false;
  const consents = useActiveClinicConsentsQuery(member && seesPatients ? member.clinicId : skipToken);
  const data = consents.currentData;
  const uids = useMemo(() => {
    if (member === undefined) return undefined;
    if (!member || !seesPatients) return [];
    return data ? [...new Set(data.map((consent) => consent.patient))].sort() : undefined;
  }, [member, seesPatients, data]);
  return { uids: membership.isError || consents.isError ? [] : uids, error: queryErrorMessage(membership.error ?? consents.error) };
}
