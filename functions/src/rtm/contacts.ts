/**
 * Writing an attested contact (recordContact, and amendRtmMonth in a closed month): the rtmContacts document under an
 * id made from the doctor, the patient and the call's start, and its minutes as a server-made time entry of the
 * doctor's month, under an id made the same way, so that a retried call writes nothing twice. A video visit held in
 * the app (functions/src/videoVisits/) writes its `server` contact the same way, under ids made from its appointment,
 * and sets that same contact and entry again when its connected time grows.
 */
import { FieldPath, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { ManagementEntry, ManagementMonth, RtmContact } from '@rehab/model/collections';
import type { AuditActor } from '@rehab/model/audit';
import { monthOfInstant } from '@rehab/model/rtmClaims';
import { fieldFixes, type ReconcileFix } from '@rehab/model/reconcile';
import { SYSTEM_ACTOR, recordAudit } from '../lib/audit';
import { docRef, getAll } from '../lib/collections';

export interface AttestedCall {
  doctorId: string;
  patientId: string;
  /** ms since the epoch */
  start: number;
  minutes: number;
  kind: 'phone' | 'video';
  attestation: string;
}

/** Where a call's records go: the same call always gives the same ids. */
export function callIds(call: Pick<AttestedCall, 'doctorId' | 'patientId' | 'start'>, zone: string) {
  const month = monthOfInstant(call.start, zone);
  const contactId = `${call.doctorId}_${call.patientId}_${call.start}`;
  const monthId = `${call.doctorId}_${call.patientId}_${month}`;
  const entryId = `call-${call.start}`;
  return { contactId, month, monthId, entryId, entryRef: `${monthId}/${entryId}` };
}

/** The documents a call's write reads first (reads come before writes in a transaction). */
export async function readCall(tx: Transaction, ids: ReturnType<typeof callIds>) {
  const [contact, month] = await getAll<[RtmContact, ManagementMonth]>(tx, docRef('rtmContacts', ids.contactId), docRef('managementTime', ids.monthId));
  return { contact, month };
}

/** Whether a stored contact is this very call (a retry), so nothing is written again. */
export function isSameCall(stored: RtmContact, call: AttestedCall): boolean {
  return stored.seconds === call.minutes * 60 && stored.kind === call.kind && stored.attestation === call.attestation && stored.source === 'attested';
}

/** The refusal of another call recorded with the same start. */
export function callExists(): HttpsError {
  return new HttpsError('already-exists', 'A different call with this patient starting at this time is recorded already.');
}

/** Writes the contact, its time entry and the audit entry; returns the contact's audit id. */
export function writeCall(
  tx: Transaction,
  actor: AuditActor,
  call: AttestedCall,
  ids: ReturnType<typeof callIds>,
  read: Awaited<ReturnType<typeof readCall>>,
  inCare: boolean,
  reason: string,
): string {
  const now = Timestamp.now();
  const start = Timestamp.fromMillis(call.start);
  const auditId = recordAudit(tx, actor, {
    action: 'rtm.contactRecorded',
    target: { collection: 'rtmContacts', id: ids.contactId },
    patientUid: call.patientId,
    changes: {
      start: { before: null, after: start },
      minutes: { before: null, after: call.minutes },
      kind: { before: null, after: call.kind },
      attestation: { before: null, after: call.attestation },
    },
  });
  const contact: RtmContact = {
    doctorId: call.doctorId,
    patientId: call.patientId,
    start,
    seconds: call.minutes * 60,
    kind: call.kind,
    source: 'attested',
    attestation: call.attestation,
    entryRef: ids.entryRef,
    recordedAt: now,
    inCare,
    auditId,
  };
  tx.create(docRef('rtmContacts', ids.contactId), contact);
  writeContactEntry(tx, call, ids, read, { start, seconds: call.minutes * 60, reason, updatedAt: now }, inCare);
  return auditId;
}

/** A contact's seconds as a server-made, interactive time entry of the doctor's month (the month made if it is new). */
function writeContactEntry(
  tx: Transaction,
  pair: Pick<RtmContact, 'doctorId' | 'patientId'>,
  ids: ReturnType<typeof callIds>,
  read: Awaited<ReturnType<typeof readCall>>,
  time: Pick<ManagementEntry, 'start' | 'seconds' | 'reason' | 'updatedAt'>,
  inCare: boolean,
): void {
  const entry: ManagementEntry = { ...time, source: 'server', activity: 'other', interactive: true };
  const monthRef = docRef('managementTime', ids.monthId);
  if (read.month.exists) {
    tx.update(monthRef, new FieldPath('entries', ids.entryId), entry, 'lastEntryId', ids.entryId);
  } else {
    tx.create(monthRef, { doctorId: pair.doctorId, patientId: pair.patientId, month: ids.month, entries: { [ids.entryId]: entry }, lastEntryId: ids.entryId, inCare });
  }
}

/** A video visit held in the app, as its connected time makes a contact (issue 33). */
export interface VisitContact {
  appointmentId: string;
  doctorId: string;
  patientId: string;
  /** ms: when both were first connected */
  start: number;
  /** both connected at once */
  seconds: number;
}

/**
 * Where a visit's records go: ids made from the appointment, and its time entry in the month of the appointment's time
 * (not of the call's start, which a heartbeat delivered late may move), so the records stay where they are whatever
 * re-runs and however the connected time grows.
 */
export function visitIds(visit: Pick<VisitContact, 'appointmentId' | 'doctorId' | 'patientId'>, appointmentMillis: number, zone: string): ReturnType<typeof callIds> {
  const month = monthOfInstant(appointmentMillis, zone);
  const monthId = `${visit.doctorId}_${visit.patientId}_${month}`;
  const entryId = `video-${visit.appointmentId}`;
  return { contactId: `video_${visit.appointmentId}`, month, monthId, entryId, entryRef: `${monthId}/${entryId}` };
}

/** The fields of a visit's time entry that its connected time decides (not `updatedAt`, the time of the write). */
function visitEntry(visit: VisitContact): Omit<ManagementEntry, 'updatedAt'> {
  const minutes = Math.round(visit.seconds / 60);
  return { start: Timestamp.fromMillis(visit.start), seconds: visit.seconds, source: 'server', activity: 'other', interactive: true, reason: `Video visit in the app: ${minutes} min connected` };
}

/**
 * Makes a visit's records what its connected time says: its `server` video contact (kind 'video', with its
 * appointment) and the connected time as a server-made interactive time entry of the doctor's month. Made when new;
 * their start and seconds set again when the connected time changed (a redialled call, a heartbeat delivered late);
 * untouched when they already say it, so a re-run writes nothing. Each write of the contact has its audit entry, by
 * the system. Returns one fix per field written.
 */
export function writeVisitContact(
  tx: Transaction,
  visit: VisitContact,
  ids: ReturnType<typeof callIds>,
  read: Awaited<ReturnType<typeof readCall>>,
  inCare: boolean,
): ReconcileFix[] {
  const now = Timestamp.now();
  const start = Timestamp.fromMillis(visit.start);
  const stored = read.contact.data();
  const changes = {
    start: { before: stored?.start ?? null, after: start },
    seconds: { before: stored?.seconds ?? null, after: visit.seconds },
  };
  const contactFixes = stored
    ? fieldFixes('rtmContacts', ids.contactId, { start: stored.start, seconds: stored.seconds }, { start, seconds: visit.seconds })
    : [];
  const contactRef = docRef('rtmContacts', ids.contactId);
  if (!stored) {
    const auditId = recordAudit(tx, SYSTEM_ACTOR, {
      action: 'rtm.contactRecorded',
      target: { collection: 'rtmContacts', id: ids.contactId },
      patientUid: visit.patientId,
      changes: { ...changes, kind: { before: null, after: 'video' }, appointmentId: { before: null, after: visit.appointmentId } },
    });
    const contact: RtmContact = {
      doctorId: visit.doctorId,
      patientId: visit.patientId,
      start,
      seconds: visit.seconds,
      kind: 'video',
      source: 'server',
      appointmentId: visit.appointmentId,
      entryRef: ids.entryRef,
      recordedAt: now,
      inCare,
      auditId,
    };
    tx.create(contactRef, contact);
    contactFixes.push({ collection: 'rtmContacts', document: ids.contactId, field: '', before: null, after: contact });
  } else if (contactFixes.length) {
    const auditId = recordAudit(tx, SYSTEM_ACTOR, { action: 'rtm.contactRecorded', target: { collection: 'rtmContacts', id: ids.contactId }, patientUid: visit.patientId, changes });
    tx.update(contactRef, { start, seconds: visit.seconds, auditId });
  }
  const storedEntry = read.month.data()?.entries[ids.entryId];
  // the time of the write is no difference
  const entry: ManagementEntry = { ...visitEntry(visit), updatedAt: storedEntry?.updatedAt ?? now };
  const entryFixes = fieldFixes('managementTime', ids.monthId, storedEntry, entry, `entries.${ids.entryId}.`);
  if (entryFixes.length) writeContactEntry(tx, visit, ids, read, { ...entry, updatedAt: now }, inCare);
  return [...contactFixes, ...entryFixes];
}
