import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ClinicCoverage } from '@rehab/model/clinics';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useActiveClinicConsentsQuery, useClinicCoveragesQuery, useMyMembershipQuery } from '../api/clinicsApi';
import { coveredPatients, patientsCaredFor } from '../logic/coverage';
import { patientDataSeenBy } from '../logic/roleAccess';
import { useCoverageClock } from './useCoverageClock';

const NONE: ReadonlyMap<string, string> = new Map();
const NO_COVERAGES: readonly ClinicCoverage[] = [];

/**
 * The patients the signed-in doctor looks after through his clinic, when his role sees them as their doctor does
 * (owners and clinicians, issue 51): those who approve the clinic and whose primary he is, and those of a colleague he
 * covers now. `uids` sorted, undefined until known, [] without such a membership; `coveringFor` maps each covered
 * patient to the away colleague's name. Live: an approval, a transfer or a coverage, and the start or end of its
 * period, change it at once.
 */
export function useClinicPatients(uid: string | null): { uids: string[] | undefined; coveringFor: ReadonlyMap<string, string>; error: string | null } {
  const membership = useMyMembershipQuery(uid ?? skipToken);
  const member = membership.currentData;
  const seesPatients = member ? patientDataSeenBy(member.role).includes('clinical') : false;
  const clinicId = member && seesPatients ? member.clinicId : skipToken;
  const consents = useActiveClinicConsentsQuery(clinicId);
  const coverages = useClinicCoveragesQuery(clinicId);
  const now = useCoverageClock(coverages.currentData);
  const consentData = consents.currentData;
  // A coverage that cannot be read leaves the doctor his own patients (its error is told).
  const coverageData = coverages.isError ? NO_COVERAGES : coverages.currentData;
  const cared = useMemo(() => {
    if (member === undefined) return undefined;
    if (!member || !seesPatients || !uid) return new Map<string, string | null>();
    return consentData && coverageData ? patientsCaredFor(consentData, coverageData, uid, now) : undefined;
  }, [member, seesPatients, uid, consentData, coverageData, now]);
  return useMemo(() => {
    const coveringFor = cared ? coveredPatients(cared) : NONE;
    return {
      uids: membership.isError || consents.isError ? [] : cared && [...cared.keys()].sort(),
      coveringFor: coveringFor.size > 0 ? coveringFor : NONE,
      error: queryErrorMessage(membership.error ?? consents.error ?? coverages.error),
    };
  }, [cared, membership.isError, membership.error, consents.isError, consents.error, coverages.error]);
}

/** The signed-in doctor's patients he covers for an away colleague now: patient → that colleague's name (the badges). */
export function useCoveringFor(uid: string | null): ReadonlyMap<string, string> {
  return useClinicPatients(uid).coveringFor;
}
