/**
 * A questionnaire's answers as the form keeps them and as a response stores them (FHIR QuestionnaireResponse.item):
 * LEFS item n → its answer's code 0–4; PSFS activity n → its name and rating. Unanswered items are left out.
 */
import { LEFS_ITEM_COUNT, PSFS_MAX_ACTIVITIES, QUESTIONNAIRES, psfsActivityId, psfsRatingId } from '@rehab/model/outcomes/questionnaires';
import { lefsItemValue, psfsActivities } from '@rehab/model/outcomes/scoring';
import type { ResponseItem } from '@rehab/model/outcomes/types';

/** LEFS: item n (1–20) → 0–4. */
export type LefsAnswers = Record<number, number>;

export interface PsfsActivity {
  name: string;
  rating: number | null;
}

export function lefsAnswersOf(items: readonly ResponseItem[]): LefsAnswers {
  const answers: LefsAnswers = {};
  for (let n = 1; n <= LEFS_ITEM_COUNT; n += 1) {
    const value = lefsItemValue(items, n);
    if (value !== null) answers[n] = value;
  }
  return answers;
}

export function lefsItems(answers: LefsAnswers): ResponseItem[] {
  const options = QUESTIONNAIRES.lefs.item.find((item) => item.type === 'choice')?.answerOption ?? [];
  return Object.entries(answers)
    .map(([n, value]) => ({ n: Number(n), coding: options[value]?.valueCoding }))
    .filter(({ coding }) => coding !== undefined)
    .sort((a, b) => a.n - b.n)
    .map(({ n, coding }) => ({ linkId: `lefs-${n}`, answer: [{ valueCoding: { system: coding!.system, code: coding!.code, display: coding!.display } }] }));
}

export function isLefsComplete(answers: LefsAnswers): boolean {
  return Object.keys(answers).length === LEFS_ITEM_COUNT;
}

export function psfsActivitiesOf(items: readonly ResponseItem[]): PsfsActivity[] {
  return psfsActivities(items).map(({ name, rating }) => ({ name, rating }));
}

export function psfsItems(activities: readonly PsfsActivity[]): ResponseItem[] {
  return activities
    .slice(0, PSFS_MAX_ACTIVITIES)
    .filter((activity) => activity.name.trim() !== '')
    .flatMap((activity, index) => [
      { linkId: psfsActivityId(index + 1), answer: [{ valueString: activity.name.trim() }] },
      ...(activity.rating === null ? [] : [{ linkId: psfsRatingId(index + 1), answer: [{ valueInteger: activity.rating }] }]),
    ]);
}

/** Handed in: at least one activity named, each named one rated. */
export function isPsfsComplete(activities: readonly PsfsActivity[]): boolean {
  const named = activities.filter((activity) => activity.name.trim() !== '');
  return named.length > 0 && named.every((activity) => activity.rating !== null);
}
