/**
 * The instruments as versioned FHIR R4 Questionnaire resources (./questionnaires/<id>.json): the app shows their
 * items, the responses name them by canonical `url|version`, the scoring reads their items. A change of an item's
 * text or scale is a new `version` in its JSON file; responses keep the version they were answered in.
 *
 * Items are shipped in English only: an instrument is valid only in a published translation, and the repo has none
 * for LEFS or PSFS yet. `TRANSLATED_LANGUAGES` lists the languages whose published translation the repo ships; in
 * every other language the app shows the English items with a line saying so.
 */
import lefsJson from './questionnaires/lefs.json' with { type: 'json' };
import psfsJson from './questionnaires/psfs.json' with { type: 'json' };
import type { InstrumentId } from './types';

export interface QuestionnaireAnswerOption {
  valueCoding: { system: string; code: string; display: string };
}

export interface QuestionnaireItem {
  linkId: string;
  type: 'display' | 'choice' | 'string' | 'integer';
  text: string;
  prefix?: string;
  required?: boolean;
  maxLength?: number;
  answerOption?: QuestionnaireAnswerOption[];
  /** an integer item's bounds: the minValue and maxValue extensions */
  extension?: { url: string; valueInteger?: number }[];
}

/** The elements of an R4 Questionnaire the app reads. */
export interface Questionnaire {
  resourceType: 'Questionnaire';
  id: InstrumentId;
  url: string;
  version: string;
  title: string;
  language: string;
  copyright: string;
  item: QuestionnaireItem[];
}

export const QUESTIONNAIRES: Record<InstrumentId, Questionnaire> = {
  lefs: lefsJson as Questionnaire,
  psfs: psfsJson as Questionnaire,
};

/** The languages (besides the instruments' own English) whose published translation the repo ships, per instrument. */
export const TRANSLATED_LANGUAGES: Record<InstrumentId, readonly string[]> = {
  lefs: [],
  psfs: [],
};

/** Whether the instrument's items are shown in this language (otherwise: in English, with a line saying so). */
export function hasPublishedTranslation(instrument: InstrumentId, language: string): boolean {
  return language === QUESTIONNAIRES[instrument].language || TRANSLATED_LANGUAGES[instrument].includes(language);
}

/** The canonical reference a response names: `url|version`. */
export function canonicalOf(instrument: InstrumentId): string {
  const { url, version } = QUESTIONNAIRES[instrument];
  return `${url}|${version}`;
}

/** The instrument of a canonical reference, whatever its version (undefined for an unknown questionnaire). */
export function instrumentOfCanonical(canonical: string): InstrumentId | undefined {
  const url = canonical.split('|')[0];
  return (Object.keys(QUESTIONNAIRES) as InstrumentId[]).find((id) => QUESTIONNAIRES[id].url === url);
}

/** The items a patient answers (display items left out). */
export function questionItems(instrument: InstrumentId): QuestionnaireItem[] {
  return QUESTIONNAIRES[instrument].item.filter((item) => item.type !== 'display');
}

/** The LEFS items (`lefs-1` … `lefs-20`). */
export const LEFS_ITEM_COUNT = 20;
/** PSFS: the most activities a patient names (`activity-1` … `activity-5`, rated by `rating-1` … `rating-5`). */
export const PSFS_MAX_ACTIVITIES = 5;
/** The words at the ends of the PSFS rating scale, as the instrument gives them (English: no published translation). */
export const PSFS_ANCHORS = { low: 'Unable to perform activity', high: 'Able to perform activity at the same level as before injury or problem' } as const;

export const psfsActivityId = (n: number) => `activity-${n}`;
export const psfsRatingId = (n: number) => `rating-${n}`;
