import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { CallableResponse } from '@rehab/model/callables';
import { caresFor, careSince } from '@rehab/model/care';
import { LIMITS } from '@rehab/model/limits';
import { db } from '../admin';
import { doctorActor } from '../lib/audit';
import { requireVerifiedDoctor } from '../lib/auth';
import { readCareSources } from '../lib/care';
import { payloadWith, requireString, requireUid } from '../lib/validation';
import { callExists, callIds, isSameCall, readCall, writeCall, type AttestedCall } from './contacts';
import { closedMonthOf, closedMonthRefusal, doctorZone, requireInstant, requireMinutes, requireNotFuture, requireOneOf } from './shared';

/**
 * recordContact({ patientId, start, minutes, kind, attestation }): a phone or video call held outside the app, which
 * the doctor attests. A doctor caring for the patient; at least a minute; not in the future, not before the patient
 * granted him access, not in his closed month. Writes an `attested` rtmContacts document and its minutes as a
 * server-made time entry, each under an id made from the call, so a retry writes nothing twice; audited.
 */
export const recordContact = onCall(async (request): Promise<CallableResponse<'recordContact'>> => {
  const { uid, doctor } = await requireVerifiedDoctor(request);
  const payload = payloadWith(request.data, ['patientId', 'start', 'minutes', 'kind', 'attestation']);
  const call: AttestedCall = {
    doctorId: uid,
    patientId: requireUid(payload, 'patientId'),
    start: requireInstant(payload, 'start'),
    minutes: requireMinutes(payload, 'minutes'),
    kind: requireOneOf(payload, 'kind', ['phone', 'video'] as const),
    attestation: requireString(payload, 'attestation', { max: LIMITS.rtm.attestation }).trim(),
  };
  requireNotFuture(call.start, call.minutes, Date.now());
  const zone = doctorZone(doctor);
  const ids = callIds(call, zone);
  return db.runTransaction(async (tx) => {
    const sources = await readCareSources(call.patientId, uid, tx);
    if (!caresFor(sources)) throw new HttpsError('permission-denied', 'You may record calls only with a patient who granted you access.');
    const since = careSince(sources)?.toMillis() ?? Infinity;
    if (call.start < since) throw new HttpsError('failed-precondition', `The call cannot be before the patient granted you access (${new Date(since).toISOString()}).`);
    const closed = await closedMonthOf(tx, uid, zone, call.start);
    const read = await readCall(tx, ids);
    const stored = read.contact.data();
    if (stored) {
      if (!isSameCall(stored, call)) throw callExists();
      return { contactId: ids.contactId, entryRef: ids.entryRef, created: false };
    }
    if (closed) throw closedMonthRefusal(closed);
    writeCall(tx, doctorActor(uid, doctor), call, ids, read, true, `Attested ${call.kind} call: ${call.attestation}`.slice(0, LIMITS.managementTime.reason));
    return { contactId: ids.contactId, entryRef: ids.entryRef, created: true };
  });
});
