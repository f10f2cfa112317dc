import { useMemo } from 'react';
import { col, docRef } from '../../lib/firebase/collections';
import { useLiveDoc, useLiveQuery, type Live } from '../../lib/firebase/hooks';
import type { ScheduledWorkouts } from '../../lib/model/collections';
import { isPublicPlan } from './planLogic';

/**
 * The plans a patient can be given: the public plans and the patient's
 * personalized ones (plans carry no doctor, so these are the plans of the
 * patient's doctors). Public plans have no userID field, which no query can
 * ask for, so all plans are read (as the spec's live read of exerciseplan does). Live.
 */
export function usePatientPlans(patientUid: string) {
  const all = useLiveQuery(useMemo(() => col('exerciseplan'), []));
  return useMemo(() => {
    const publicPlans = all.data.filter(isPublicPlan);
    const personalizedPlans = all.data.filter((plan) => plan.userID === patientUid);
    return { publicPlans, personalizedPlans, loading: all.loading, error: all.error };
  }, [all, patientUid]);
}

/** Every exercise (the plan form's choices). Live. */
export function useExercises() {
  return useLiveQuery(useMemo(() => col('exercises'), []));
}

/** A patient's scheduled workouts (null when nothing was ever scheduled). Live. */
export function useSchedule(patientUid: string): Live<ScheduledWorkouts | null> {
  const live = useLiveDoc(useMemo(() => docRef('scheduledWorkouts', patientUid), [patientUid]));
  return useMemo(() => {
    if (!live.data) return { ...live, data: null };
    // Every key of the schedule is a date: the docId the live read adds is not one.
    const { docId: _patientUid, ...schedule } = live.data;
    return { ...live, data: schedule };
  }, [live]);
}
