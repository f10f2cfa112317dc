/** What other features and the app's pages use of the plans area. */
export { PatientWorkouts } from './components/PatientWorkouts';
export type { Scheduler } from './logic/planLogic';
/** A patient's scheduled workouts (live): what adherence is measured against. */
export { prefetchPatientWorkouts, useWorkoutScheduleQuery } from './api/plansApi';
export { usePatientWorkoutsRead } from './hooks/usePatientWorkoutsRead';
