import { describe, expect, it } from 'vitest';
import { LIMITS } from './limits';
import { prescriptionError, prescriptionInWeek, programmeError, weeklySetsPrescribed, workoutDates, type Programme, type ProgrammeExercise } from './programmes';

const squat: ProgrammeExercise = { exerciseId: 'squat', sets: 3, reps: 10, holdSeconds: null, restSeconds: 60 };
const plank: ProgrammeExercise = { exerciseId: 'plank', sets: 2, reps: null, holdSeconds: 30, restSeconds: 30 };
const programme: Programme = {
  name: 'Knee, phase 1',
  exercises: [squat, plank],
  frequencyPerWeek: 3,
  weeks: 2,
  progression: { repsPerWeek: 2, holdSecondsPerWeek: 5, notes: '' },
};

describe('a prescription', () => {
  it('counts reps or holds for a time, never both nor neither', () => {
    expect(prescriptionError(squat)).toBeNull();
    expect(prescriptionError(plank)).toBeNull();
    expect(prescriptionError({ ...squat, holdSeconds: 10 })).toBe('repsOrHold');
    expect(prescriptionError({ ...squat, reps: null })).toBe('repsOrHold');
  });

  it('keeps sets, reps, hold and rest to whole numbers within the limits, at their boundaries', () => {
    expect(prescriptionError({ ...squat, sets: 1 })).toBeNull();
    expect(prescriptionError({ ...squat, sets: LIMITS.programme.sets })).toBeNull();
    expect(prescriptionError({ ...squat, sets: 0 })).toBe('sets');
    expect(prescriptionError({ ...squat, sets: LIMITS.programme.sets + 1 })).toBe('sets');
    expect(prescriptionError({ ...squat, sets: 2.5 })).toBe('sets');
    expect(prescriptionError({ ...squat, reps: LIMITS.programme.reps })).toBeNull();
    expect(prescriptionError({ ...squat, reps: LIMITS.programme.reps + 1 })).toBe('reps');
    expect(prescriptionError({ ...squat, reps: 0 })).toBe('reps');
    expect(prescriptionError({ ...plank, holdSeconds: LIMITS.programme.holdSeconds })).toBeNull();
    expect(prescriptionError({ ...plank, holdSeconds: LIMITS.programme.holdSeconds + 1 })).toBe('holdSeconds');
    expect(prescriptionError({ ...squat, restSeconds: 0 })).toBeNull();
    expect(prescriptionError({ ...squat, restSeconds: LIMITS.programme.restSeconds + 1 })).toBe('restSeconds');
    expect(prescriptionError({ ...squat, restSeconds: -1 })).toBe('restSeconds');
  });
});

describe('a programme', () => {
  it('has a name, one to LIMITS.programme.exercises exercises, a frequency, weeks and a progression within the limits', () => {
    expect(programmeError(programme)).toBeNull();
    expect(programmeError({ ...programme, name: '  ' })).toBe('name');
    expect(programmeError({ ...programme, name: 'x'.repeat(LIMITS.programme.name + 1) })).toBe('name');
    expect(programmeError({ ...programme, exercises: [] })).toBe('noExercises');
    expect(programmeError({ ...programme, exercises: Array(LIMITS.programme.exercises).fill(squat) })).toBeNull();
    expect(programmeError({ ...programme, exercises: Array(LIMITS.programme.exercises + 1).fill(squat) })).toBe('tooManyExercises');
    expect(programmeError({ ...programme, frequencyPerWeek: 0 })).toBe('frequencyPerWeek');
    expect(programmeError({ ...programme, frequencyPerWeek: 8 })).toBe('frequencyPerWeek');
    expect(programmeError({ ...programme, weeks: LIMITS.programme.weeks + 1 })).toBe('weeks');
    expect(programmeError({ ...programme, progression: { ...programme.progression, repsPerWeek: -1 } })).toBe('progression');
    expect(programmeError({ ...programme, progression: { ...programme.progression, notes: 'x'.repeat(LIMITS.programme.progressionNotes + 1) } })).toBe('progression');
    expect(programmeError({ ...programme, exercises: [squat, { ...plank, sets: 0 }] })).toBe('sets');
  });

  it('prescribes each workout’s sets as many times a week as its frequency', () => {
    expect(weeklySetsPrescribed(programme)).toBe((3 + 2) * 3);
    expect(weeklySetsPrescribed({ exercises: [], frequencyPerWeek: 3 })).toBe(0);
    expect(weeklySetsPrescribed({ exercises: [squat], frequencyPerWeek: 7 })).toBe(21);
  });

  it('progresses reps or hold once a week after the first, up to the limits', () => {
    const { progression } = programme;
    expect(prescriptionInWeek(squat, progression, 0)).toEqual(squat);
    expect(prescriptionInWeek(squat, progression, 2)).toEqual({ ...squat, reps: 14 });
    expect(prescriptionInWeek(plank, progression, 3)).toEqual({ ...plank, holdSeconds: 45 });
    expect(prescriptionInWeek(squat, { ...progression, repsPerWeek: 10 }, 11).reps).toBe(LIMITS.programme.reps);
    expect(prescriptionInWeek(plank, { ...progression, holdSecondsPerWeek: 60 }, 11).holdSeconds).toBe(LIMITS.programme.holdSeconds);
    expect(prescriptionInWeek(squat, progression, -1)).toEqual(squat);
  });

  it('spreads its workouts over each week from the start day', () => {
    expect(workoutDates('2030-01-30', 3, 2)).toEqual(['2030-01-30', '2030-02-01', '2030-02-03', '2030-02-06', '2030-02-08', '2030-02-10']);
    expect(workoutDates('2030-03-01', 7, 1)).toEqual(['2030-03-01', '2030-03-02', '2030-03-03', '2030-03-04', '2030-03-05', '2030-03-06', '2030-03-07']);
    expect(workoutDates('2030-03-01', 1, 3)).toEqual(['2030-03-01', '2030-03-08', '2030-03-15']);
    expect(new Set(workoutDates('2030-03-01', 5, 12)).size).toBe(60);
  });
});
