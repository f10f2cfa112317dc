/**
 * Home exercise programmes (issue 54, part 2): templates built from a clinic's exercise library and their assignment
 * to a patient.
 *
 * Paths:
 * - programmeTemplates/{templateId}: a template of a clinic (`clinicId`), its clinician's own (`ownerUid`) or the
 *   clinic's (`ownerUid` null). ROLE_TABLE's `library` group: owners and clinicians write them (a clinician's own only
 *   he changes), every member reads them.
 * - programmeAssignments/{assignmentId}: a template assigned to a patient from a start date, with a snapshot of the
 *   template as it was (the player and adherence read it, whatever becomes of the template). Its workouts are the
 *   spec's: one personalized exerciseplan (`planId`) scheduled on each of `workoutDates` of the patient's calendar
 *   (scheduledWorkouts), whose reverse index the onScheduleWritten function keeps.
 */
import type { Audited, TimestampLike } from './collections';
import { addDays } from './monitoring';
import { LIMITS } from './limits';

const L = LIMITS.programme;

/** One exercise of a programme as prescribed: counted in reps or held for a time, never both. */
export interface ProgrammeExercise {
  /** clinicExercises/{exerciseId} of the template's clinic */
  exerciseId: string;
  sets: number;
  reps: number | null;
  holdSeconds: number | null;
  /** between sets */
  restSeconds: number;
}

/** How the prescription grows: added to each exercise's reps or hold time every week after the first. */
export interface Progression {
  repsPerWeek: number;
  holdSecondsPerWeek: number;
  notes: string;
}

/** What a template prescribes (and an assignment keeps as its snapshot). */
export interface Programme {
  name: string;
  exercises: ProgrammeExercise[];
  frequencyPerWeek: number;
  weeks: number;
  progression: Progression;
}

/** programmeTemplates/{templateId} */
export interface ProgrammeTemplate extends Programme {
  clinicId: string;
  author: string;
  /** the clinician whose own template it is; null for the clinic's */
  ownerUid: string | null;
  createdAt: TimestampLike;
  updatedAt: TimestampLike;
}

/** programmeAssignments/{assignmentId}: never changed once written (a new programme is a new assignment). */
export interface ProgrammeAssignment extends Audited {
  patientId: string;
  clinicId: string;
  assignedBy: string;
  templateId: string;
  template: Programme;
  /** YYYY-MM-DD, the patient's calendar day of the first workout */
  startDate: string;
  /** the personalized exerciseplan the calendar's events name */
  planId: string;
  workoutDates: string[];
  createdAt: TimestampLike;
}

export type PrescriptionError = 'sets' | 'repsOrHold' | 'reps' | 'holdSeconds' | 'restSeconds';

const within = (value: number, least: number, most: number) => Number.isInteger(value) && value >= least && value <= most;

/** What is wrong with one exercise's prescription, or null: whole numbers within LIMITS.programme, reps or hold. */
export function prescriptionError(exercise: Omit<ProgrammeExercise, 'exerciseId'>): PrescriptionError | null {
  if (!within(exercise.sets, 1, L.sets)) return 'sets';
  if ((exercise.reps === null) === (exercise.holdSeconds === null)) return 'repsOrHold';
  if (exercise.reps !== null && !within(exercise.reps, 1, L.reps)) return 'reps';
  if (exercise.holdSeconds !== null && !within(exercise.holdSeconds, 1, L.holdSeconds)) return 'holdSeconds';
  return within(exercise.restSeconds, 0, L.restSeconds) ? null : 'restSeconds';
}

export type ProgrammeError = 'name' | 'noExercises' | 'tooManyExercises' | 'frequencyPerWeek' | 'weeks' | 'progression' | PrescriptionError;

/** What is wrong with a whole programme, or null (the builder's form and the assignment check it before writing). */
export function programmeError(programme: Programme): ProgrammeError | null {
  const name = programme.name.trim();
  if (name.length === 0 || programme.name.length > L.name) return 'name';
  if (programme.exercises.length === 0) return 'noExercises';
  if (programme.exercises.length > L.exercises) return 'tooManyExercises';
  if (!within(programme.frequencyPerWeek, 1, L.frequencyPerWeek)) return 'frequencyPerWeek';
  if (!within(programme.weeks, 1, L.weeks)) return 'weeks';
  const { repsPerWeek, holdSecondsPerWeek, notes } = programme.progression;
  if (!within(repsPerWeek, 0, L.repsStepPerWeek) || !within(holdSecondsPerWeek, 0, L.holdStepPerWeek) || notes.length > L.progressionNotes) return 'progression';
  for (const exercise of programme.exercises) {
    const error = prescriptionError(exercise);
    if (error) return error;
  }
  return null;
}

/** The sets a programme prescribes in a week: each workout's sets, as many workouts as its frequency. */
export function weeklySetsPrescribed(programme: Pick<Programme, 'exercises' | 'frequencyPerWeek'>): number {
  return programme.exercises.reduce((sum, exercise) => sum + exercise.sets, 0) * programme.frequencyPerWeek;
}

/**
 * An exercise's prescription in a week of the programme (0 = the first): the progression's steps added once per week
 * after the first, up to LIMITS.programme's reps and hold time.
 */
export function prescriptionInWeek(exercise: ProgrammeExercise, progression: Progression, week: number): ProgrammeExercise {
  const steps = Math.max(0, Math.floor(week));
  return {
    ...exercise,
    reps: exercise.reps === null ? null : Math.min(L.reps, exercise.reps + steps * progression.repsPerWeek),
    holdSeconds: exercise.holdSeconds === null ? null : Math.min(L.holdSeconds, exercise.holdSeconds + steps * progression.holdSecondsPerWeek),
  };
}

/**
 * The calendar days of a programme's workouts from its start day (YYYY-MM-DD): `frequencyPerWeek` days in each of its
 * weeks, spread over the week (3 a week: days 0, 2 and 4 of it), in order.
 */
export function workoutDates(startDate: string, frequencyPerWeek: number, weeks: number): string[] {
  const dates: string[] = [];
  for (let week = 0; week < weeks; week++) {
    for (let workout = 0; workout < frequencyPerWeek; workout++) dates.push(addDays(startDate, week * 7 + Math.floor((workout * 7) / frequencyPerWeek)));
  }
  return dates;
}
