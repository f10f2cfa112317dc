import { onDocumentWritten } from './lib/triggers';
import { FieldPath, FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { CARE_FLAGGED_COLLECTIONS, careFlagsOf, isInCare, type CareFlaggedCollection, type CareFlags } from '@rehab/model/care';
import { changesClinicCare } from '@rehab/model/clinics';
import { fieldFixes, type ReconcileFix } from '@rehab/model/reconcile';
import { db } from './admin';
import { readCareSources } from './lib/care';
import { col, docRef, snapshotData } from './lib/collections';
import { readInPages } from './lib/pages';

/** Documents read and flagged per transaction: well within Firestore's 500 writes. */
const PAGE_SIZE = 200;

/** A document's flags as stored (a missing clinicId is none). */
function storedFlags(document: DocumentSnapshot): { inCare: unknown; clinicId: unknown } {
  return { inCare: document.get('inCare'), clinicId: document.get('clinicId') ?? undefined };
}

/** Sets a document's flags to `flags` if they differ; returns the fixes (none when it was right). */
function setFlags(tx: Transaction, collection: string, document: DocumentSnapshot, flags: CareFlags): ReconcileFix[] {
  const fixes = fieldFixes(collection, document.id, storedFlags(document), flags);
  if (fixes.length > 0) tx.update(document.ref, { inCare: flags.inCare, clinicId: flags.clinicId ?? FieldValue.delete() });
  return fixes;
}

/**
 * Sets `inCare` and `clinicId` (careFlagsOf) on every document of one doctor with one patient (CARE_FLAGGED_COLLECTIONS)
 * from their sources as they are at `now`: the pair's care relationship, the doctor's clinic membership, the patient's
 * consent to that clinic and his primary's coverage there; returns a fix per field it changed. Page by page, each page in a transaction that reads the
 * sources: a change of one meanwhile makes the page run again, so whatever order the events come in, the newest state
 * wins. Documents already right are not written, so a second run changes nothing.
 *
 * Not recorded in the audit trail: the flags are derived from the relationship and the consent, whose every change is
 * recorded in the patient's history (as monitoring.days is derived from the sessions).
 */
export async function reconcileCareFlags(patientUid: string, doctorUid: string, now = Date.now()): Promise<ReconcileFix[]> {
  const fixes: ReconcileFix[] = [];
  for (const { name, doctorField, patientField } of CARE_FLAGGED_COLLECTIONS) {
    const pairDocuments = col(name)
      .where(doctorField, '==', doctorUid)
      .where(patientField, '==', patientUid)
      .orderBy(FieldPath.documentId())
      .limit(PAGE_SIZE);
    let last: DocumentSnapshot | undefined;
    for (;;) {
      const page = await db.runTransaction(async (tx) => {
        const sources = await readCareSources(patientUid, doctorUid, tx);
        const { docs } = await tx.get(last ? pairDocuments.startAfter(last) : pairDocuments);
        const flags = careFlagsOf(name, sources, now);
        return { docs, fixes: docs.flatMap((d) => setFlags(tx, name, d, flags)) };
      });
      fixes.push(...page.fixes);
      if (page.docs.length < PAGE_SIZE) break;
      last = page.docs[page.docs.length - 1];
    }
  }
  return fixes;
}

/** reconcileCareFlags for the triggers and the migration: how many fields it changed. */
export async function syncCareFlags(patientUid: string, doctorUid: string, now = Date.now()): Promise<number> {
  return (await reconcileCareFlags(patientUid, doctorUid, now)).length;
}

/** A doctor's patients, or a patient's doctors, as the flagged documents name them. */
async function counterparts(uid: string, side: 'doctor' | 'patient'): Promise<string[]> {
  const found = new Set<string>();
  for (const { name, doctorField, patientField } of CARE_FLAGGED_COLLECTIONS) {
    const [byField, field] = side === 'doctor' ? [doctorField, patientField] : [patientField, doctorField];
    for (const d of await readInPages(col(name).where(byField, '==', uid).select(field))) {
      const value: unknown = d.get(field);
      if (typeof value === 'string' && value) found.add(value);
    }
  }
  return [...found].sort();
}

/**
 * Keeps the flags in step with careRelationships/{patient}_{doctor}: when the relationship becomes active, or stops
 * being active (ended, declined, deleted), on all that pair's documents. The doctor's queries across his patients ask
 * for `inCare == true` (firestore.rules, isMineInCareList). Retried when it fails: it reads the sources as they
 * are, so a retry, like a late or repeated event, does the same.
 */
export const onCareRelationshipWritten = onDocumentWritten({ document: 'careRelationships/{relationshipId}', retry: true }, async (event) => {
  const before = snapshotData('careRelationships', event.data?.before);
  const after = snapshotData('careRelationships', event.data?.after);
  const relationship = after ?? before;
  if (!relationship || isInCare(before) === isInCare(after)) return;
  await syncCareFlags(relationship.patient, relationship.doctor);
});

/** A doctor joins, leaves or changes role in a clinic: the flags of his documents with each of his patients. */
export async function syncDoctorsCareFlags(doctorUid: string): Promise<void> {
  for (const patientUid of await counterparts(doctorUid, 'doctor')) await syncCareFlags(patientUid, doctorUid);
}

export const onClinicMemberWrittenCareFlags = onDocumentWritten({ document: 'clinicMembers/{uid}', retry: true }, async (event) => {
  const [before, after] = [snapshotData('clinicMembers', event.data?.before), snapshotData('clinicMembers', event.data?.after)];
  if (before?.clinicId === after?.clinicId && before?.role === after?.role) return;
  await syncDoctorsCareFlags(event.params.uid);
});

/** A patient approves a clinic or ends its access, or is transferred: the flags of his documents with each of his doctors. */
export async function syncPatientsCareFlags(patientUid: string): Promise<void> {
  for (const doctorUid of await counterparts(patientUid, 'patient')) await syncCareFlags(patientUid, doctorUid);
}

export const onClinicConsentWrittenCareFlags = onDocumentWritten({ document: 'clinicConsents/{consentId}', retry: true }, async (event) => {
  const [before, after] = [snapshotData('clinicConsents', event.data?.before), snapshotData('clinicConsents', event.data?.after)];
  const consent = after ?? before;
  if (!consent || !changesClinicCare(before, after)) return;
  await syncPatientsCareFlags(consent.patient);
});

/** One document's flags from its sources as they are (a document created by the app has no clinicId yet). */
export async function syncDocumentCareFlags({ name, doctorField, patientField }: CareFlaggedCollection, documentId: string): Promise<number> {
  return db.runTransaction(async (tx) => {
    const document = await tx.get(docRef(name, documentId));
    const [doctorUid, patientUid]: unknown[] = [document.get(doctorField), document.get(patientField)];
    if (!document.exists || typeof doctorUid !== 'string' || typeof patientUid !== 'string' || !doctorUid || !patientUid) return 0;
    return setFlags(tx, name, document, careFlagsOf(name, await readCareSources(patientUid, doctorUid, tx))).length;
  });
}

/**
 * A trigger per flagged collection whose documents the app or a callable writes (managementTotals follow their month),
 * run when a document is created or names another pair; the flags' own changes are the pair's sync's.
 */
function documentFlagKeeper(name: CareFlaggedCollection['name']) {
  const collection = CARE_FLAGGED_COLLECTIONS.find((c) => c.name === name)!;
  const pairFields = [collection.doctorField, collection.patientField];
  return onDocumentWritten({ document: `${name}/{documentId}`, retry: true }, async (event) => {
    const [before, after] = [event.data?.before, event.data?.after];
    if (!after?.exists) return;
    if (before?.exists && pairFields.every((field) => before.get(field) === after.get(field))) return;
    await syncDocumentCareFlags(collection, event.params.documentId);
  });
}

export const onAppointmentWrittenCareFlags = documentFlagKeeper('appointments');
export const onReminderWrittenCareFlags = documentFlagKeeper('reminders');
export const onChatMessageWrittenCareFlags = documentFlagKeeper('notifications');
export const onManagementTimeWrittenCareFlags = documentFlagKeeper('managementTime');
export const onRtmContactWrittenCareFlags = documentFlagKeeper('rtmContacts');
export const onRtmAmendmentWrittenCareFlags = documentFlagKeeper('rtmAmendments');
