/**
 * Scores a completed questionnaire response (issue 34) with the one scoring of `@rehab/model/outcomes/scoring`, and
 * writes the score onto it: no client may write `score` (firestore.rules). A response that is not completed, of an
 * unknown instrument, or already scored as it stands is left alone, so the trigger's own write ends the chain.
 */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { INSTRUMENT_IDS, type OutcomeScore } from '@rehab/model/outcomes/types';
import { scoreResponse } from '@rehab/model/outcomes/scoring';
import { docRef, snapshotData } from '../lib/collections';

export const scoreQuestionnaireResponse = onDocumentWritten('questionnaireResponses/{responseId}', async (event) => {
  const response = snapshotData('questionnaireResponses', event.data?.after);
  if (!response || response.status !== 'completed' || !INSTRUMENT_IDS.includes(response.instrument)) return;
  const score = scoreResponse(response.instrument, Array.isArray(response.item) ? response.item : []);
  if (response.score && sameScore(response.score, score)) return;
  await docRef('questionnaireResponses', event.params.responseId).update({ score });
});

const sameScore = (a: OutcomeScore, b: OutcomeScore) =>
  a.value === b.value && a.answered === b.answered && a.of === b.of && a.questionnaire === b.questionnaire;
