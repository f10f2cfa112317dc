import { skipToken } from '@reduxjs/toolkit/query';
import { usePersonalizedPlansQuery, usePlanExercisesQuery, usePublicPlansQuery, useWorkoutScheduleQuery } from '../api/plansApi';
import { isAnswered } from '../../../lib/store/live';

/** Whether what a patient's plans and calendar show has been read: the reads prefetchPatientWorkouts starts. */
export function usePatientWorkoutsRead(patientUid: string | null): boolean {
  const patient = patientUid ?? skipToken;
  const anyone = patientUid ? undefined : skipToken;
  return [usePublicPlansQuery(anyone), usePersonalizedPlansQuery(patient), usePlanExercisesQuery(anyone), useWorkoutScheduleQuery(patient)].every(isAnswered);
}
