/**
 * Clinical writes of the rules tests, made as the app makes them: with their
 * audit entry, through the app's own helpers (src/lib/firebase/audit.ts), in
 * one batch, as an actor named the way the rules check it.
 */
import { writeBatch, type Firestore, type WriteBatch } from 'firebase/firestore';
import type { AuditContext, ChangeRecord } from '@rehab/web/lib/firebase/audit';
import { listChange, type AuditActor, type AuditChange, type AuditValue } from '@rehab/model/audit';
import { ACCOUNTS, uidOf, type Role } from './actors';
import { BASELINE } from './world';

const DOCTOR_ROLES: Role[] = ['doctor', 'otherDoctor', 'unverifiedDoctor', 'clinician', 'otherClinician', 'removedMember'];

function recordName(path: string): string {
  const record = BASELINE[path] as { firstName?: string; lastName?: string } | undefined;
  return `${record?.firstName ?? ''} ${record?.lastName ?? ''}`;
}

/** Who a role's entries name: a doctor or patient by their record's names, an admin by the e-mail. */
export function actorOf(role: Role): AuditActor {
  const uid = uidOf(role);
  if (role === 'admin') return { uid, role: 'admin', name: ACCOUNTS.admin.email };
  if (DOCTOR_ROLES.includes(role)) return { uid, role: 'doctor', name: recordName(`doctors/${uid}`) };
  return { uid, role: 'patient', name: recordName(`users/${uid}`) };
}

/** The record of an admin's console edit of the same change. */
export function asAdminRecord(record: ChangeRecord, operation: 'create' | 'update' | 'delete'): ChangeRecord {
  const action = operation === 'create' ? 'record.created' : operation === 'update' ? 'record.edited' : 'record.deleted';
  return { ...record, action };
}

/** Commits, in one batch, what `write` puts there through the audit helpers (and any plain writes beside). */
export function commitAudited(db: Firestore, role: Role, write: (context: AuditContext, batch: WriteBatch) => void): Promise<void> {
  const batch = writeBatch(db);
  write({ firestore: db, writer: batch, actor: actorOf(role) }, batch);
  return batch.commit();
}

/** The audit id a world document carries (undefined: none, as in the seed's older documents). */
export function auditIdOf(path: string): string | undefined {
  return (BASELINE[path] as { auditId?: string } | undefined)?.auditId;
}

const LIST_FIELDS = ['tags', 'removedTimePoints'];

/**
 * The changes of a session edit as the app records them (and the rules check them): the notes' whole text
 * before and after, a list's items taken out and put in. `update` holds the fields' new values (plain
 * values, no arrayUnion), `before` the session as it is.
 */
export function sessionChanges(before: Record<string, unknown> | undefined, update: Record<string, unknown>): Record<string, AuditChange> {
  return Object.fromEntries(
    Object.entries(update)
      .filter(([field]) => field !== 'notesVersion')
      .map(([field, after]) => {
        const was = before?.[field];
        if (LIST_FIELDS.includes(field) && Array.isArray(after)) return [field, listChange((was ?? []) as AuditValue[], after as AuditValue[])];
        return [field, { before: (was ?? (field === 'notes' ? '' : null)) as AuditValue, after: after as AuditValue }];
      }),
  );
}
