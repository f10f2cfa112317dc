import { describe, expect, it } from 'vitest';
import type { ScheduledEvent, ScheduledWorkouts } from '@rehab/model/collections';
import {
  PLAN_DEVICES,
  REPS_OPTIONS,
  exerciseGroup,
  exercisesFor,
  canDeletePlan,
  dateOfIso,
  initialPlanForm,
  isPastDate,
  isPublicPlan,
  isoDate,
  planExercises,
  planFromForm,
  scheduleEntries,
  scheduleOfDocument,
  searchPlans,
  withEvent,
  withEventMoved,
  withoutEvent,
  withoutPlan,
} from './planLogic';
import { newEventSchema, planFormSchema } from './planSchemas';
import { reverseIndexEntry } from '@rehab/model/schedule';

const event = (planId: string, name = planId): ScheduledEvent => ({ name, isPublic: true, exerciseId: planId, doctorId: 'doc' });

describe('constants', () => {
  it('offers Knee Brace first, then Glove, Neat and Band, and reps 1 to 10', () => {
    expect(PLAN_DEVICES).toEqual(['Knee Brace', 'Glove', 'Neat', 'Band']);
    expect(REPS_OPTIONS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('exercise groups', () => {
  it('keeps Neat, Knee Brace and Glove and puts anything else in Band', () => {
    expect(exerciseGroup('Neat')).toBe('Neat');
    expect(exerciseGroup('Knee Brace')).toBe('Knee Brace');
    expect(exerciseGroup('Glove')).toBe('Glove');
    expect(exerciseGroup('Pants')).toBe('Band');
    expect(exerciseGroup('')).toBe('Band');
  });

  it('lists the exercises of a device by name', () => {
    const exercises = [
      { name: 'Squats', device: 'Knee Brace' },
      { name: 'Grip', device: 'Glove' },
      { name: 'Arm raises', device: 'Test' },
      { name: 'Heel slides', device: 'Knee Brace' },
    ];
    expect(exercisesFor(exercises, 'Knee Brace').map((e) => e.name)).toEqual(['Heel slides', 'Squats']);
    expect(exercisesFor(exercises, 'Band').map((e) => e.name)).toEqual(['Arm raises']);
  });
});

describe('planExercises', () => {
  it('pairs exerciseArray with reps', () => {
    expect(planExercises({ exerciseArray: ['a', 'b'], reps: [3, 4] })).toEqual([
      { exerciseId: 'a', reps: 3 },
      { exerciseId: 'b', reps: 4 },
    ]);
  });

  it('reads an older plan from its exercises map', () => {
    expect(planExercises({ exerciseArray: [], reps: [], exercises: { a: 10 } })).toEqual([{ exerciseId: 'a', reps: 10 }]);
  });
});

describe('public and personalized plans', () => {
  const doctor = { role: 'doctor' as const, uid: 'doc-1', patientUids: ['pat-1'] };
  const patient = { role: 'patient' as const, uid: 'pat-1', patientUids: ['pat-1'] };

  it('are told apart by the marker, or (older plans) by having no patient', () => {
    expect(isPublicPlan({ isPublic: true })).toBe(true);
    expect(isPublicPlan({ isPublic: false, userID: 'pat-1' })).toBe(false);
    expect(isPublicPlan({})).toBe(true);
    expect(isPublicPlan({ userID: 'pat-1' })).toBe(false);
  });

  it('are deleted: a public one by its author; a personalized one by its patient and the doctors who have them as a patient', () => {
    expect(canDeletePlan({ isPublic: true, createdBy: 'doc-1' }, doctor)).toBe(true);
    expect(canDeletePlan({ isPublic: true, createdBy: 'doc-2' }, doctor)).toBe(false);
    expect(canDeletePlan({ isPublic: true }, doctor)).toBe(false);
    expect(canDeletePlan({ isPublic: false, userID: 'pat-1', createdBy: 'doc-2' }, doctor)).toBe(true);
    expect(canDeletePlan({ isPublic: false, userID: 'pat-9' }, doctor)).toBe(false);
    expect(canDeletePlan({ isPublic: false, userID: 'pat-1', createdBy: 'doc-1' }, patient)).toBe(true);
    expect(canDeletePlan({ isPublic: true, createdBy: 'doc-1' }, patient)).toBe(false);
  });
});

describe('searchPlans', () => {
  const plans = [{ name: 'Knee strength' }, { name: 'Grip' }, { name: 'knee mobility' }];

  it('finds names containing the text, case-insensitively, sorted', () => {
    expect(searchPlans(plans, ' KNEE ').map((p) => p.name)).toEqual(['knee mobility', 'Knee strength']);
  });

  it('returns nothing when nothing matches', () => {
    expect(searchPlans(plans, 'band')).toEqual([]);
  });
});

describe('plan form', () => {
  it('starts with Knee Brace and one empty row', () => {
    expect(initialPlanForm()).toEqual({ name: '', device: 'Knee Brace', exercises: [{ exerciseId: '', reps: 1 }] });
  });

  it('requires a name and the first exercise', async () => {
    await expect(planFormSchema.validate(initialPlanForm(), { abortEarly: false })).rejects.toMatchObject({
      errors: expect.arrayContaining(['nameRequired', 'exerciseRequired']),
    });
  });

  it('accepts a named plan with a first exercise, dropping empty rows', async () => {
    const values = {
      name: '  Morning ',
      device: 'Glove' as const,
      exercises: [
        { exerciseId: 'grip', reps: 5 },
        { exerciseId: '', reps: 1 },
        { exerciseId: 'tap', reps: 10 },
      ],
    };
    await expect(planFormSchema.isValid(values)).resolves.toBe(true);
    expect(planFromForm(values)).toEqual({ name: 'Morning', device: 'Glove', exerciseArray: ['grip', 'tap'], reps: [5, 10] });
  });

  it('refuses reps outside 1 to 10', async () => {
    await expect(planFormSchema.isValid({ name: 'x', device: 'Glove', exercises: [{ exerciseId: 'a', reps: 11 }] })).resolves.toBe(false);
  });
});

describe('dates', () => {
  const today = new Date(2030, 2, 4, 15, 30);

  it('spells local dates as YYYY-MM-DD, and reads them back as local midnight', () => {
    expect(isoDate(today)).toBe('2030-03-04');
    expect(dateOfIso('2030-03-04')).toEqual(new Date(2030, 2, 4));
  });

  it('knows past dates; today is not past', () => {
    expect(isPastDate('2030-03-03', today)).toBe(true);
    expect(isPastDate('2030-03-04', today)).toBe(false);
    expect(isPastDate('2030-03-05', today)).toBe(false);
  });

  it('validates the New Event form: date required, not before today, at least one plan', async () => {
    const schema = newEventSchema(today);
    await expect(schema.validate({ date: '', planIds: [] }, { abortEarly: false })).rejects.toMatchObject({
      errors: expect.arrayContaining(['dateRequired', 'planRequired']),
    });
    await expect(schema.validate({ date: '2030-03-01', planIds: ['p'] })).rejects.toMatchObject({ errors: ['dateInPast'] });
    await expect(schema.isValid({ date: '2030-03-04', planIds: ['p'] })).resolves.toBe(true);
  });
});

describe('scheduleOfDocument', () => {
  it('gives the schedule by date, without the document id the live read adds', () => {
    // What a live read gives: the document's fields and its id, which is no date.
    const document = { docId: 'pat-1', '2030-01-01': { e1: event('plan-1') } } as unknown as ScheduledWorkouts & { docId: string };
    expect(scheduleOfDocument(document)).toEqual({ '2030-01-01': { e1: event('plan-1') } });
  });

  it('gives null when nothing was ever scheduled', () => {
    expect(scheduleOfDocument(null)).toBeNull();
  });
});

describe('schedule edits', () => {
  const schedule: ScheduledWorkouts = {
    '2030-03-05': { e1: event('p1'), e2: event('p2') },
    '2030-03-06': { e3: event('p1') },
  };

  it('lists entries by date', () => {
    expect(scheduleEntries(schedule).map((e) => e.eventId)).toEqual(['e1', 'e2', 'e3']);
    expect(scheduleEntries(null)).toEqual([]);
  });

  it('adds an event to a new or existing date', () => {
    const next = withEvent(schedule, '2030-03-05', 'e4', event('p3'));
    expect(Object.keys(next['2030-03-05'])).toEqual(['e1', 'e2', 'e4']);
    expect(withEvent({}, '2030-04-01', 'e5', event('p1'))).toEqual({ '2030-04-01': { e5: event('p1') } });
  });

  it('removes an event and the date when it was its last', () => {
    expect(withoutEvent(schedule, '2030-03-05', 'e1')['2030-03-05']).toEqual({ e2: event('p2') });
    expect(withoutEvent(schedule, '2030-03-06', 'e3')).not.toHaveProperty('2030-03-06');
    expect(withoutEvent(schedule, '2030-03-06', 'missing')).toBe(schedule);
  });

  it('moves an event, keeping its id', () => {
    const moved = withEventMoved(schedule, '2030-03-06', '2030-03-10', 'e3');
    expect(moved).not.toHaveProperty('2030-03-06');
    expect(moved['2030-03-10']).toEqual({ e3: event('p1') });
  });

  it('removes every event of a plan', () => {
    expect(withoutPlan(schedule, 'p1')).toEqual({ '2030-03-05': { e2: event('p2') } });
  });

  it('derives a patient entry of the reverse index', () => {
    expect(reverseIndexEntry(schedule, 'p1')).toEqual({ '2030-03-05': ['e1'], '2030-03-06': ['e3'] });
    expect(reverseIndexEntry(schedule, 'none')).toEqual({});
  });
});
