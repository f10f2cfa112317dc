import { describe, expect, it } from 'vitest';
import type { Programme } from '@rehab/model/programmes';
import { planOfProgramme } from './programmePlan';

const programme: Programme = {
  name: 'Knee, phase 1',
  exercises: [
    { exerciseId: 'pendulum', sets: 2, reps: null, holdSeconds: 20, restSeconds: 30 },
    { exerciseId: 'heel-slide', sets: 3, reps: 10, holdSeconds: null, restSeconds: 60 },
  ],
  frequencyPerWeek: 3,
  weeks: 2,
  progression: { repsPerWeek: 0, holdSecondsPerWeek: 0, notes: '' },
};

describe("a programme's plan", () => {
  it("names the programme's exercises with their sets, measured by the first device a plan takes", () => {
    const exercises = new Map([
      ['pendulum', { device: 'Pants' as const }],
      ['heel-slide', { device: 'Knee Brace 2' as const }],
    ]);
    expect(planOfProgramme(programme, exercises)).toEqual({ name: 'Knee, phase 1', device: 'Knee Brace', exerciseArray: ['pendulum', 'heel-slide'], reps: [2, 3] });
  });

  it('takes a band when no exercise names a device a plan takes', () => {
    expect(planOfProgramme(programme, new Map([['pendulum', { device: null }]])).device).toBe('Band');
  });
});
