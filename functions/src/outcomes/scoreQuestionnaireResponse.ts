/**
 * Scores a completed questionnaire response (issue 34) with the one scoring of `@rehab/model/outcomes/scoring`, and
 * writes the score onto it: no client may write `score` (firestore.rules). A response that is not completed, of an
 * unknown instrument, or already scored as it stands is left alone, so the trigger's own write ends the chain. The
 * response is read as it is, in a transaction, not from the event's copy: a retried or late event scores the answers
 * stored now, never older ones. A response holding an answer outside its item's scale (which the rules refuse, but
 * the admin SDK can write) is marked invalid, not scored: `score.value` null and `score.invalid` naming the items.
 */
import { onDocumentWritten } from '../lib/triggers';
import { INSTRUMENT_IDS, type OutcomeScore } from '@rehab/model/outcomes/types';
import { scoreResponse } from '@rehab/model/outcomes/scoring';
import { db } from '../admin';
import { docRef } from '../lib/collections';

export async function scoreStoredResponse(responseId: string): Promise<void> {
  const ref = docRef('questionnaireResponses', responseId);
  await db.runTransaction(async (tx) => {
    const response = (await tx.get(ref)).data();
    if (!response || response.status !== 'completed' || !INSTRUMENT_IDS.includes(response.instrument)) return;
    const score = scoreResponse(response.instrument, Array.isArray(response.item) ? response.item : []);
    if (response.score && sameScore(response.score, score)) return;
    tx.update(ref, { score });
  });
}

export const scoreQuestionnaireResponse = onDocumentWritten({ document: 'questionnaireResponses/{responseId}', retry: true }, (event) =>
  scoreStoredResponse(event.params.responseId),
);

const sameScore = (a: OutcomeScore, b: OutcomeScore) =>
  a.value === b.value && a.answered === b.answered && a.of === b.of && a.questionnaire === b.questionnaire && (a.invalid ?? []).join() === (b.invalid ?? []).join();
