/**
 * The answers each item of an instrument takes, read from its Questionnaire (./questionnaires/<id>.json): a choice
 * one of its `answerOption` codings, an integer one from its `minValue` to its `maxValue` extension, a text a filled
 * string of at most its `maxLength`. The scorer (./scoring.ts) refuses a response holding any other answer, and
 * firestore.rules refuses to store one: its per-item lines are generated from these scales by
 * scripts/questionnaireRules.ts, and scripts/questionnaireRules.test.ts fails when the rules and the JSON differ.
 */
import { questionItems, type QuestionnaireItem } from './questionnaires';
import type { InstrumentId, ResponseAnswer, ResponseItem } from './types';

export type AnswerScale =
  | { type: 'choice'; system: string; /** code → display */ options: Record<string, string> }
  | { type: 'integer'; min: number; max: number }
  | { type: 'text'; maxLength: number };

const MIN_VALUE = 'http://hl7.org/fhir/StructureDefinition/minValue';
const MAX_VALUE = 'http://hl7.org/fhir/StructureDefinition/maxValue';

function extensionInteger(item: QuestionnaireItem, url: string): number {
  const value = item.extension?.find((extension) => extension.url === url)?.valueInteger;
  if (value === undefined) throw new Error(`${item.linkId}: an integer item without its ${url}`);
  return value;
}

function scaleOf(item: QuestionnaireItem): AnswerScale {
  switch (item.type) {
    case 'choice': {
      const codings = (item.answerOption ?? []).map((option) => option.valueCoding);
      const systems = new Set(codings.map((coding) => coding.system));
      if (codings.length === 0 || systems.size !== 1) throw new Error(`${item.linkId}: a choice needs options of one code system`);
      return { type: 'choice', system: codings[0].system, options: Object.fromEntries(codings.map((coding) => [coding.code, coding.display])) };
    }
    case 'integer':
      return { type: 'integer', min: extensionInteger(item, MIN_VALUE), max: extensionInteger(item, MAX_VALUE) };
    case 'string':
      if (item.maxLength === undefined) throw new Error(`${item.linkId}: a text item without its maxLength`);
      return { type: 'text', maxLength: item.maxLength };
    default:
      throw new Error(`${item.linkId}: no answer scale for an item of type ${item.type}`);
  }
}

/** Each answerable item's scale, by linkId, in the Questionnaire's order. */
export function answerScales(instrument: InstrumentId): Record<string, AnswerScale> {
  return Object.fromEntries(questionItems(instrument).map((item) => [item.linkId, scaleOf(item)]));
}

const SCALES: Record<InstrumentId, Record<string, AnswerScale>> = {
  lefs: answerScales('lefs'),
  psfs: answerScales('psfs'),
};

/** An integer item's bounds (a rating scale's ends). */
export function integerScale(instrument: InstrumentId, linkId: string): { min: number; max: number } {
  const scale = SCALES[instrument][linkId];
  if (scale?.type !== 'integer') throw new Error(`${instrument} ${linkId}: not an integer item`);
  return { min: scale.min, max: scale.max };
}

/** Whether an answer is one its item's scale takes (a coding exactly as the option gives it: system, code, display). */
export function isAnswerInScale(scale: AnswerScale, answer: ResponseAnswer): boolean {
  if (typeof answer !== 'object' || answer === null) return false;
  const keys = Object.keys(answer);
  switch (scale.type) {
    case 'choice': {
      if (keys.length !== 1 || !('valueCoding' in answer)) return false;
      const coding = answer.valueCoding as unknown as Partial<Record<string, unknown>> | null;
      const code = coding?.code;
      return (
        typeof code === 'string' &&
        Object.hasOwn(scale.options, code) &&
        Object.keys(coding!).length === 3 &&
        coding!.system === scale.system &&
        coding!.display === scale.options[code]
      );
    }
    case 'integer': {
      if (keys.length !== 1 || !('valueInteger' in answer)) return false;
      const value: unknown = answer.valueInteger;
      return typeof value === 'number' && Number.isInteger(value) && value >= scale.min && value <= scale.max;
    }
    case 'text': {
      if (keys.length !== 1 || !('valueString' in answer)) return false;
      const value: unknown = answer.valueString;
      return typeof value === 'string' && value.length <= scale.maxLength && value.trim() !== '';
    }
  }
}

/**
 * The linkIds of a response's items whose answer is outside its item's scale: an item the instrument does not have,
 * not exactly one answer, or an answer its scale does not take. Empty when every answer is in scale.
 */
export function itemsOutOfScale(instrument: InstrumentId, items: readonly ResponseItem[]): string[] {
  const scales = SCALES[instrument];
  return items
    .filter((item) => {
      const scale = typeof item?.linkId === 'string' && Object.hasOwn(scales, item.linkId) ? scales[item.linkId] : undefined;
      return !scale || !Array.isArray(item.answer) || item.answer.length !== 1 || !isAnswerInScale(scale, item.answer[0]);
    })
    .map((item) => String(item?.linkId));
}
