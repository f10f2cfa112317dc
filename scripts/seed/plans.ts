/** Exercises, workout plans, and workouts scheduled on patients' calendars. */
import type {
  Exercise,
  ExercisePlan,
  ScheduledEvent,
  ScheduledWorkouts,
  ScheduledWorkoutsByExercise,
} from '@rehab/model/collections';
import { DEMO_ACCOUNTS } from './accounts';
import type { SeedClock } from './clock';
import type { Random } from './random';
import type { SeedDoc } from './seedDoc';

export const EXERCISES: readonly Exercise[] = [
  { id: 'ex-quad-sets', name: 'Quad sets', device: 'Knee Brace' },
  { id: 'ex-heel-slides', name: 'Heel slides', device: 'Knee Brace' },
  { id: 'ex-straight-leg-raise', name: 'Straight leg raises', device: 'Knee Brace' },
  { id: 'ex-mini-squats', name: 'Mini squats', device: 'Knee Brace' },
  { id: 'ex-terminal-knee-extension', name: 'Terminal knee extension', device: 'Knee Brace' },
  { id: 'ex-wrist-flexion', name: 'Wrist flexion stretch', device: 'Glove' },
  { id: 'ex-finger-tapping', name: 'Finger tapping', device: 'Glove' },
  { id: 'ex-grip-squeeze', name: 'Grip squeeze', device: 'Glove' },
  { id: 'ex-thumb-opposition', name: 'Thumb opposition', device: 'Glove' },
  { id: 'ex-forearm-rotation', name: 'Forearm rotation', device: 'Glove' },
  { id: 'ex-tap-sequence', name: 'Tap sequence', device: 'Neat' },
  { id: 'ex-light-tracking', name: 'Light tracking', device: 'Neat' },
  { id: 'ex-arm-raises', name: 'Arm raises', device: 'Band' },
  { id: 'ex-shoulder-rolls', name: 'Shoulder rolls', device: 'Band' },
  { id: 'ex-walking-intervals', name: 'Walking intervals', device: 'Band' },
];

export function exerciseNamesFor(device: 'Glove' | 'Knee Brace'): string[] {
  return EXERCISES.filter((exercise) => exercise.device === device).map((exercise) => exercise.name);
}

export function buildExercises(): SeedDoc<Exercise>[] {
  return EXERCISES.map((exercise) => ({ id: exercise.id, data: { ...exercise } }));
}

/** Every plan of the demo world is the demo doctor's: public ones carry the explicit marker. */
const plan = (id: string, name: string, device: string, exercises: [string, number][], userID?: string): ExercisePlan => ({
  id,
  name,
  device,
  exerciseArray: exercises.map(([exerciseId]) => exerciseId),
  reps: exercises.map(([, reps]) => reps),
  isPublic: userID === undefined,
  createdBy: DEMO_ACCOUNTS.doctor.uid,
  ...(userID ? { userID } : {}),
});

const PATIENT_UID = DEMO_ACCOUNTS.patient.uid;
const GRACE_UID = 'demo-patient-grace';

export const EXERCISE_PLANS: readonly ExercisePlan[] = [
  plan('plan-knee-mobility', 'Knee mobility basics', 'Knee Brace', [['ex-quad-sets', 10], ['ex-heel-slides', 8], ['ex-straight-leg-raise', 10]]),
  plan('plan-knee-strength', 'Knee strength builder', 'Knee Brace', [['ex-mini-squats', 8], ['ex-terminal-knee-extension', 10], ['ex-quad-sets', 6]]),
  plan('plan-hand-dexterity', 'Hand dexterity starter', 'Glove', [['ex-finger-tapping', 10], ['ex-thumb-opposition', 6], ['ex-grip-squeeze', 8]]),
  plan('plan-wrist-range', 'Wrist range of motion', 'Glove', [['ex-wrist-flexion', 8], ['ex-forearm-rotation', 8]]),
  plan('plan-band-cardio', 'Band cardio circuit', 'Band', [['ex-walking-intervals', 4], ['ex-arm-raises', 10], ['ex-shoulder-rolls', 10]]),
  plan('plan-neat-taps', 'Neat tap drills', 'Neat', [['ex-tap-sequence', 10], ['ex-light-tracking', 3]]),
  plan('plan-liam-knee', 'Liam – post-op knee, phase 2', 'Knee Brace', [['ex-heel-slides', 10], ['ex-mini-squats', 6], ['ex-terminal-knee-extension', 8]], PATIENT_UID),
  plan('plan-liam-grip', 'Liam – grip strength', 'Glove', [['ex-grip-squeeze', 10], ['ex-thumb-opposition', 8]], PATIENT_UID),
  plan('plan-grace-knee', 'Grace – knee stability', 'Knee Brace', [['ex-quad-sets', 10], ['ex-mini-squats', 5]], GRACE_UID),
  // An older plan from before exerciseArray/reps: only the legacy exercise id -> reps map.
  {
    id: 'plan-legacy-knee',
    name: 'Knee rehab (2023 program)',
    device: 'Knee Brace',
    exerciseArray: [],
    reps: [],
    isPublic: true,
    exercises: { 'ex-quad-sets': 10, 'ex-heel-slides': 10 },
  },
];

