/**
 * The one scoring of the instruments, used by the scoreQuestionnaireResponse function (which writes the score onto a
 * completed response) and by the seed (which writes its history without triggers).
 *
 * - LEFS: the sum of the 20 items (0–4 each), 0–80. Up to 4 missing items are prorated (the sum of the answered
 *   items × 20 / answered, rounded); with more missing the response has no score (`value` null).
 * - PSFS: the mean of the ratings (0–10) of the activities the patient named (1 to 5), to one decimal; a named
 *   activity left unrated does not count; with no rated activity there is no score.
 * - A response holding an answer outside its item's scale (./scales.ts: 7 on a 0–4 item, an item the instrument does
 *   not have) is invalid, never scored as if that item were missing: its score has `value` null, `answered` 0 and
 *   `invalid` naming the offending items. firestore.rules refuses to store such a response; this guards the
 *   documents written around them (the admin SDK, older data).
 */
import { LEFS_ITEM_COUNT, PSFS_MAX_ACTIVITIES, canonicalOf, psfsActivityId, psfsRatingId } from './questionnaires';
import { itemsOutOfScale } from './scales';
import type { InstrumentId, OutcomeScore, ResponseItem } from './types';

/** LEFS: the most missing items that are still prorated. */
export const LEFS_MAX_MISSING = 4;

function answerOf(items: readonly ResponseItem[], linkId: string) {
  return items.find((item) => item.linkId === linkId)?.answer?.[0];
}

function integerIn(value: unknown, max: number): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max ? value : null;
}

/** The ordinal 0–4 of a LEFS item's answer, or null when unanswered or invalid. */
export function lefsItemValue(items: readonly ResponseItem[], n: number): number | null {
  const answer = answerOf(items, `lefs-${n}`);
  if (!answer || !('valueCoding' in answer) || !/^[0-4]$/.test(String(answer.valueCoding?.code))) return null;
  return Number(answer.valueCoding.code);
}

/** LEFS from its in-scale answers; a stored response is scored by scoreResponse, which refuses one out of scale. */
export function scoreLefs(items: readonly ResponseItem[]): Omit<OutcomeScore, 'questionnaire'> {
  const values = Array.from({ length: LEFS_ITEM_COUNT }, (_, i) => lefsItemValue(items, i + 1)).filter((v): v is number => v !== null);
  const answered = values.length;
  const sum = values.reduce((total, v) => total + v, 0);
  const value = LEFS_ITEM_COUNT - answered > LEFS_MAX_MISSING ? null : Math.round((sum * LEFS_ITEM_COUNT) / answered);
  return { value, answered, of: LEFS_ITEM_COUNT };
}

/** The activities a PSFS response names, in order, with their rating (null when unrated). */
export function psfsActivities(items: readonly ResponseItem[]): { n: number; name: string; rating: number | null }[] {
  return Array.from({ length: PSFS_MAX_ACTIVITIES }, (_, i) => i + 1).flatMap((n) => {
    const named = answerOf(items, psfsActivityId(n));
    const name = named && 'valueString' in named && typeof named.valueString === 'string' ? named.valueString.trim() : '';
    if (!name) return [];
    const rated = answerOf(items, psfsRatingId(n));
    return [{ n, name, rating: rated && 'valueInteger' in rated ? integerIn(rated.valueInteger, 10) : null }];
  });
}

/** PSFS from its in-scale answers; a stored response is scored by scoreResponse, which refuses one out of scale. */
export function scorePsfs(items: readonly ResponseItem[]): Omit<OutcomeScore, 'questionnaire'> {
  const activities = psfsActivities(items);
  const ratings = activities.map((a) => a.rating).filter((r): r is number => r !== null);
  const value = ratings.length === 0 ? null : Math.round((ratings.reduce((t, r) => t + r, 0) / ratings.length) * 10) / 10;
  return { value, answered: ratings.length, of: activities.length };
}

/** The score of a response to an instrument's current version (invalid, unscored, with an answer out of scale). */
export function scoreResponse(instrument: InstrumentId, items: readonly ResponseItem[]): OutcomeScore {
  const score = instrument === 'lefs' ? scoreLefs(items) : scorePsfs(items);
  const invalid = itemsOutOfScale(instrument, items);
  const questionnaire = canonicalOf(instrument);
  return invalid.length === 0 ? { ...score, questionnaire } : { value: null, answered: 0, of: score.of, questionnaire, invalid };
}
