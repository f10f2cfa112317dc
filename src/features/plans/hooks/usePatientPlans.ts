import { useMemo } from 'react';
import { queryErrorMessage } from '../../../lib/store/errors';
import { usePersonalizedPlansQuery, usePublicPlansQuery } from '../api/plansApi';

/**
 * The plans a patient can be given: the public plans and the patient's
 * personalized ones (from the patient's doctors or themself), two live
 * queries: a reader gets no other patient's plans.
 */
export function usePatientPlans(patientUid: string) {
  const publicPlans = usePublicPlansQuery();
  const personalizedPlans = usePersonalizedPlansQuery(patientUid);
  return useMemo(
    () => ({
      publicPlans: publicPlans.currentData ?? [],
      personalizedPlans: personalizedPlans.currentData ?? [],
      loading: (publicPlans.currentData === undefined && !publicPlans.isError) || (personalizedPlans.currentData === undefined && !personalizedPlans.isError),
      error: queryErrorMessage(publicPlans.error ?? personalizedPlans.error),
    }),
    [publicPlans.currentData, publicPlans.isError, publicPlans.error, personalizedPlans.currentData, personalizedPlans.isError, personalizedPlans.error],
  );
}
