import { describe, expect, it } from 'vitest';
import { QUESTIONNAIRES, canonicalOf } from './questionnaires';
import { scoreResponse } from './scoring';
import type { ResponseItem } from './types';

const coding = (code: number) => {
  const { system, display } = QUESTIONNAIRES.lefs.item[1].answerOption![code].valueCoding;
  return { system, code: String(code), display };
};

const lefs = (values: (number | null)[]): ResponseItem[] =>
  values.flatMap((v, i) => (v === null ? [] : [{ linkId: `lefs-${i + 1}`, answer: [{ valueCoding: coding(v) }] }]));

const psfs = (activities: [string, number | null][]): ResponseItem[] =>
  activities.flatMap(([name, rating], i) => [
    { linkId: `activity-${i + 1}`, answer: [{ valueString: name }] },
    ...(rating === null ? [] : [{ linkId: `rating-${i + 1}`, answer: [{ valueInteger: rating }] }]),
  ]);

const LEFS = canonicalOf('lefs');
const PSFS = canonicalOf('psfs');

describe('LEFS', () => {
  it('totals the 20 items, 0 to 80', () => {
    expect(scoreResponse('lefs', lefs(Array(20).fill(4)))).toEqual({ value: 80, answered: 20, of: 20, questionnaire: LEFS });
    expect(scoreResponse('lefs', lefs(Array(20).fill(0)))).toEqual({ value: 0, answered: 20, of: 20, questionnaire: LEFS });
    expect(scoreResponse('lefs', lefs([0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4])).value).toBe(40);
  });

  it('prorates up to 4 missing items and gives no score with 5 missing', () => {
    expect(scoreResponse('lefs', lefs([...Array(16).fill(3), null, null, null, null]))).toMatchObject({ value: 60, answered: 16, of: 20 });
    expect(scoreResponse('lefs', lefs([...Array(17).fill(1), null, null, null]))).toMatchObject({ value: 20, answered: 17, of: 20 });
    expect(scoreResponse('lefs', lefs([2, 3, ...Array(13).fill(4), null, null, null, null, null]))).toMatchObject({ value: null, answered: 15, of: 20 });
    expect(scoreResponse('lefs', [])).toEqual({ value: null, answered: 0, of: 20, questionnaire: LEFS });
  });

  it('refuses a response with 7 on a 0–4 item: invalid and unscored, not scored as if the item were missing', () => {
    const items = lefs(Array(20).fill(4));
    items[2] = { linkId: 'lefs-3', answer: [{ valueCoding: { ...coding(4), code: '7' } }] };
    expect(scoreResponse('lefs', items)).toEqual({ value: null, answered: 0, of: 20, questionnaire: LEFS, invalid: ['lefs-3'] });
    // the same response with that item left out is prorated: missing and out of range are not the same
    expect(scoreResponse('lefs', items.filter((item) => item.linkId !== 'lefs-3'))).toMatchObject({ value: 80, answered: 19 });
  });

  it('refuses an answer of another type, a coding unlike its option, several answers, or an item the instrument lacks', () => {
    const withItem = (item: ResponseItem) => scoreResponse('lefs', [...lefs(Array(19).fill(2)), item]).invalid;
    expect(withItem({ linkId: 'lefs-20', answer: [{ valueInteger: 4 }] })).toEqual(['lefs-20']);
    expect(withItem({ linkId: 'lefs-20', answer: [{ valueCoding: { ...coding(4), display: 'Easy' } }] })).toEqual(['lefs-20']);
    expect(withItem({ linkId: 'lefs-20', answer: [{ valueCoding: { ...coding(4), system: 's' } }] })).toEqual(['lefs-20']);
    expect(withItem({ linkId: 'lefs-20', answer: [{ valueCoding: coding(4) }, { valueCoding: coding(3) }] })).toEqual(['lefs-20']);
    expect(withItem({ linkId: 'lefs-20', answer: [] })).toEqual(['lefs-20']);
    expect(withItem({ linkId: 'lefs-21', answer: [{ valueCoding: coding(4) }] })).toEqual(['lefs-21']);
    expect(withItem({ linkId: 'rating-1', answer: [{ valueInteger: 4 }] })).toEqual(['rating-1']);
    // the lowest and highest answers of the scale are in it
    expect(withItem({ linkId: 'lefs-20', answer: [{ valueCoding: coding(0) }] })).toBeUndefined();
    expect(withItem({ linkId: 'lefs-20', answer: [{ valueCoding: coding(4) }] })).toBeUndefined();
  });
});

describe('PSFS', () => {
  it('is the mean of 1 to 5 rated activities, to one decimal', () => {
    expect(scoreResponse('psfs', psfs([['Stairs', 4]]))).toEqual({ value: 4, answered: 1, of: 1, questionnaire: PSFS });
    expect(scoreResponse('psfs', psfs([['Stairs', 4], ['Running', 7]]))).toMatchObject({ value: 5.5, answered: 2, of: 2 });
    expect(scoreResponse('psfs', psfs([['Stairs', 4], ['Running', 7], ['Kneeling', 2]]))).toMatchObject({ value: 4.3, answered: 3, of: 3 });
    expect(scoreResponse('psfs', psfs([['a', 1], ['b', 2], ['c', 3], ['d', 4]]))).toMatchObject({ value: 2.5, answered: 4, of: 4 });
    expect(scoreResponse('psfs', psfs([['a', 10], ['b', 9], ['c', 8], ['d', 7], ['e', 6]]))).toMatchObject({ value: 8, answered: 5, of: 5 });
  });

  it('leaves out unrated activities and ratings of unnamed ones', () => {
    expect(scoreResponse('psfs', psfs([['Stairs', 6], ['Running', null]]))).toMatchObject({ value: 6, answered: 1, of: 2 });
    expect(scoreResponse('psfs', [...psfs([['Stairs', 6]]), { linkId: 'rating-2', answer: [{ valueInteger: 0 }] }])).toMatchObject({ value: 6, answered: 1, of: 1 });
    expect(scoreResponse('psfs', psfs([['Stairs', null]]))).toMatchObject({ value: null, answered: 0, of: 1 });
    expect(scoreResponse('psfs', [])).toEqual({ value: null, answered: 0, of: 0, questionnaire: PSFS });
  });

  it('refuses a rating outside 0–10 or not whole, and a blank or overlong activity name', () => {
    expect(scoreResponse('psfs', psfs([['Stairs', 6], ['Running', 11]]))).toEqual({ value: null, answered: 0, of: 2, questionnaire: PSFS, invalid: ['rating-2'] });
    expect(scoreResponse('psfs', psfs([['Stairs', -1]])).invalid).toEqual(['rating-1']);
    expect(scoreResponse('psfs', psfs([['Stairs', 2.5]])).invalid).toEqual(['rating-1']);
    expect(scoreResponse('psfs', psfs([['Stairs', 6], ['  ', 2]])).invalid).toEqual(['activity-2']);
    expect(scoreResponse('psfs', psfs([['x'.repeat(101), 2]])).invalid).toEqual(['activity-1']);
    expect(scoreResponse('psfs', psfs([['x'.repeat(100), 0], ['Stairs', 10]])).invalid).toBeUndefined();
  });
});

it('names the questionnaire version it scored', () => {
  expect(scoreResponse('lefs', lefs(Array(20).fill(2)))).toEqual({ value: 40, answered: 20, of: 20, questionnaire: canonicalOf('lefs') });
  expect(canonicalOf('psfs')).toBe('https://texavie.com/fhir/Questionnaire/psfs|1.0.0');
});
