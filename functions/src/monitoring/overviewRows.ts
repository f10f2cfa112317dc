import { onDocumentWritten } from '../lib/triggers';
import { FieldPath, FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { OverviewRow } from '@rehab/model/collections';
import { caresFor } from '@rehab/model/care';
import { changesClinicCare } from '@rehab/model/clinics';
import { overviewMonth, overviewRow, patientName } from '@rehab/model/doctorOverview';
import { db } from '../admin';
import { doctorsCaringFor, patientsInCareOf, readCareSources } from '../lib/care';
import { col, docRef, getAll, snapshotData } from '../lib/collections';

/**
 * doctorOverview/{doctorId}.rows.{patientId}: the Monitoring page's row of a patient (packages/model/src/doctorOverview.ts),
 * one document per doctor, read by the page in one listener. Each change of an input (the patient's monitoring
 * document, the doctor's management totals and contacts with him, whether the doctor cares for him — their care
 * relationship, the doctor's clinic membership, the patient's approval of that clinic —, the patient's name) rebuilds
 * that one row in a transaction from the inputs as they are then, never from the event's copy, and writes only that
 * row's field: concurrent changes of other patients do not touch it, a retried, repeated or late event writes the
 * same row, and a care that ended removes it.
 */
export async function refreshOverviewRow(doctorId: string, patientId: string, now = new Date()): Promise<void> {
  await db.runTransaction(async (tx) => {
    writeOverviewRow(tx, doctorId, patientId, await readOverviewRow(tx, doctorId, patientId, now));
  });
}

/** The pair's row as its inputs give it at `now`, read in the transaction; null when the patient is not in the doctor's care. */
export async function readOverviewRow(tx: Transaction, doctorId: string, patientId: string, now: Date): Promise<OverviewRow | null> {
  const sources = await readCareSources(patientId, doctorId, tx);
  const [user, monitoring] = await getAll(tx, docRef('users', patientId), docRef('monitoring', patientId));
  if (!caresFor(sources, now)) return null;
  const doctorTimeZone = sources.doctor?.timeZone;
  const month = overviewMonth(doctorTimeZone, now);
  const totals = await tx.get(docRef('managementTotals', `${doctorId}_${patientId}_${month}`));
  const contacts = await tx.get(col('rtmContacts').where('doctorId', '==', doctorId).where('patientId', '==', patientId));
  return overviewRow({
    user: user.data(),
    monitoring: monitoring.data(),
    totals: totals.data(),
    contacts: contacts.docs.map((contact) => contact.data()),
    month,
    doctorTimeZone,
    now,
  });
}

/** Writes only the pair's row field (null removes it): the other patients' rows are left as they are. */
export function writeOverviewRow(tx: Transaction, doctorId: string, patientId: string, row: OverviewRow | null): void {
  tx.set(docRef('doctorOverview', doctorId), { doctorId, rows: { [patientId]: row ?? FieldValue.delete() } }, { mergeFields: ['doctorId', new FieldPath('rows', patientId)] });
}

/**
 * Whether a change leaves alone every field a row is built from: then the row it would rebuild is the one it has
 * (a session summarised again, a totals document touched by a retry), and the trigger spares the transaction. A
 * created or deleted document always counts as changed.
 */
function unchanged<T extends object>(before: T | undefined, after: T | undefined, fields: readonly (keyof T)[]): boolean {
  if (!before || !after) return false;
  return fields.every((field) => JSON.stringify(before[field]) === JSON.stringify(after[field]));
}

/** The rows of a patient in the overviews of the doctors who care for him. */
async function refreshPatient(patientId: string, now = new Date()): Promise<void> {
  for (const doctorId of await doctorsCaringFor(patientId, undefined, now)) await refreshOverviewRow(doctorId, patientId, now);
}

/** A pair's document (totals, contact): the row of the pair it names, before or after the change. */
async function refreshPairs(pairs: ({ doctorId: string; patientId: string } | undefined)[]): Promise<void> {
  const keys = new Set(pairs.flatMap((pair) => (pair ? [`${pair.doctorId}/${pair.patientId}`] : [])));
  for (const key of keys) {
    const [doctorId, patientId] = key.split('/');
    await refreshOverviewRow(doctorId, patientId);
  }
}

export const onMonitoringWrittenOverview = onDocumentWritten({ document: 'monitoring/{patientId}', retry: true }, async (event) => {
  const before = snapshotData('monitoring', event.data?.before);
  const after = snapshotData('monitoring', event.data?.after);
  if (unchanged(before, after, ['timeZone', 'periodStart', 'days'])) return;
  await refreshPatient(event.params.patientId);
});

export const onManagementTotalsWrittenOverview = onDocumentWritten({ document: 'managementTotals/{monthId}', retry: true }, async (event) => {
  const before = snapshotData('managementTotals', event.data?.before);
  const after = snapshotData('managementTotals', event.data?.after);
  if (unchanged(before, after, ['seconds', 'minutes', 'inCare'])) return;
  await refreshPairs([before, after]);
});

export const onRtmContactWrittenOverview = onDocumentWritten({ document: 'rtmContacts/{contactId}', retry: true }, async (event) => {
  const before = snapshotData('rtmContacts', event.data?.before);
  const after = snapshotData('rtmContacts', event.data?.after);
  if (unchanged(before, after, ['start', 'inCare'])) return;
  await refreshPairs([before, after]);
});

export const onCareRelationshipWrittenOverview = onDocumentWritten({ document: 'careRelationships/{relationshipId}', retry: true }, async (event) => {
  const before = snapshotData('careRelationships', event.data?.before);
  const after = snapshotData('careRelationships', event.data?.after);
  if (unchanged(before, after, ['state'])) return;
  const relationship = after ?? before;
  if (relationship) await refreshOverviewRow(relationship.doctor, relationship.patient);
});

/**
 * A member joins, leaves or changes role: every row his overview has (a patient he may no longer care for) and every
 * patient in his care now.
 */
export async function refreshDoctorsRows(doctorId: string, now = new Date()): Promise<void> {
  const [overview, inCare] = await Promise.all([docRef('doctorOverview', doctorId).get(), patientsInCareOf(doctorId, undefined, now)]);
  const patients = new Set([...Object.keys(overview.data()?.rows ?? {}), ...inCare]);
  for (const patientId of [...patients].sort()) await refreshOverviewRow(doctorId, patientId, now);
}

export const onClinicMemberWrittenOverview = onDocumentWritten({ document: 'clinicMembers/{uid}', retry: true }, async (event) => {
  const [before, after] = [snapshotData('clinicMembers', event.data?.before), snapshotData('clinicMembers', event.data?.after)];
  if (before?.clinicId === after?.clinicId && before?.role === after?.role) return;
  await refreshDoctorsRows(event.params.uid);
});

/** A doctor verified, or no longer: his rows (only a verified doctor's care counts). */
export const onDoctorWrittenOverview = onDocumentWritten({ document: 'doctors/{uid}', retry: true }, async (event) => {
  if (event.data?.before?.get('isVerified') === event.data?.after?.get('isVerified')) return;
  await refreshDoctorsRows(event.params.uid);
});

/**
 * A patient approves a clinic or ends its access, or is transferred to another of its clinicians: his row in the
 * overview of each of the clinic's members.
 */
export async function refreshClinicsRows(patientId: string, clinicId: string): Promise<void> {
  const members = await col('clinicMembers').where('clinicId', '==', clinicId).get();
  for (const member of members.docs) await refreshOverviewRow(member.id, patientId);
}

export const onClinicConsentWrittenOverview = onDocumentWritten({ document: 'clinicConsents/{consentId}', retry: true }, async (event) => {
  const [before, after] = [snapshotData('clinicConsents', event.data?.before), snapshotData('clinicConsents', event.data?.after)];
  const consent = after ?? before;
  if (!consent || !changesClinicCare(before, after)) return;
  await refreshClinicsRows(consent.patient, consent.clinicId);
});

/** A patient's new name, in every overview that shows him. */
export const onUserWrittenOverview = onDocumentWritten({ document: 'users/{uid}', retry: true }, async (event) => {
  const before = snapshotData('users', event.data?.before);
  const after = snapshotData('users', event.data?.after);
  if (!before || !after || patientName(before) === patientName(after)) return;
  await refreshPatient(event.params.uid);
});
