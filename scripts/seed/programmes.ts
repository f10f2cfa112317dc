/**
 * Northside Rehab's programme templates (issue 54, part 2), built from its seeded library: the clinic's knee programme
 * by its physical therapist, and the owner's (the demo doctor's) own shoulder programme; the demo patient on the knee
 * programme since a week ago, as an assignment writes it: his personalized plan, its workouts on his calendar and the
 * assignment with the template's snapshot.
 */
import type { ExercisePlan, ScheduledWorkouts } from '@rehab/model/collections';
import { workoutDates, type Programme, type ProgrammeAssignment, type ProgrammeTemplate } from '@rehab/model/programmes';
import { DEMO_ACCOUNTS, DEMO_CLINICS } from './accounts';
import type { SeedClock } from './clock';
import type { SeedDoc } from './seedDoc';

export const SEED_PROGRAMMES: readonly { id: string; author: string; own: boolean; programme: Programme }[] = [
  {
    id: 'programme-knee-phase-1',
    author: DEMO_ACCOUNTS.clinician.uid,
    own: false,
    programme: {
      name: 'Knee, phase 1',
      exercises: [
        { exerciseId: 'knee-heel-slide', sets: 3, reps: 10, holdSeconds: null, restSeconds: 45 },
        { exerciseId: 'knee-quad-set', sets: 3, reps: null, holdSeconds: 5, restSeconds: 30 },
        { exerciseId: 'knee-straight-leg-raise', sets: 2, reps: 10, holdSeconds: null, restSeconds: 60 },
      ],
      frequencyPerWeek: 5,
      weeks: 4,
      progression: { repsPerWeek: 2, holdSecondsPerWeek: 2, notes: 'Add two reps a week while the knee stays calm the next morning.' },
    },
  },
  {
    id: 'programme-shoulder-mobility',
    author: DEMO_ACCOUNTS.doctor.uid,
    own: true,
    programme: {
      name: 'Shoulder mobility',
      exercises: [
        { exerciseId: 'shoulder-pendulum', sets: 2, reps: null, holdSeconds: 30, restSeconds: 30 },
        { exerciseId: 'shoulder-wall-slide', sets: 3, reps: 8, holdSeconds: null, restSeconds: 60 },
        { exerciseId: 'shoulder-scapular-squeeze', sets: 3, reps: 12, holdSeconds: null, restSeconds: 45 },
      ],
      frequencyPerWeek: 3,
      weeks: 6,
      progression: { repsPerWeek: 1, holdSecondsPerWeek: 5, notes: 'Raise the wall slide only as far as it stays painless.' },
    },
  },
];

export function buildProgrammeTemplates(clock: SeedClock): SeedDoc<ProgrammeTemplate>[] {
  const written = clock.timestamp(-30);
  return SEED_PROGRAMMES.map(({ id, author, own, programme }) => ({
    id,
    data: { ...programme, clinicId: DEMO_CLINICS.northside.id, author, ownerUid: own ? author : null, createdAt: written, updatedAt: written },
  }));
}

/** The demo patient's programme: the clinic's knee programme, assigned by the demo doctor a week ago. */
const DEMO_ASSIGNMENT = { id: 'assignment-liam-knee', planId: 'plan-programme-liam-knee', startDay: -7 } as const;

export function buildProgrammeAssignments(clock: SeedClock) {
  const [{ id: templateId, programme }] = SEED_PROGRAMMES;
  const patientId = DEMO_ACCOUNTS.patient.uid;
  const doctorId = DEMO_ACCOUNTS.doctor.uid;
  const dates = workoutDates(clock.isoDate(DEMO_ASSIGNMENT.startDay), programme.frequencyPerWeek, programme.weeks);
  // The spec's plan of a programme (planOfProgramme of the app): its exercises, their sets as reps, their device.
  const plan: SeedDoc<ExercisePlan> = {
    id: DEMO_ASSIGNMENT.planId,
    data: {
      id: DEMO_ASSIGNMENT.planId,
      name: programme.name,
      device: 'Knee Brace',
      exerciseArray: programme.exercises.map(({ exerciseId }) => exerciseId),
      reps: programme.exercises.map(({ sets }) => sets),
      isPublic: false,
      userID: patientId,
      createdBy: doctorId,
    },
  };
  const assignment: SeedDoc<ProgrammeAssignment> = {
    id: DEMO_ASSIGNMENT.id,
    data: {
      patientId,
      clinicId: DEMO_CLINICS.northside.id,
      assignedBy: doctorId,
      templateId,
      template: programme,
      startDate: dates[0],
      planId: DEMO_ASSIGNMENT.planId,
      workoutDates: dates,
      createdAt: clock.timestamp(DEMO_ASSIGNMENT.startDay),
    },
  };
  /** The calendars with the programme's workouts added to the patient's. */
  const withWorkouts = (calendars: SeedDoc<ScheduledWorkouts>[]): SeedDoc<ScheduledWorkouts>[] =>
    calendars.map((calendar) => {
      if (calendar.id !== patientId) return calendar;
      const schedule: ScheduledWorkouts = { ...calendar.data };
      for (const date of dates) {
        schedule[date] = { ...schedule[date], [`evt-programme-${date}`]: { name: programme.name, isPublic: false, exerciseId: DEMO_ASSIGNMENT.planId, doctorId } };
      }
      return { ...calendar, data: schedule };
    });
  return { plan, assignment, withWorkouts };
}
