import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { CallableResponse } from '@rehab/model/callables';
import { CLAIM_FLAG_KINDS, claimFlagOverrideId, claimLineKey, type ClaimFlagOverride } from '@rehab/model/claimGuards';
import { DOCTOR_ROLES } from '@rehab/model/clinics';
import { LIMITS } from '@rehab/model/limits';
import { db } from '../admin';
import { doctorActor, recordAudit } from '../lib/audit';
import { requireVerifiedDoctor } from '../lib/auth';
import { membershipRef } from '../lib/clinics';
import { docRef } from '../lib/collections';
import { payloadWith, requireString, requireUid } from '../lib/validation';
import { doctorMonth, requireMonth, requireOneOf } from './shared';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * overrideClaimFlag({ doctorId, month, patientId, code, periodStart, kind, reason }): a clinician bills one flagged
 * line of a clinician's open month anyway (issue 53): the billing clinician himself, or a clinician (owner or
 * clinician role) of his clinic. The line and its flag are found by recomputing the month from its records, never
 * taken from the request; the override is keyed by the line (claimLineKey) and the flag's kind, so it stays with them
 * when the month is recomputed, and asking again returns the first one. Audited, in the same transaction.
 */
export const overrideClaimFlag = onCall(async (request): Promise<CallableResponse<'overrideClaimFlag'>> => {
  const { uid, doctor: callerDoctor } = await requireVerifiedDoctor(request);
  const payload = payloadWith(request.data, ['doctorId', 'month', 'patientId', 'code', 'periodStart', 'kind', 'reason']);
  const doctorId = requireUid(payload, 'doctorId');
  const month = requireMonth(payload);
  const patientId = requireUid(payload, 'patientId');
  const code = requireString(payload, 'code', { max: LIMITS.text.id });
  const periodStart = requireString(payload, 'periodStart', { max: 10 });
  if (!DAY_PATTERN.test(periodStart)) throw new HttpsError('invalid-argument', 'periodStart must be a day as YYYY-MM-DD.');
  const kind = requireOneOf(payload, 'kind', CLAIM_FLAG_KINDS);
  const reason = requireString(payload, 'reason', { max: LIMITS.rtm.overrideReason }).trim();

  const [callerMember, doctorMember, doctor] = await Promise.all([
    membershipRef(uid).get(),
    uid === doctorId ? undefined : membershipRef(doctorId).get(),
    docRef('doctors', doctorId).get(),
  ]);
  const member = callerMember.data();
  if (uid !== doctorId) {
    const sameClinic = member && (DOCTOR_ROLES as readonly string[]).includes(member.role) && member.clinicId === doctorMember?.data()?.clinicId;
    if (!sameClinic) throw new HttpsError('permission-denied', "Only the billing clinician or a clinician of his clinic may override his claim flags.");
  }
  const billing = doctor.data();
  if (!billing) throw new HttpsError('not-found', 'No doctor has this id.');

  const now = Date.now();
  const { lines, closed } = await doctorMonth(doctorId, billing, month, now);
  if (closed) throw new HttpsError('failed-precondition', `${month} is closed for billing: change it with an amendment.`);
  const line = lines.find((candidate) => candidate.patientId === patientId && candidate.code === code && candidate.periodStart === periodStart);
  if (!line?.flags.some((flag) => flag.kind === kind)) throw new HttpsError('not-found', `No claim line of ${month} with these patient, code and period has this flag.`);

  const lineKey = claimLineKey(line);
  const ref = docRef('claimFlagOverrides', claimFlagOverrideId(lineKey, kind));
  const actor = doctorActor(uid, callerDoctor);
  return db.runTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) return { overrideId: ref.id, created: false };
    const auditId = recordAudit(tx, actor, {
      action: 'rtm.claimFlagOverridden',
      target: { collection: 'claimFlagOverrides', id: ref.id },
      patientUid: patientId,
      changes: { kind: { before: null, after: kind }, reason: { before: null, after: reason }, line: { before: null, after: lineKey } },
    });
    const override: ClaimFlagOverride = { doctorId, patientId, month, lineKey, kind, reason, by: uid, byName: actor.name, at: Timestamp.fromMillis(now), auditId };
    tx.create(ref, override);
    return { overrideId: ref.id, created: true };
  });
});
