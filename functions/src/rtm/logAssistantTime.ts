import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { CallableResponse } from '@rehab/model/callables';
import { careFlagsOf, careSince, caresFor } from '@rehab/model/care';
import { keepsDoctorRecord, roleMay } from '@rehab/model/clinics';
import { MANAGEMENT_ACTIVITIES, type ManagementEntry, type ManagementMonth } from '@rehab/model/collections';
import { LIMITS } from '@rehab/model/limits';
import { monthOfInstant } from '@rehab/model/rtmClaims';
import { db } from '../admin';
import { recordAudit, staffActor } from '../lib/audit';
import { requireSignedIn } from '../lib/auth';
import { readCareSources } from '../lib/care';
import { membershipRef } from '../lib/clinics';
import { docRef } from '../lib/collections';
import { payloadWith, requireString, requireUid, type Payload } from '../lib/validation';
import { closedMonthOf, closedMonthRefusal, doctorZone, requireInstant, requireMinutes, requireNotFuture, requireOneOf } from './shared';

/** The entry's id is made from the request's: 'assistant-' and at most 48 characters stay within an entry id's 64. */
const REQUEST_ID = /^[A-Za-z0-9_-]{1,48}$/;

function requireRequestId(payload: Payload): string {
  const id = requireString(payload, 'requestId', { max: 48 });
  if (!REQUEST_ID.test(id)) throw new HttpsError('invalid-argument', "requestId must be 1 to 48 letters, digits, '-' or '_'.");
  return id;
}

/** Whether a stored entry is this very request's (a retry), so nothing is written again. */
function isSameEntry(stored: ManagementEntry, entry: ManagementEntry): boolean {
  return stored.by === entry.by && stored.start.toMillis() === entry.start.toMillis() && stored.seconds === entry.seconds && stored.activity === entry.activity && stored.reason === entry.reason;
}

/**
 * logAssistantTime({ requestId, patientId, start, minutes, activity, reason }): an assistant's management minutes on
 * a patient who approved his clinic and whom his supervising clinician (an owner or clinician of the same clinic) cares
 * for: a server-made entry `by` the assistant in the supervisor's month, where the supervisor's claim lines count it
 * (with CQ or CO: @rehab/model/rtmClaims). Not in the future, not before the supervisor's care through the clinic
 * began, not in the supervisor's closed month. The entry's id is made from requestId, so a retry writes nothing
 * twice; audited as the assistant's.
 */
export const logAssistantTime = onCall(async (request): Promise<CallableResponse<'logAssistantTime'>> => {
  const uid = requireSignedIn(request);
  const member = (await membershipRef(uid).get()).data();
  if (!member || !roleMay(member.role, 'billing', 'logUnderSupervision')) throw new HttpsError('permission-denied', "Only a clinic's assistant may log time under supervision.");
  const payload = payloadWith(request.data, ['requestId', 'patientId', 'start', 'minutes', 'activity', 'reason']);
  const requestId = requireRequestId(payload);
  const patientId = requireUid(payload, 'patientId');
  const entry: ManagementEntry = {
    start: Timestamp.fromMillis(requireInstant(payload, 'start')),
    seconds: requireMinutes(payload, 'minutes') * 60,
    source: 'server',
    activity: requireOneOf(payload, 'activity', MANAGEMENT_ACTIVITIES),
    interactive: false,
    reason: requireString(payload, 'reason', { max: LIMITS.managementTime.reason }).trim(),
    updatedAt: Timestamp.now(),
    by: uid,
  };
  const start = entry.start.toMillis();
  requireNotFuture(start, entry.seconds / 60, Date.now(), 'Time');
  return db.runTransaction(async (tx) => {
    // read again in the transaction: a change of role or supervisor makes it run again
    const current = (await tx.get(membershipRef(uid))).data();
    if (current?.clinicId !== member.clinicId || !roleMay(current.role, 'billing', 'logUnderSupervision') || !current.supervisor) {
      throw new HttpsError('failed-precondition', 'You have no supervising clinician in your clinic: ask its owner to name one.');
    }
    const { supervisor } = current;
    const sources = await readCareSources(patientId, supervisor, tx);
    if (sources.membership?.clinicId !== member.clinicId || !keepsDoctorRecord(sources.membership.role)) {
      throw new HttpsError('failed-precondition', 'Your supervisor is no longer a clinician of your clinic: ask its owner to name another.');
    }
    // through the clinic: the patient approved it (the supervisor's own relationships are not the clinic's)
    if (!caresFor(sources) || sources.consent?.state !== 'active') {
      throw new HttpsError('permission-denied', 'You may log time only on a patient who approved your clinic and whom your supervisor cares for.');
    }
    const since = Math.max(careSince(sources)?.toMillis() ?? Infinity, sources.consent.since?.toMillis() ?? Infinity);
    if (start < since) throw new HttpsError('failed-precondition', `The time cannot be before your clinic's care of the patient began (${new Date(since).toISOString()}).`);
    const zone = doctorZone(sources.doctor);
    const month = monthOfInstant(start, zone);
    const monthId = `${supervisor}_${patientId}_${month}`;
    const entryId = `assistant-${requestId}`;
    const entryRef = `${monthId}/${entryId}`;
    const monthRef = docRef('managementTime', monthId);
    const closed = await closedMonthOf(tx, supervisor, zone, start);
    const stored = (await tx.get(monthRef)).data();
    const storedEntry = stored?.entries?.[entryId];
    if (storedEntry) {
      if (!isSameEntry(storedEntry, entry)) throw new HttpsError('already-exists', 'This requestId was used for other time: send a new one.');
      return { entryRef, created: false };
    }
    if (closed) throw closedMonthRefusal(closed);
    if (Object.keys(stored?.entries ?? {}).length >= LIMITS.managementTime.entriesPerMonth) {
      throw new HttpsError('resource-exhausted', `This month of the patient holds ${LIMITS.managementTime.entriesPerMonth} time entries, the most it may.`);
    }
    recordAudit(tx, staffActor(uid, current), {
      action: 'rtm.assistantTimeLogged',
      target: { collection: 'managementTime', id: monthId },
      patientUid: patientId,
      changes: {
        entryId: { before: null, after: entryId },
        supervisor: { before: null, after: supervisor },
        start: { before: null, after: entry.start },
        minutes: { before: null, after: entry.seconds / 60 },
        activity: { before: null, after: entry.activity },
        reason: { before: null, after: entry.reason },
      },
    });
    if (stored) {
      tx.update(monthRef, new FieldPath('entries', entryId), entry, 'lastEntryId', entryId);
    } else {
      const { inCare, clinicId } = careFlagsOf('managementTime', sources);
      const created: ManagementMonth = { doctorId: supervisor, patientId, month, entries: { [entryId]: entry }, lastEntryId: entryId, inCare, ...(clinicId !== undefined && { clinicId }) };
      tx.create(monthRef, created);
    }
    return { entryRef, created: true };
  });
});
