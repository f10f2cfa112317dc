/**
 * Patient-reported outcomes (issue 34): the instruments, their schedules, the FHIR R4 shapes of an answer and the
 * score. The collections' document types are in `../collections.ts` (outcomeCheckIns, questionnaireAssignments,
 * questionnaireResponses); this module holds the parts they are made of. No Firebase SDK, no React.
 */

/** The instruments a doctor may assign; each is a versioned FHIR Questionnaire in ./questionnaires/<id>.json. */
export const INSTRUMENT_IDS = ['lefs', 'psfs'] as const;
export type InstrumentId = (typeof INSTRUMENT_IDS)[number];

/** How often an assigned questionnaire comes due: once, or every 1, 2 or 4 weeks from its start day. */
export const SCHEDULES = ['once', 'weekly', 'every2Weeks', 'every4Weeks'] as const;
export type OutcomeSchedule = (typeof SCHEDULES)[number];

/** The days between two occurrences of a repeating schedule. */
export const SCHEDULE_INTERVAL_DAYS: Record<Exclude<OutcomeSchedule, 'once'>, number> = {
  weekly: 7,
  every2Weeks: 14,
  every4Weeks: 28,
};

/** FHIR R4 QuestionnaireResponse.status as the app uses it: saved part-way, or handed in (final). */
export const RESPONSE_STATUSES = ['in-progress', 'completed'] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];

/** A Coding as a LEFS answer carries it (system, code '0'–'4', display). */
export interface AnswerCoding {
  system: string;
  code: string;
  display: string;
}

/** One answer of an item (FHIR QuestionnaireResponse.item.answer): exactly one value[x]. */
export type ResponseAnswer = { valueCoding: AnswerCoding } | { valueInteger: number } | { valueString: string };

/** One answered item (FHIR QuestionnaireResponse.item): unanswered items are left out. */
export interface ResponseItem {
  linkId: string;
  answer: ResponseAnswer[];
}

/**
 * The score of a completed response, written by the scoreQuestionnaireResponse function only (clients cannot write
 * it): `value` is null when too many answers are missing to score, or when an answer is outside its scale (see
 * ./scoring.ts).
 */
export interface OutcomeScore {
  /** LEFS: the total 0–80 (prorated when up to 4 items are missing); PSFS: the mean 0–10 of the rated activities */
  value: number | null;
  /** the items that counted */
  answered: number;
  /** the items the instrument scores (LEFS 20; PSFS the activities named, 1–5) */
  of: number;
  /** the `questionnaire` (canonical url|version) the score was computed for */
  questionnaire: string;
  /**
   * present only on an invalid response: the linkIds of its answers outside their item's scale (./scales.ts). Such a
   * response is not scored (`value` null, `answered` 0), never scored as if those items were missing.
   */
  invalid?: string[];
}
