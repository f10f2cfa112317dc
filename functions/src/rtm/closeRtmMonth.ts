import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import type { CallableResponse } from '@rehab/model/callables';
import type { Doctor, RtmMonthClosure } from '@rehab/model/collections';
import { monthBounds, unitsByCode } from '@rehab/model/rtmClaims';
import { db } from '../admin';
import { adminActor, doctorActor, recordAudit } from '../lib/audit';
import type { AuditActor } from '@rehab/model/audit';
import { isAdmin, requireSignedIn, requireVerifiedDoctor } from '../lib/auth';
import { docRef } from '../lib/collections';
import { own, payloadWith, requireUid, type Payload } from '../lib/validation';
import { closedSummary, closureId, doctorMonth, doctorZone, requireMonth } from './shared';

/** The doctor whose month it is: the caller, or the one an admin names. */
async function monthOwner(request: CallableRequest, payload: Payload): Promise<{ doctorId: string; doctor: Doctor; actor: AuditActor }> {
  if (isAdmin(request)) {
    const doctorId = requireUid(payload, 'doctorId');
    const doctor = (await docRef('doctors', doctorId).get()).data();
    if (!doctor) throw new HttpsError('not-found', 'No doctor has this id.');
    return { doctorId, doctor, actor: adminActor(request) };
  }
  const { uid, doctor } = await requireVerifiedDoctor(request);
  if (own(payload, 'doctorId') !== undefined && requireUid(payload, 'doctorId') !== uid) throw new HttpsError('permission-denied', "Only an admin may close another doctor's month.");
  return { doctorId: uid, doctor, actor: doctorActor(uid, doctor) };
}

/**
 * closeRtmMonth({ month, doctorId? }): closes a doctor's billing month once it is over in his time zone. From then on
 * his time entries and contacts in it are written only by amendRtmMonth (firestore.rules refuses the app's time entries
 * in it, recordContact refuses calls in it). The closure keeps the month's bounds and the units per code it closed
 * with; closing it again changes nothing. Audited.
 */
export const closeRtmMonth = onCall(async (request): Promise<CallableResponse<'closeRtmMonth'>> => {
  requireSignedIn(request);
  const payload = payloadWith(request.data, ['month', 'doctorId']);
  const month = requireMonth(payload);
  const { doctorId, doctor, actor } = await monthOwner(request, payload);
  const now = Date.now();
  const timeZone = doctorZone(doctor);
  const { from, to } = monthBounds(month, timeZone);
  if (to > now) throw new HttpsError('failed-precondition', `${month} is not over yet in ${timeZone}: a month closes once it has ended.`);
  const { lines } = await doctorMonth(doctorId, doctor, month, now);
  const ref = docRef('rtmMonthClosures', closureId(doctorId, month));
  const closure = await db.runTransaction(async (tx) => {
    const existing = (await tx.get(ref)).data();
    if (existing) return existing;
    const closedAt = Timestamp.fromMillis(now);
    const fields = { doctorId, month, timeZone, from: Timestamp.fromMillis(from), to: Timestamp.fromMillis(to), closedAt, closedBy: actor.uid, totals: unitsByCode(lines), lineCount: lines.length };
    const auditId = recordAudit(tx, actor, {
      action: 'rtm.monthClosed',
      target: { collection: 'rtmMonthClosures', id: ref.id },
      patientUid: '',
      changes: { month: { before: null, after: month }, totals: { before: null, after: fields.totals } },
    });
    const created: RtmMonthClosure = { ...fields, auditId };
    tx.create(ref, created);
    return created;
  });
  return { month, closed: closedSummary(closure) };
});
