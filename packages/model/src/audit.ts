/**
 * The audit trail of clinical data (auditLog/{entryId}): who changed what,
 * when, and the changed fields before and after. Entries are written in the
 * same batch or transaction as the change they record (the app through
 * src/lib/firebase/audit.ts, the functions through functions/src/lib/audit.ts),
 * never changed and never deleted. Shared by the app, the functions and the seed.
 *
 * How an entry is tied to its change (firestore.rules checks both ways):
 * - a written document carries the id of its newest entry in `auditId`;
 * - a deleted document's entry has the id `deletionAuditId(collection, id, auditId)`,
 *   made from the deleted document's last `auditId`, so it is new for every deletion.
 */
import type { TimestampLike } from './collections';

/** Who acted: the functions' own scheduled work is 'system'; a clinic's assistant, front desk or biller is 'staff'. */
export type AuditRole = 'doctor' | 'patient' | 'admin' | 'system' | 'staff';

export const AUDIT_ACTIONS = [
  'session.tagAdded',
  'session.tagRemoved',
  'session.notesEdited',
  'session.pointRemoved',
  'session.pointRestored',
  'session.editsReverted',
  'session.deleted',
  'session.restored',
  'session.purged',
  'plan.created',
  'plan.deleted',
  'schedule.added',
  'schedule.moved',
  'schedule.removed',
  'schedule.planRemoved',
  'appointment.booked',
  'appointment.cancelled',
  'appointment.moved',
  'patient.linked',
  'patient.unlinked',
  'device.registered',
  'device.unregistered',
  'device.removed',
  'monitoring.started',
  'monitoring.goalChanged',
  'monitoring.stopped',
  'rtm.contactRecorded',
  'rtm.monthClosed',
  'rtm.monthAmended',
  'rtm.claimFlagOverridden',
  'rtm.assistantTimeLogged',
  'record.created',
  'record.edited',
  'record.deleted',
  'record.exported',
  'triage.alertAcknowledged',
  'triage.thresholdsChanged',
  'care.requested',
  'care.granted',
  'care.declined',
  'care.ended',
  /** issue 51: the patient's primary clinician in a clinic changed */
  'care.transferred',
  /** issue 51: a clinician marked himself away with a cover (not a patient's record: patientUid '') */
  'coverage.set',
  'coverage.ended',
  'outcome.checkInRecorded',
  'outcome.checkInEdited',
  'outcome.assigned',
  'outcome.assignmentEnded',
  'outcome.answered',
  /** issue 54: a programme template assigned to a patient */
  'programme.assigned',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A value as an entry keeps it: what Firestore stores, timestamps included. */
export type AuditValue = string | number | boolean | null | TimestampLike | AuditValue[] | { [key: string]: AuditValue };

/**
 * One changed field. Text and single values hold the whole value before and
 * after; a list that gained or lost items holds only those items: `before` the
 * items taken out, `after` the items added; a date of a calendar
 * (scheduledWorkouts) the events taken out and put in, by event id. The rules
 * check these values against the document for session edits, plan creation
 * and calendar changes (docs/security.md, "Audit trail").
 */
export interface AuditChange {
  before: AuditValue;
  after: AuditValue;
}

export interface AuditTarget {
  collection: string;
  id: string;
}

/** auditLog/{entryId} */
export interface AuditEntry {
  actorUid: string;
  actorRole: AuditRole;
  /** the actor's name when acting: a doctor's or patient's first and last name, an admin's e-mail */
  actorName: string;
  action: AuditAction;
  target: AuditTarget;
  /** whose record this is ('' when it is nobody's, e.g. a public plan): that patient and their doctors read it */
  patientUid: string;
  changes: Record<string, AuditChange>;
  /** server time of the change */
  at: TimestampLike;
}

/** What a writer says about a change; the actor and the time are added by the helper that writes it. */
export interface AuditRecord {
  action: AuditAction;
  target: AuditTarget;
  patientUid: string;
  changes?: Record<string, AuditChange>;
}

export interface AuditActor {
  uid: string;
  role: AuditRole;
  name: string;
}

/** The entry of a record (without its time, which is the server's). */
export function auditEntryFields(actor: AuditActor, record: AuditRecord): Omit<AuditEntry, 'at'> {
  return {
    actorUid: actor.uid,
    actorRole: actor.role,
    actorName: actor.name,
    action: record.action,
    target: { collection: record.target.collection, id: record.target.id },
    patientUid: record.patientUid,
    changes: record.changes ?? {},
  };
}

/** The id of the entry that records a document's deletion: unique per deletion, as each write renews `auditId`. */
export function deletionAuditId(collection: string, id: string, lastAuditId: string | undefined): string {
  return `${collection}~${id}~${lastAuditId ?? 'none'}`;
}

/** The change of a list field: the items taken out and the items added. */
export function listChange<T extends AuditValue>(before: readonly T[], after: readonly T[]): AuditChange {
  const kept = (list: readonly T[], other: readonly T[]) => list.filter((item) => !other.some((o) => sameValue(o, item)));
  return { before: kept(before, after), after: kept(after, before) };
}

function sameValue(a: AuditValue, b: AuditValue): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A doctor's or patient's name as an entry keeps it. */
export function personName(record: { firstName?: string; lastName?: string } | undefined): string {
  return `${record?.firstName ?? ''} ${record?.lastName ?? ''}`;
}

/**
 * Collections whose every write by an admin is recorded (the admin console's
 * edits of clinical data), and whose document of a patient: the patient's uid
 * read from the document ('' when the document is nobody's or does not say).
 */
export const CLINICAL_COLLECTIONS = [
  'sessions',
  'data_by_sensor',
  'postsessions',
  'offDeviceSessions',
  'exerciseplan',
  'scheduledWorkouts',
  'appointments',
  'monitoring',
] as const;
export type ClinicalCollection = (typeof CLINICAL_COLLECTIONS)[number];

export function isClinicalCollection(collection: string): collection is ClinicalCollection {
  return (CLINICAL_COLLECTIONS as readonly string[]).includes(collection);
}

export function patientOfDocument(collection: string, id: string, data: Record<string, unknown> | undefined): string {
  const field = (name: string) => (typeof data?.[name] === 'string' ? (data[name] as string) : '');
  switch (collection) {
    case 'sessions':
    case 'postsessions':
    case 'offDeviceSessions':
      return field('userId');
    case 'exerciseplan':
    case 'appointments':
      return field('userID');
    case 'scheduledWorkouts':
    case 'users':
    case 'monitoring':
      return id;
    default:
      return '';
  }
}

/** Deleted sessions stay restorable this long before they are purged. */
export const DELETED_SESSION_RETENTION_DAYS = 30;
