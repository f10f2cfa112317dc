import type { WithId } from '../../../lib/firebase/withId';
import { col, docRef } from '../../../lib/firebase/collections';
import { subscribeDoc, subscribeQuery } from '../../../lib/firebase/subscribe';
import type { Exercise, ExercisePlan, ScheduledWorkouts } from '../../../lib/model/collections';
import { settle, settleWrite } from '../../../lib/store/errors';
import { settleOfflineWrite } from '../../../lib/store/offlineWrites';
import type { Subscribe } from '../../../lib/store/live';
import { liveQuery } from '../../../lib/store/live';
import { serverData } from '../../../lib/store/serverData';
import { scheduleOfDocument, type Scheduler } from '../logic/planLogic';
import { addPlan, deletePlan, deleteWorkout, moveWorkout, scheduleWorkouts, type PlanToSchedule } from './planRecords';

/** A patient's scheduled workouts by date (null when nothing was ever scheduled). */
function subscribeSchedule(patientUid: string): Subscribe<ScheduledWorkouts | null> {
  return (next, fail) => subscribeDoc(docRef('scheduledWorkouts', patientUid))((document) => next(scheduleOfDocument(document)), fail);
}

/**
 * The plans area's server data, all live: every plan (public plans have no
 * userID, which no query can ask for, so all are read, as the spec's live
 * read of exerciseplan does), every exercise (the plan form's choices) and a
 * patient's schedule. The writes need no invalidation: the listeners see them.
 */
export const plansApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    exercisePlans: build.query<WithId<ExercisePlan>[], void>({
      ...liveQuery(() => subscribeQuery(col('exerciseplan'))),
    }),
    planExercises: build.query<WithId<Exercise>[], void>({
      ...liveQuery(() => subscribeQuery(col('exercises'))),
    }),
    workoutSchedule: build.query<ScheduledWorkouts | null, string>({
      ...liveQuery(subscribeSchedule),
    }),
    /** Adds a plan (personalized when `userID` is given); answers its id. */
    addExercisePlan: build.mutation<string, Pick<ExercisePlan, 'name' | 'device' | 'exerciseArray' | 'reps' | 'userID'>>({
      queryFn: (plan) => settle(() => addPlan(plan)),
    }),
    /** Deletes a plan with its events on the calendars the caller may change. */
    deleteExercisePlan: build.mutation<null, { planId: string; scheduler: Scheduler }>({
      queryFn: ({ planId, scheduler }) => settleWrite(() => deletePlan(planId, scheduler)),
    }),
    scheduleWorkouts: build.mutation<null, { patientUid: string; date: string; plans: PlanToSchedule[]; doctorId: string }>({
      // Also offline: the calendar shows the events at once, the server gets them when the connection is back.
      queryFn: ({ patientUid, date, plans, doctorId }) => settleOfflineWrite(() => scheduleWorkouts(patientUid, date, plans, doctorId)),
    }),
    moveWorkout: build.mutation<null, { patientUid: string; eventId: string; from: string; to: string }>({
      queryFn: ({ patientUid, eventId, from, to }) => settleWrite(() => moveWorkout(patientUid, eventId, from, to)),
    }),
    deleteWorkout: build.mutation<null, { patientUid: string; eventId: string; date: string }>({
      queryFn: ({ patientUid, eventId, date }) => settleWrite(() => deleteWorkout(patientUid, eventId, date)),
    }),
  }),
});

export const {
  useExercisePlansQuery,
  usePlanExercisesQuery,
  useWorkoutScheduleQuery,
  useAddExercisePlanMutation,
  useDeleteExercisePlanMutation,
  useScheduleWorkoutsMutation,
  useMoveWorkoutMutation,
  useDeleteWorkoutMutation,
} = plansApi;
