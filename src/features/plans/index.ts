/** What other features and the app's pages use of the plans area. */
export { PatientWorkouts } from './components/PatientWorkouts';
export type { Scheduler, PlanDevice } from './logic/planLogic';
/** The spec's plan and calendar writers, which a programme's assignment (issue 54) writes its workouts with. */
export { PLAN_DEVICES, isoDate } from './logic/planLogic';
export { addPlan, scheduleWorkouts } from './api/planRecords';
/** A patient's scheduled workouts (live): what adherence is measured against. */
export { prefetchPatientWorkouts, useWorkoutScheduleQuery } from './api/plansApi';
export { usePatientWorkoutsRead } from './hooks/usePatientWorkoutsRead';
