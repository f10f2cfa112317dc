import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { CallableResponse } from '@rehab/model/callables';
import { careBegan, careFlagsOf } from '@rehab/model/care';
import type { ManagementEntry, RtmAmendment, RtmAmendmentChange } from '@rehab/model/collections';
import { LIMITS } from '@rehab/model/limits';
import { monthOfInstant } from '@rehab/model/rtmClaims';
import { db } from '../admin';
import { doctorActor, recordAudit } from '../lib/audit';
import { requireVerifiedDoctor } from '../lib/auth';
import { readCareSources } from '../lib/care';
import { col, docRef } from '../lib/collections';
import { own, payloadWith, requireString, requireUid, type Payload } from '../lib/validation';
import { callExists, callIds, isSameCall, readCall, writeCall } from './contacts';
import { closureBounds, closureId, requireInstant, requireMinutes, requireMonth, requireNotFuture, requireOneOf } from './shared';

function invalid(message: string): never {
  throw new HttpsError('invalid-argument', message);
}

/** The change asked for, checked field by field. */
function requireChange(payload: Payload): RtmAmendmentChange {
  const value = own(payload, 'change');
  if (typeof value !== 'object' || value === null || Array.isArray(value)) invalid('change must be an object.');
  const change = value as Payload;
  const type = requireOneOf(change, 'type', ['addTime', 'setEntryMinutes', 'addContact'] as const);
  switch (type) {
    case 'addTime':
      payloadWith(change, ['type', 'start', 'minutes']);
      return { type, start: new Date(requireInstant(change, 'start')).toISOString(), minutes: requireMinutes(change, 'minutes') };
    case 'setEntryMinutes': {
      payloadWith(change, ['type', 'entryRef', 'minutes']);
      const entryRef = requireString(change, 'entryRef', { max: 300 });
      if (!/^[^/]+\/[^/]+$/.test(entryRef)) invalid('change.entryRef must be {managementTime id}/{entry id}.');
      return { type, entryRef, minutes: requireMinutes(change, 'minutes', 0) };
    }
    case 'addContact':
      payloadWith(change, ['type', 'start', 'minutes', 'kind', 'attestation']);
      return {
        type,
        start: new Date(requireInstant(change, 'start')).toISOString(),
        minutes: requireMinutes(change, 'minutes'),
        kind: requireOneOf(change, 'kind', ['phone', 'video'] as const),
        attestation: requireString(change, 'attestation', { max: LIMITS.rtm.attestation }).trim(),
      };
  }
}

/**
 * amendRtmMonth({ month, patientId, reason, change }): the one way to change a doctor's closed month, whatever its
 * age: add time, correct or remove (0 minutes) a time entry, or add a call held in the month. The doctor of the month,
 * who looked after the patient then; a reason; audited, and kept in rtmAmendments, which the month's next export lists.
 */
export const amendRtmMonth = onCall(async (request): Promise<CallableResponse<'amendRtmMonth'>> => {
  const { uid, doctor } = await requireVerifiedDoctor(request);
  const payload = payloadWith(request.data, ['month', 'patientId', 'reason', 'change']);
  const month = requireMonth(payload);
  const patientId = requireUid(payload, 'patientId');
  const reason = requireString(payload, 'reason', { max: LIMITS.rtm.amendmentReason }).trim();
  const change = requireChange(payload);
  const now = Date.now();
  const actor = doctorActor(uid, doctor);
  const amendmentRef = col('rtmAmendments').doc();
  return db.runTransaction(async (tx) => {
    const closure = (await tx.get(docRef('rtmMonthClosures', closureId(uid, month)))).data();
    if (!closure) throw new HttpsError('failed-precondition', `${month} is not closed: change its time and calls directly.`);
    const sources = await readCareSources(patientId, uid, tx);
    const since = careBegan(sources)?.toMillis();
    if (since === undefined) throw new HttpsError('permission-denied', 'You may amend only the months of a patient you looked after.');
    const bounds = closureBounds(closure);
    const inMonth = (instant: number) => instant >= bounds.from && instant < bounds.to;
    // the flag of the billing documents it writes (their clinicId is set by their trigger)
    const { inCare } = careFlagsOf('rtmAmendments', sources);
    let target: string;
    if (change.type === 'setEntryMinutes') {
      const [monthId, entryId] = change.entryRef.split('/');
      const monthDoc = monthId.startsWith(`${uid}_${patientId}_`) ? (await tx.get(docRef('managementTime', monthId))).data() : undefined;
      const entry = monthDoc?.entries?.[entryId];
      if (!entry) throw new HttpsError('not-found', 'No time entry of yours on this patient has this reference.');
      if (!inMonth(entry.start.toMillis())) throw new HttpsError('failed-precondition', `This time entry is not in ${month}.`);
      const changed: ManagementEntry = { ...entry, seconds: change.minutes * 60, source: entry.source === 'server' ? 'server' : 'manual', reason: `Amendment: ${reason}`.slice(0, LIMITS.managementTime.reason), updatedAt: Timestamp.fromMillis(now) };
      tx.update(docRef('managementTime', monthId), new FieldPath('entries', entryId), changed, 'lastEntryId', entryId);
      target = change.entryRef;
    } else {
      const start = Date.parse(change.start);
      requireNotFuture(start, change.minutes, now);
      if (!inMonth(start)) throw new HttpsError('failed-precondition', `The time must be in ${month} (${closure.timeZone}).`);
      if (start < since) throw new HttpsError('failed-precondition', 'The time cannot be before the patient granted you access.');
      if (change.type === 'addContact') {
        const call = { doctorId: uid, patientId, start, minutes: change.minutes, kind: change.kind, attestation: change.attestation };
        const ids = callIds(call, closure.timeZone);
        const read = await readCall(tx, ids);
        const stored = read.contact.data();
        if (stored && !isSameCall(stored, call)) throw callExists();
        if (!stored) writeCall(tx, actor, call, ids, read, inCare, `Attested ${call.kind} call (amendment): ${call.attestation}`.slice(0, LIMITS.managementTime.reason));
        target = `rtmContacts/${ids.contactId}`;
      } else {
        const monthId = `${uid}_${patientId}_${monthOfInstant(start, closure.timeZone)}`;
        const monthRef = docRef('managementTime', monthId);
        const exists = (await tx.get(monthRef)).exists;
        const entryId = `amend-${amendmentRef.id}`;
        const entry: ManagementEntry = { start: Timestamp.fromMillis(start), seconds: change.minutes * 60, source: 'manual', activity: 'other', interactive: false, reason: `Amendment: ${reason}`.slice(0, LIMITS.managementTime.reason), updatedAt: Timestamp.fromMillis(now) };
        if (exists) tx.update(monthRef, new FieldPath('entries', entryId), entry, 'lastEntryId', entryId);
        else tx.create(monthRef, { doctorId: uid, patientId, month: monthOfInstant(start, closure.timeZone), entries: { [entryId]: entry }, lastEntryId: entryId, inCare });
        target = `${monthId}/${entryId}`;
      }
    }
    const auditId = recordAudit(tx, actor, {
      action: 'rtm.monthAmended',
      target: { collection: 'rtmAmendments', id: amendmentRef.id },
      patientUid: patientId,
      changes: { month: { before: null, after: month }, reason: { before: null, after: reason }, change: { before: null, after: change }, target: { before: null, after: target } },
    });
    const amendment: RtmAmendment = { doctorId: uid, patientId, month, reason, change, target, at: Timestamp.fromMillis(now), by: uid, inCare, auditId };
    tx.create(amendmentRef, amendment);
    return { amendmentId: amendmentRef.id, target };
  });
});
