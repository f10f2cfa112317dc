import { useMemo } from 'react';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useExercisePlansQuery } from '../api/plansApi';
import { isPublicPlan } from '../logic/planLogic';

/**
 * The plans a patient can be given: the public plans and the patient's
 * personalized ones (plans carry no doctor, so these are the plans of the
 * patient's doctors), from the one live read of every plan. Live.
 */
export function usePatientPlans(patientUid: string) {
  const { currentData, isError, error } = useExercisePlansQuery();
  return useMemo(() => {
    const all = currentData ?? [];
    return {
      publicPlans: all.filter(isPublicPlan),
      personalizedPlans: all.filter((plan) => plan.userID === patientUid),
      loading: currentData === undefined && !isError,
      error: queryErrorMessage(error),
    };
  }, [currentData, isError, error, patientUid]);
}
