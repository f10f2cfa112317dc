/** What other features use of the plans area. */
export { PatientWorkouts } from './components/PatientWorkouts';
export type { Scheduler } from './logic/planLogic';
/** A patient's scheduled workouts (live): what adherence is measured against. */
export { useWorkoutScheduleQuery } from './api/plansApi';