export function buildExercisePlans(): SeedDoc<ExercisePlan>[] {
  return EXERCISE_PLANS.map((p) => ({ id: p.id, data: p }));
}

interface ScheduleSpec {
  patientUid: string;
  /** plans this patient may be given: public ones for his devices and his personalized ones */
  planIds: string[];
  /** days relative to today with workouts */
  days: number[];
  doctorId: string;
}

const DEMO_DOCTOR_UID = DEMO_ACCOUNTS.doctor.uid;

const SCHEDULES: readonly ScheduleSpec[] = [
  {
    patientUid: PATIENT_UID,
    planIds: ['plan-knee-mobility', 'plan-hand-dexterity', 'plan-wrist-range', 'plan-liam-knee', 'plan-liam-grip'],
    days: [-24, -21, -17, -14, -10, -7, -4, -2, 1, 3, 5, 8, 10, 12, 15, 19],
    doctorId: DEMO_DOCTOR_UID,
  },
  { patientUid: GRACE_UID, planIds: ['plan-knee-strength', 'plan-grace-knee'], days: [-12, -5, 2, 6, 9], doctorId: DEMO_DOCTOR_UID },
  { patientUid: GRACE_UID, planIds: ['plan-knee-mobility'], days: [-3, 4], doctorId: DEMO_ACCOUNTS.secondDoctor.uid },
  { patientUid: 'demo-patient-amara', planIds: ['plan-knee-mobility', 'plan-knee-strength'], days: [-8, -1, 4, 11], doctorId: DEMO_DOCTOR_UID },
  { patientUid: 'demo-patient-fatima', planIds: ['plan-band-cardio'], days: [-6, 2, 7], doctorId: DEMO_DOCTOR_UID },
];

function planById(planId: string): ExercisePlan {
  const found = EXERCISE_PLANS.find((p) => p.id === planId);
  if (!found) throw new Error(`No plan ${planId}`);
  return found;
}

/** scheduledWorkouts/{patientUid}: one or two workouts on each scheduled day, past and future. */
export function buildScheduledWorkouts(clock: SeedClock, random: Random): SeedDoc<ScheduledWorkouts>[] {
  const byPatient = new Map<string, ScheduledWorkouts>();
  for (const spec of SCHEDULES) {
    const schedule = byPatient.get(spec.patientUid) ?? {};
    for (const day of spec.days) {
      const date = clock.isoDate(day);
      const events = schedule[date] ?? {};
      for (const planId of random.sample(spec.planIds, random.chance(0.3) ? 2 : 1)) {
        const workout = planById(planId);
        const event: ScheduledEvent = { name: workout.name, isPublic: workout.isPublic === true, exerciseId: planId, doctorId: spec.doctorId };
        events[`evt-${random.alphanumeric(12)}`] = event;
      }
      schedule[date] = events;
    }
    byPatient.set(spec.patientUid, schedule);
  }
  return [...byPatient].map(([patientUid, schedule]) => ({ id: patientUid, data: schedule }));
}

/** The reverse index scheduledWorkoutsByExercise/{planId}: patient -> date -> event ids. */
export function indexSchedulesByPlan(schedules: readonly SeedDoc<ScheduledWorkouts>[]): SeedDoc<ScheduledWorkoutsByExercise>[] {
  const byPlan = new Map<string, ScheduledWorkoutsByExercise>();
  for (const { id: patientUid, data: schedule } of schedules) {
    for (const [date, events] of Object.entries(schedule)) {
      for (const [eventId, event] of Object.entries(events)) {
        const index = byPlan.get(event.exerciseId) ?? {};
        const dates = (index[patientUid] ??= {});
        (dates[date] ??= []).push(eventId);
        byPlan.set(event.exerciseId, index);
      }
    }
  }
  return [...byPlan].map(([planId, index]) => ({ id: planId, data: index }));
}
