/** Workout plans and scheduled workouts: the rules, free of Firestore and React. */
import type { Exercise, ExercisePlan, ScheduledEvent, ScheduledWorkouts } from '@rehab/model/collections';
import { LIMITS } from '@rehab/model/limits';
import { withoutEvent } from '@rehab/model/schedule';

export { scheduleEntries, withoutEvent, withoutPlan, type CalendarEntry } from '@rehab/model/schedule';

/** The devices a plan can be for; the first is the default. */
export const PLAN_DEVICES = ['Knee Brace', 'Glove', 'Neat', 'Band'] as const;
export type PlanDevice = (typeof PLAN_DEVICES)[number];
export const DEFAULT_PLAN_DEVICE: PlanDevice = 'Knee Brace';

/** Reps a plan's exercise can have: 1 to the limit (the rules list the same options). */
export const REPS_OPTIONS: readonly number[] = Array.from({ length: LIMITS.plan.reps }, (_, i) => i + 1);

/** The most exercise rows a plan can have (the security rules' limit). */
export const MAX_PLAN_EXERCISES = LIMITS.plan.exercises;

/** Calendar colours: public plans purple, personalized plans blue. */
export const EVENT_COLOURS = { public: '#6f42c1', personalized: '#0d6efd' } as const;

/** The schedule calendar's height in its month view. */
export const SCHEDULE_CALENDAR_HEIGHT = '710px';

/** The group an exercise belongs to: Neat, Knee Brace or Glove; anything else is a Band exercise. */
export function exerciseGroup(device: string): PlanDevice {
  return device === 'Neat' || device === 'Knee Brace' || device === 'Glove' ? device : 'Band';
}

/** The exercises offered for a plan on `device`, by name. */
export function exercisesFor<T extends Pick<Exercise, 'name' | 'device'>>(exercises: readonly T[], device: PlanDevice): T[] {
  return exercises.filter((exercise) => exerciseGroup(exercise.device) === device).sort((a, b) => a.name.localeCompare(b.name));
}

/** A plan's exercises with their reps, from exerciseArray/reps or an older plan's exercises map. */
export function planExercises(plan: Pick<ExercisePlan, 'exerciseArray' | 'reps' | 'exercises'>): { exerciseId: string; reps: number }[] {
  if (plan.exerciseArray.length > 0) return plan.exerciseArray.map((exerciseId, i) => ({ exerciseId, reps: plan.reps[i] ?? 0 }));
  return Object.entries(plan.exercises ?? {}).map(([exerciseId, reps]) => ({ exerciseId, reps }));
}

/** Public: the explicit marker, or (an older plan without it) no patient. */
export function isPublicPlan(plan: Pick<ExercisePlan, 'isPublic' | 'userID'>): boolean {
  return plan.isPublic ?? plan.userID === undefined;
}

/**
 * Who may delete a plan (the deleteExercisePlan function decides the same):
 * a public plan its author, a personalized one the patient and a doctor who
 * has them as a patient.
 */
export function canDeletePlan(plan: Pick<ExercisePlan, 'isPublic' | 'userID' | 'createdBy'>, scheduler: Scheduler): boolean {
  if (isPublicPlan(plan)) return plan.createdBy === scheduler.uid;
  return plan.userID === scheduler.uid || (scheduler.role === 'doctor' && plan.userID !== undefined && scheduler.patientUids.includes(plan.userID));
}

/** Plans whose name contains the search text (case-insensitive). */
export function searchPlans<T extends Pick<ExercisePlan, 'name'>>(plans: readonly T[], search: string): T[] {
  const needle = search.trim().toLocaleLowerCase();
  const found = needle ? plans.filter((plan) => plan.name.toLocaleLowerCase().includes(needle)) : [...plans];
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

// ------------------------------------------------------------------ plan form

export interface ExerciseRow {
  exerciseId: string;
  reps: number;
}

export interface PlanFormValues {
  name: string;
  device: PlanDevice;
  exercises: ExerciseRow[];
}

export const emptyExerciseRow = (): ExerciseRow => ({ exerciseId: '', reps: REPS_OPTIONS[0] });

export const initialPlanForm = (): PlanFormValues => ({ name: '', device: DEFAULT_PLAN_DEVICE, exercises: [emptyExerciseRow()] });

/** The plan a valid form describes: trimmed name, empty exercise rows dropped. */
export function planFromForm(values: PlanFormValues): Pick<ExercisePlan, 'name' | 'device' | 'exerciseArray' | 'reps'> {
  const rows = values.exercises.filter((row) => row.exerciseId);
  return { name: values.name.trim(), device: values.device, exerciseArray: rows.map((row) => row.exerciseId), reps: rows.map((row) => row.reps) };
}

// ------------------------------------------------------------------ dates

/** A local date as the schedule's keys spell it: YYYY-MM-DD. */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local midnight of a YYYY-MM-DD date. */
export function dateOfIso(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** Whether a YYYY-MM-DD date lies before today (past dates cannot be scheduled on). */
export function isPastDate(date: string, today: Date = new Date()): boolean {
  return date < isoDate(today);
}

// ------------------------------------------------------------------ schedules

/** Who schedules: a doctor (for their patients) or a patient (for themself). */
export interface Scheduler {
  role: 'doctor' | 'patient';
  uid: string;
  /** the patients whose calendars the scheduler may change */
  patientUids: readonly string[];
}

/** A scheduledWorkouts document as a schedule: every key is a date, so the id a live read adds goes (the converter leaves the audit id out). */
export function scheduleOfDocument(document: (ScheduledWorkouts & { docId: string }) | null): ScheduledWorkouts | null {
  if (!document) return null;
  const { docId: _patientUid, ...schedule } = document;
  return schedule;
}


/** The schedule with an event added on a date. */
export function withEvent(schedule: ScheduledWorkouts, date: string, eventId: string, event: ScheduledEvent): ScheduledWorkouts {
  return { ...schedule, [date]: { ...schedule[date], [eventId]: event } };
}


/** The schedule with an event moved from one date to another (the same event id). */
export function withEventMoved(schedule: ScheduledWorkouts, from: string, to: string, eventId: string): ScheduledWorkouts {
  const event = schedule[from]?.[eventId];
  if (!event || from === to) return schedule;
  return withEvent(withoutEvent(schedule, from, eventId), to, eventId, event);
}


/** A fresh event id. */
export function newEventId(): string {
  return `evt-${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`;
}
