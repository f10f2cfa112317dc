/** What other features use of the plans area. */
export { PatientWorkouts } from './components/PatientWorkouts';
export type { Scheduler } from './logic/planLogic';
