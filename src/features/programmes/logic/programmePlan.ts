import type { ClinicExercise } from '@rehab/model/exercises';
import type { Programme } from '@rehab/model/programmes';
import { PLAN_DEVICES, type PlanDevice } from '../../plans';

/** The device a plan takes when none of its exercises names one (the spec's plan requires a device). */
const DEFAULT_PLAN_DEVICE: PlanDevice = 'Band';

/**
 * The spec's personalized plan of a programme (docs/deviations.md, "Programmes"): its name, its exercises' ids with
 * their sets as the plan's reps, and the first device among its exercises that a plan takes ('Knee Brace 2' is a knee
 * brace).
 */
export function planOfProgramme(programme: Programme, exercises: ReadonlyMap<string, Pick<ClinicExercise, 'device'>>) {
  const devices = programme.exercises.map(({ exerciseId }) => {
    const device = exercises.get(exerciseId)?.device;
    return device === 'Knee Brace 2' ? 'Knee Brace' : device;
  });
  const device = devices.find((candidate): candidate is PlanDevice => (PLAN_DEVICES as readonly unknown[]).includes(candidate)) ?? DEFAULT_PLAN_DEVICE;
  return {
    name: programme.name,
    device,
    exerciseArray: programme.exercises.map(({ exerciseId }) => exerciseId),
    reps: programme.exercises.map(({ sets }) => sets),
  };
}
