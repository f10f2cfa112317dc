/**
 * outcomeSummaries/{patientId} (issue 51): a patient's first and latest LEFS and PSFS (buildOutcomeSummary of
 * @rehab/model/clinicDashboard), the clinic dashboard's source, so that a build reads one document per patient instead
 * of his responses. An aggregate kept as docs/architecture.md says: a response's event names only its patient, whose
 * summary is rebuilt in a transaction from all his responses as they are, written only when it differs, and deleted
 * while he has no scored response; reconcileOutcomeSummary does the same for the daily job.
 */
import { buildOutcomeSummary, type OutcomeSummary } from '@rehab/model/clinicDashboard';
import type { QuestionnaireResponseDoc } from '@rehab/model/collections';
import { fieldFixes, sameValue, type ReconcileFix } from '@rehab/model/reconcile';
import { db } from '../admin';
import { col, docRef, snapshotData } from '../lib/collections';
import { onDocumentWritten } from '../lib/triggers';

/** The fields of a response its patient's summary is made of. */
const SUMMARY_FIELDS = ['patientId', 'instrument', 'status', 'authored', 'occurrenceDay', 'score'] as const satisfies readonly (keyof QuestionnaireResponseDoc)[];
type SummarisedResponse = Pick<QuestionnaireResponseDoc, (typeof SUMMARY_FIELDS)[number]>;

/** The summary of a patient's responses, or none while he has no scored response. */
function summaryOf(patientId: string, responses: readonly SummarisedResponse[]): OutcomeSummary | undefined {
  const summary = buildOutcomeSummary(patientId, responses);
  return Object.keys(summary.instruments).length > 0 ? summary : undefined;
}

/** The patient's summary rebuilt from all his responses; returns one fix per field it set right (none when it was right). */
export async function reconcileOutcomeSummary(patientId: string): Promise<ReconcileFix[]> {
  const ref = docRef('outcomeSummaries', patientId);
  return db.runTransaction(async (tx) => {
    const [stored, responses] = await Promise.all([tx.get(ref), tx.get(col('questionnaireResponses').where('patientId', '==', patientId))]);
    const expected = summaryOf(patientId, responses.docs.map((response) => response.data()));
    const fixes = fieldFixes('outcomeSummaries', patientId, stored.data(), expected);
    if (fixes.length === 0) return [];
    if (expected) tx.set(ref, expected);
    else tx.delete(ref);
    return fixes;
  });
}

/** A response written: its patient's summary (before and after, should an admin move it), unless none of its fields changed. */
export const onQuestionnaireResponseWrittenOutcomeSummary = onDocumentWritten({ document: 'questionnaireResponses/{responseId}', retry: true }, async (event) => {
  const [before, after] = [snapshotData('questionnaireResponses', event.data?.before), snapshotData('questionnaireResponses', event.data?.after)];
  if (before && after && SUMMARY_FIELDS.every((field) => sameValue(before[field], after[field]))) return;
  for (const patientId of new Set([before?.patientId, after?.patientId])) if (patientId) await reconcileOutcomeSummary(patientId);
});
