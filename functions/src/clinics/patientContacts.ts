/**
 * patientContacts/{patientUid}_{clinicId} (issue 51): a patient's name and how to reach him, for the non-clinical staff
 * of a clinic he approved (packages/model/src/clinics.ts, patientContactOf). An aggregate kept as docs/architecture.md
 * says: an event names the contacts to rebuild (a users/{uid} write: each of that patient's; a clinicConsents write:
 * its own), each is rebuilt in a transaction from the patient's record and his approval as they are then, written only
 * when it differs and deleted when there is none to keep; reconcilePatientContacts does the same for the daily job.
 */
import { onDocumentWritten } from '../lib/triggers';
import { patientContactId, patientContactOf, type PatientContact } from '@rehab/model/clinics';
import type { User } from '@rehab/model/collections';
import { fieldFixes, type ReconcileFix } from '@rehab/model/reconcile';
import { db } from '../admin';
import { clinicConsentRef } from '../lib/care';
import { col, docRef, getAll, snapshotData } from '../lib/collections';
import { readInPages } from '../lib/pages';

/** The one contact rebuilt from its sources; returns one fix per field it set right (none when it was right). */
export async function reconcilePatientContact(patientUid: string, clinicId: string): Promise<ReconcileFix[]> {
  const ref = docRef('patientContacts', patientContactId(patientUid, clinicId));
  return db.runTransaction(async (tx) => {
    const [user, consent, stored] = await getAll(tx, docRef('users', patientUid), clinicConsentRef(patientUid, clinicId), ref);
    const expected = patientContactOf(patientUid, clinicId, user.data(), consent.data()) ?? undefined;
    const fixes = fieldFixes('patientContacts', ref.id, stored.data(), expected);
    if (fixes.length === 0) return [];
    if (expected) tx.set(ref, expected);
    else tx.delete(ref);
    return fixes;
  });
}

/**
 * Every contact a patient has or may need: one per clinic he asked or approved (his clinicConsents), and any contact
 * left without its approval (an approval deleted by an admin).
 */
async function clinicsOfPatient(patientUid: string): Promise<string[]> {
  const [consents, contacts] = await Promise.all([
    readInPages(col('clinicConsents').where('patient', '==', patientUid).select('clinicId')),
    readInPages(col('patientContacts').where('patientId', '==', patientUid).select('clinicId')),
  ]);
  return [...new Set([...consents, ...contacts].map((doc) => String(doc.get('clinicId'))))].sort();
}

export async function refreshPatientsContacts(patientUid: string): Promise<void> {
  for (const clinicId of await clinicsOfPatient(patientUid)) await reconcilePatientContact(patientUid, clinicId);
}

/**
 * The daily job's pass: every approval there is (at today's scale all of them, read a page at a time) and every
 * contact (one left without its approval is deleted); the fixes of those that differed.
 */
export async function reconcilePatientContacts(): Promise<{ checked: number; fixes: ReconcileFix[] }> {
  const [consents, contacts] = await Promise.all([
    readInPages(col('clinicConsents').select('patient', 'clinicId')),
    readInPages(col('patientContacts').select('patientId', 'clinicId')),
  ]);
  const pairs = [
    ...new Set([
      ...consents.map((doc) => `${String(doc.get('patient'))}/${String(doc.get('clinicId'))}`),
      ...contacts.map((doc) => `${String(doc.get('patientId'))}/${String(doc.get('clinicId'))}`),
    ]),
  ].sort();
  const fixes: ReconcileFix[] = [];
  for (const pair of pairs) {
    const [patientUid, clinicId] = pair.split('/');
    fixes.push(...(await reconcilePatientContact(patientUid, clinicId)));
  }
  return { checked: pairs.length, fixes };
}

/** The fields of a patient's record a contact is made of. */
const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'timeZone'] as const satisfies readonly (keyof User & keyof PatientContact)[];

/** A patient's record written: his contacts, unless none of their fields changed (most writes of users/{uid}). */
export const onUserWrittenPatientContacts = onDocumentWritten({ document: 'users/{uid}', retry: true }, async (event) => {
  const [before, after] = [snapshotData('users', event.data?.before), snapshotData('users', event.data?.after)];
  if (before && after && CONTACT_FIELDS.every((field) => before[field] === after[field])) return;
  await refreshPatientsContacts(event.params.uid);
});

/** An approval asked, granted, ended or removed: its one contact. */
export const onClinicConsentWrittenPatientContacts = onDocumentWritten({ document: 'clinicConsents/{consentId}', retry: true }, async (event) => {
  const consent = snapshotData('clinicConsents', event.data?.after) ?? snapshotData('clinicConsents', event.data?.before);
  if (!consent) return;
  await reconcilePatientContact(consent.patient, consent.clinicId);
});
