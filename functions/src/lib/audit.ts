/**
 * The functions' side of the audit trail (packages/model/src/audit.ts): an entry
 * written in the same transaction as the change it records. The app writes
 * its own through src/lib/firebase/audit.ts.
 */
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import type { ClinicMember } from '@rehab/model/clinics';
import type { Doctor, User } from '@rehab/model/collections';
import { auditEntryFields, deletionAuditId, personName, type AuditActor, type AuditRecord } from '@rehab/model/audit';
import { col, docRef } from './collections';

/** The functions' own scheduled work (the purge of deleted sessions). */
export const SYSTEM_ACTOR: AuditActor = { uid: 'system', role: 'system', name: 'Texavie' };

/** Writes an entry; returns its id (what the changed document carries in `auditId`). */
export function recordAudit(tx: Transaction, actor: AuditActor, record: AuditRecord): string {
  const ref = col('auditLog').doc();
  tx.create(ref, { ...auditEntryFields(actor, record), at: FieldValue.serverTimestamp() });
  return ref.id;
}

/** Writes the entry of a deletion, under the id made from the deleted document's last `auditId`; returns that id. */
export function recordDeletion(tx: Transaction, actor: AuditActor, record: AuditRecord, lastAuditId: string | undefined): string {
  const id = deletionAuditId(record.target.collection, record.target.id, lastAuditId);
  tx.create(docRef('auditLog', id), { ...auditEntryFields(actor, record), at: FieldValue.serverTimestamp() });
  return id;
}

/** The caller as an admin (named by the account's e-mail). */
export function adminActor(request: CallableRequest): AuditActor {
  return { uid: request.auth?.uid ?? '', role: 'admin', name: String(request.auth?.token.email ?? '') };
}

/** The caller as a doctor (named by their record). */
export function doctorActor(uid: string, doctor: Pick<Doctor, 'firstName' | 'lastName'>): AuditActor {
  return { uid, role: 'doctor', name: personName(doctor) };
}

/** The caller as a clinic's assistant, front desk or biller (issue 51), named as his clinic's members list names him. */
export function staffActor(uid: string, member: Pick<ClinicMember, 'name'>): AuditActor {
  return { uid, role: 'staff', name: member.name };
}

/** The caller as a patient (named by their record). */
export function patientActor(uid: string, user: Pick<User, 'firstName' | 'lastName'>): AuditActor {
  return { uid, role: 'patient', name: personName(user) };
}

/** Refusal for a caller who may not change this record. */
export function notYours(what: string): HttpsError {
  return new HttpsError('permission-denied', `You may not ${what}.`);
}
