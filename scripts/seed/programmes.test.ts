import { describe, expect, it } from 'vitest';
import { programmeError } from '@rehab/model/programmes';
import { SeedClock } from './clock';
import { EXERCISE_CATALOGUE } from './exercises';
import { DEMO_ACCOUNTS } from './accounts';
import { buildProgrammeAssignments, buildProgrammeTemplates } from './programmes';

describe("the demo clinic's programme templates", () => {
  it("are two, the clinic's and the owner's own, valid programmes of the clinic's seeded exercises", () => {
    const templates = buildProgrammeTemplates(new SeedClock(new Date()));
    expect(templates.map(({ data }) => data.ownerUid === null)).toEqual([true, false]);
    const library = new Set(EXERCISE_CATALOGUE.map(({ id }) => id));
    for (const { data } of templates) {
      expect(programmeError(data)).toBeNull();
      for (const { exerciseId } of data.exercises) expect(library.has(exerciseId), exerciseId).toBe(true);
    }
  });

  it("put the demo patient on the knee programme: his plan on each of its workout days, kept beside his calendar's", () => {
    const clock = new SeedClock(new Date(2025, 5, 15, 12));
    const { plan, assignment, withWorkouts } = buildProgrammeAssignments(clock);
    const patient = DEMO_ACCOUNTS.patient.uid;
    expect(assignment.data).toMatchObject({ patientId: patient, planId: plan.id, startDate: '2025-06-08', templateId: 'programme-knee-phase-1' });
    expect(assignment.data.workoutDates).toHaveLength(20);
    const before = { '2025-06-08': { 'evt-other': { name: 'Other', isPublic: true, exerciseId: 'plan-x', doctorId: 'd' } } };
    const [calendar, untouched] = withWorkouts([
      { id: patient, data: before },
      { id: 'someone-else', data: {} },
    ]);
    expect(untouched.data).toEqual({});
    expect(Object.keys(calendar.data['2025-06-08'])).toEqual(['evt-other', 'evt-programme-2025-06-08']);
    for (const date of assignment.data.workoutDates) expect(Object.values(calendar.data[date])).toContainEqual({ name: 'Knee, phase 1', isPublic: false, exerciseId: plan.id, doctorId: DEMO_ACCOUNTS.doctor.uid });
  });
});
