import { describe, expect, it } from 'vitest';
import { canonicalOf } from './questionnaires';
import { scoreLefs, scorePsfs, scoreResponse } from './scoring';
import type { ResponseItem } from './types';

const lefs = (values: (number | null)[]): ResponseItem[] =>
  values.flatMap((v, i) => (v === null ? [] : [{ linkId: `lefs-${i + 1}`, answer: [{ valueCoding: { system: 's', code: String(v), display: '' } }] }]));

const psfs = (activities: [string, number | null][]): ResponseItem[] =>
  activities.flatMap(([name, rating], i) => [
    { linkId: `activity-${i + 1}`, answer: [{ valueString: name }] },
    ...(rating === null ? [] : [{ linkId: `rating-${i + 1}`, answer: [{ valueInteger: rating }] }]),
  ]);

describe('LEFS', () => {
  it('totals the 20 items, 0 to 80', () => {
    expect(scoreLefs(lefs(Array(20).fill(4)))).toEqual({ value: 80, answered: 20, of: 20 });
    expect(scoreLefs(lefs(Array(20).fill(0)))).toEqual({ value: 0, answered: 20, of: 20 });
    expect(scoreLefs(lefs([0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4])).value).toBe(40);
  });

  it('prorates up to 4 missing items and gives no score with 5 missing', () => {
    expect(scoreLefs(lefs([...Array(16).fill(3), null, null, null, null]))).toEqual({ value: 60, answered: 16, of: 20 });
    expect(scoreLefs(lefs([...Array(17).fill(1), null, null, null]))).toEqual({ value: 20, answered: 17, of: 20 });
    expect(scoreLefs(lefs([2, 3, ...Array(13).fill(4), null, null, null, null, null]))).toEqual({ value: null, answered: 15, of: 20 });
    expect(scoreLefs([])).toEqual({ value: null, answered: 0, of: 20 });
  });

  it('counts no answer outside the scale, of another type or for an unknown item', () => {
    const items = lefs(Array(20).fill(4));
    items[0] = { linkId: 'lefs-1', answer: [{ valueCoding: { system: 's', code: '5', display: '' } }] };
    items[1] = { linkId: 'lefs-2', answer: [{ valueInteger: 4 }] };
    items.push({ linkId: 'lefs-21', answer: [{ valueCoding: { system: 's', code: '4', display: '' } }] });
    expect(scoreLefs(items)).toEqual({ value: 80, answered: 18, of: 20 });
  });
});

describe('PSFS', () => {
  it('is the mean of 1 to 5 rated activities, to one decimal', () => {
    expect(scorePsfs(psfs([['Stairs', 4]]))).toEqual({ value: 4, answered: 1, of: 1 });
    expect(scorePsfs(psfs([['Stairs', 4], ['Running', 7]]))).toEqual({ value: 5.5, answered: 2, of: 2 });
    expect(scorePsfs(psfs([['Stairs', 4], ['Running', 7], ['Kneeling', 2]]))).toEqual({ value: 4.3, answered: 3, of: 3 });
    expect(scorePsfs(psfs([['a', 1], ['b', 2], ['c', 3], ['d', 4]]))).toEqual({ value: 2.5, answered: 4, of: 4 });
    expect(scorePsfs(psfs([['a', 10], ['b', 9], ['c', 8], ['d', 7], ['e', 6]]))).toEqual({ value: 8, answered: 5, of: 5 });
  });

  it('leaves out unrated activities, ratings of unnamed ones and ratings outside 0–10', () => {
    expect(scorePsfs(psfs([['Stairs', 6], ['Running', null]]))).toEqual({ value: 6, answered: 1, of: 2 });
    expect(scorePsfs([...psfs([['Stairs', 6]]), { linkId: 'rating-2', answer: [{ valueInteger: 0 }] }])).toEqual({ value: 6, answered: 1, of: 1 });
    expect(scorePsfs(psfs([['Stairs', 6], ['  ', 2], ['Running', 11]]))).toEqual({ value: 6, answered: 1, of: 2 });
    expect(scorePsfs(psfs([['Stairs', null]]))).toEqual({ value: null, answered: 0, of: 1 });
    expect(scorePsfs([])).toEqual({ value: null, answered: 0, of: 0 });
  });
});

it('names the questionnaire version it scored', () => {
  expect(scoreResponse('lefs', lefs(Array(20).fill(2)))).toEqual({ value: 40, answered: 20, of: 20, questionnaire: canonicalOf('lefs') });
  expect(canonicalOf('psfs')).toBe('https://texavie.com/fhir/Questionnaire/psfs|1.0.0');
});
