// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './accounts';
import { SeedClock } from './clock';
import { EXERCISES, EXERCISE_PLANS, buildScheduledWorkouts, indexSchedulesByPlan } from './plans';
import { Random } from './random';

const clock = new SeedClock(new Date(2025, 5, 15, 12));
const schedules = buildScheduledWorkouts(clock, new Random(1));

describe('exercise plans', () => {
  it('use known exercises of their own device with reps 1-10', () => {
    for (const plan of EXERCISE_PLANS) {
      expect(plan.exerciseArray).toHaveLength(plan.reps.length);
      for (const [i, exerciseId] of plan.exerciseArray.entries()) {
        expect(EXERCISES.find((e) => e.id === exerciseId)?.device).toBe(plan.device);
        expect(plan.reps[i]).toBeGreaterThanOrEqual(1);
        expect(plan.reps[i]).toBeLessThanOrEqual(10);
      }
    }
  });

  it('include public, personalized and legacy plans', () => {
    expect(EXERCISE_PLANS.filter((p) => p.userID === undefined).length).toBeGreaterThanOrEqual(4);
    expect(EXERCISE_PLANS.filter((p) => p.userID === DEMO_ACCOUNTS.patient.uid).length).toBeGreaterThanOrEqual(2);
    const legacy = EXERCISE_PLANS.filter((p) => p.exercises !== undefined);
    expect(legacy).toHaveLength(1);
    expect(Object.keys(legacy[0].exercises!).every((id) => EXERCISES.some((e) => e.id === id))).toBe(true);
  });

  it('cover every exercise device', () => {
    expect(new Set(EXERCISES.map((e) => e.device))).toEqual(new Set(['Knee Brace', 'Glove', 'Neat', 'Band']));
  });
});

describe('scheduled workouts', () => {
  it('give the demo patient workouts before and after today, from plans that exist', () => {
    const demo = schedules.find((s) => s.id === DEMO_ACCOUNTS.patient.uid)!.data;
    const today = clock.isoDate(0);
    expect(Object.keys(demo).some((date) => date < today)).toBe(true);
    expect(Object.keys(demo).some((date) => date > today)).toBe(true);
    for (const events of Object.values(demo)) {
      for (const event of Object.values(events)) {
        const plan = EXERCISE_PLANS.find((p) => p.id === event.exerciseId)!;
        expect(event).toEqual({ name: plan.name, isPublic: plan.userID === undefined, exerciseId: plan.id, doctorId: DEMO_ACCOUNTS.doctor.uid });
        expect(plan.userID === undefined || plan.userID === DEMO_ACCOUNTS.patient.uid).toBe(true);
      }
    }
  });

  it('are mirrored exactly by the per-plan index', () => {
    const index = indexSchedulesByPlan(schedules);
    const fromIndex = index.flatMap(({ id: planId, data }) =>
      Object.entries(data).flatMap(([patient, dates]) => Object.entries(dates).flatMap(([date, ids]) => ids.map((id) => `${patient}/${date}/${id}/${planId}`))),
    );
    const fromSchedules = schedules.flatMap(({ id: patient, data }) =>
      Object.entries(data).flatMap(([date, events]) => Object.entries(events).map(([id, event]) => `${patient}/${date}/${id}/${event.exerciseId}`)),
    );
    expect(fromIndex.sort()).toEqual(fromSchedules.sort());
    expect(new Set(fromSchedules.map((key) => key.split('/')[2])).size).toBe(fromSchedules.length);
  });
});
