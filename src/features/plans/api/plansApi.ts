import { query, where } from 'firebase/firestore';
import type { WithId } from '../../../lib/firebase/withId';
import { col, docRef } from '../../../lib/firebase/collections';
import { subscribeDoc, subscribeQuery } from '../../../lib/firebase/subscribe';
import type { Exercise, ExercisePlan, ScheduledWorkouts } from '@rehab/model/collections';
import { settle, settleWrite } from '../../../lib/store/errors';
import { settleOfflineWrite } from '../../../lib/store/offlineWrites';
import type { Subscribe } from '../../../lib/store/live';
import { liveQuery } from '../../../lib/store/live';
import { serverData } from '../../../lib/store/serverData';
import { scheduleOfDocument, type Scheduler } from '../logic/planLogic';
import { addPlan, deletePlan, deleteWorkout, moveWorkout, scheduleWorkouts, type CalendarEditor, type NewExercisePlan, type PlanToSchedule } from './planRecords';

/** A patient's scheduled workouts by date (null when nothing was ever scheduled). */
function subscribeSchedule(patientUid: string): Subscribe<ScheduledWorkouts | null> {
  return (next, fail) => subscribeDoc(docRef('scheduledWorkouts', patientUid))((document) => next(scheduleOfDocument(document)), fail);
}

/**
 * The plans area's server data, all live: the public plans and one patient's
 * personalized plans (two queries: nobody reads another patient's plans),
 * every exercise (the plan form's choices) and a patient's schedule. The
 * writes need no invalidation: the listeners see them.
 */
export const plansApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    publicPlans: build.query<WithId<ExercisePlan>[], void>({
      ...liveQuery(() => subscribeQuery(query(col('exerciseplan'), where('isPublic', '==', true)))),
    }),
    personalizedPlans: build.query<WithId<ExercisePlan>[], string>({
      ...liveQuery((patientUid: string) => subscribeQuery(query(col('exerciseplan'), where('userID', '==', patientUid)))),
    }),
    planExercises: build.query<WithId<Exercise>[], void>({
      ...liveQuery(() => subscribeQuery(col('exercises'))),
    }),
    workoutSchedule: build.query<ScheduledWorkouts | null, string>({
      ...liveQuery(subscribeSchedule),
    }),
    /** Adds a plan (personalized when `userID` is given); answers its id. */
    addExercisePlan: build.mutation<string, { plan: NewExercisePlan; role: Scheduler['role'] }>({
      queryFn: ({ plan, role }) => settle(() => addPlan(plan, role)),
    }),
    /** Deletes a plan with its events on every calendar that scheduled it. */
    deleteExercisePlan: build.mutation<null, string>({
      queryFn: (planId) => settleWrite(() => deletePlan(planId)),
    }),
    scheduleWorkouts: build.mutation<null, { patientUid: string; date: string; plans: PlanToSchedule[]; editor: CalendarEditor }>({
      // Also offline: the calendar shows the events at once, the server gets them when the connection is back.
      queryFn: ({ patientUid, date, plans, editor }) => settleOfflineWrite(() => scheduleWorkouts(patientUid, date, plans, editor)),
    }),
    moveWorkout: build.mutation<null, { patientUid: string; eventId: string; from: string; to: string; editor: CalendarEditor }>({
      queryFn: ({ patientUid, eventId, from, to, editor }) => settleWrite(() => moveWorkout(patientUid, eventId, from, to, editor)),
    }),
    deleteWorkout: build.mutation<null, { patientUid: string; eventId: string; date: string; editor: CalendarEditor }>({
      queryFn: ({ patientUid, eventId, date, editor }) => settleWrite(() => deleteWorkout(patientUid, eventId, date, editor)),
    }),
  }),
});

export const {
  usePublicPlansQuery,
  usePersonalizedPlansQuery,
  usePlanExercisesQuery,
  useWorkoutScheduleQuery,
  useAddExercisePlanMutation,
  useDeleteExercisePlanMutation,
  useScheduleWorkoutsMutation,
  useMoveWorkoutMutation,
  useDeleteWorkoutMutation,
} = plansApi;

/** Starts reading what a patient's plans and calendar show before a page asks for it (kept a minute if none does). */
export function prefetchPatientWorkouts(patientUid: string) {
  return [
    plansApi.util.prefetch('publicPlans', undefined, {}),
    plansApi.util.prefetch('personalizedPlans', patientUid, {}),
    plansApi.util.prefetch('planExercises', undefined, {}),
    plansApi.util.prefetch('workoutSchedule', patientUid, {}),
  ];
}
