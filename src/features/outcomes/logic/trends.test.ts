import { describe, expect, it } from 'vitest';
import { changeOf, outcomeSeries } from './trends';

const response = (instrument: 'lefs' | 'psfs', authored: number, value: number | null, status: 'completed' | 'in-progress' = 'completed') => ({
  id: `r${authored}`,
  assignmentId: 'a',
  instrument,
  questionnaire: '',
  occurrenceDay: '2026-03-01',
  status,
  authored,
  item: [],
  score: { value, answered: 20, of: 20, questionnaire: '' },
});

describe('outcome trends', () => {
  it('takes pain and effort from the check-ins, the scores from completed responses, in time order', () => {
    const series = outcomeSeries(
      [
        { sessionId: 's2', pain: 3, effort: null, createdAt: 20, updatedAt: 20 },
        { sessionId: 's1', pain: 7, effort: 6, createdAt: 10, updatedAt: 10 },
      ],
      [response('lefs', 5, 40), response('lefs', 1, 30), response('lefs', 9, 70, 'in-progress'), response('psfs', 3, null)],
    );
    expect(series.pain).toEqual([{ at: 10, value: 7 }, { at: 20, value: 3 }]);
    expect(series.effort).toEqual([{ at: 10, value: 6 }]);
    expect(series.lefs).toEqual([{ at: 1, value: 30 }, { at: 5, value: 40 }]);
    expect(series.psfs).toEqual([]);
  });

  it('marks a change of at least the MCID, and whether it is better for the measure', () => {
    expect(changeOf('pain', [{ at: 1, value: 8 }, { at: 2, value: 5 }])).toMatchObject({ change: -3, important: true, direction: 'better' });
    expect(changeOf('pain', [{ at: 1, value: 4 }, { at: 2, value: 5 }])).toMatchObject({ change: 1, important: false, direction: 'worse' });
    expect(changeOf('lefs', [{ at: 1, value: 40 }, { at: 2, value: 48 }])).toMatchObject({ change: 8, important: false, direction: 'better' });
    expect(changeOf('lefs', [{ at: 1, value: 40 }, { at: 2, value: 49 }])).toMatchObject({ change: 9, important: true });
    expect(changeOf('psfs', [{ at: 1, value: 5 }, { at: 2, value: 3 }])).toMatchObject({ change: -2, important: true, direction: 'worse' });
    expect(changeOf('effort', [{ at: 1, value: 2 }, { at: 2, value: 9 }])).toMatchObject({ important: false });
    expect(changeOf('pain', [{ at: 1, value: 4 }])).toBeNull();
  });
});
