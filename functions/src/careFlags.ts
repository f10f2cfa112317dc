import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { FieldPath, type DocumentSnapshot } from 'firebase-admin/firestore';
import { CARE_FLAGGED_COLLECTIONS, isInCare } from '@rehab/model/care';
import { db } from './admin';
import { careRelationshipRef } from './lib/care';
import { col, snapshotData } from './lib/collections';

/** Documents read and flagged per transaction: well within Firestore's 500 writes. */
const PAGE_SIZE = 200;

/**
 * Sets `inCare` on every document of one doctor with one patient (CARE_FLAGGED_COLLECTIONS) to whether their care
 * relationship is active now, and returns how many it changed. Page by page, each page in a transaction that reads the
 * relationship as it is: a change of the relationship meanwhile makes the page run again, so whatever order the events
 * come in, the newest state wins. Documents already right are not written, so a second run changes nothing.
 *
 * Not recorded in the audit trail: the flag is derived from the relationship, whose every change is recorded in the
 * patient's history (as monitoring.days is derived from the sessions).
 */
export async function syncCareFlags(patientUid: string, doctorUid: string): Promise<number> {
  const relationshipRef = careRelationshipRef(patientUid, doctorUid);
  let changed = 0;
  for (const { name, doctorField, patientField } of CARE_FLAGGED_COLLECTIONS) {
    const pairDocuments = col(name)
      .where(doctorField, '==', doctorUid)
      .where(patientField, '==', patientUid)
      .orderBy(FieldPath.documentId())
      .limit(PAGE_SIZE);
    let last: DocumentSnapshot | undefined;
    for (;;) {
      const page = await db.runTransaction(async (tx) => {
        const inCare = isInCare((await tx.get(relationshipRef)).data());
        const { docs } = await tx.get(last ? pairDocuments.startAfter(last) : pairDocuments);
        const stale = docs.filter((d) => d.get('inCare') !== inCare);
        for (const d of stale) tx.update(d.ref, { inCare });
        return { docs, changed: stale.length };
      });
      changed += page.changed;
      if (page.docs.length < PAGE_SIZE) break;
      last = page.docs[page.docs.length - 1];
    }
  }
  return changed;
}

/**
 * Keeps `inCare` in step with careRelationships/{patient}_{doctor}: when the relationship becomes active, or stops
 * being active (ended, declined, deleted), on all that pair's documents. The doctor's queries across his patients ask
 * for `inCare == true` (firestore.rules, isMineInCareList). Retried when it fails: it reads the relationship as it
 * is, so a retry, like a late or repeated event, does the same.
 */
export const onCareRelationshipWritten = onDocumentWritten({ document: 'careRelationships/{relationshipId}', retry: true }, async (event) => {
  const before = snapshotData('careRelationships', event.data?.before);
  const after = snapshotData('careRelationships', event.data?.after);
  const relationship = after ?? before;
  if (!relationship || isInCare(before) === isInCare(after)) return;
  await syncCareFlags(relationship.patient, relationship.doctor);
});
